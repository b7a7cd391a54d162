import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { TermVersion } from '@portal/contracts';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { TermHtml } from '../../../components/term-html/term-html';
import { formatDateTime } from '../../../lib/format';

const acceptances = (n: number) => (n === 1 ? '1 aceite' : `${n} aceites`);

/** 'Histórico de versões': number, date, acceptances and the text of each, newest first. */
export const TermVersions = ({ versions }: { versions: readonly TermVersion[] }) => {
  const [open, setOpen] = useState<{ version: TermVersion; number: number } | null>(null);
  return (
    <>
      <List aria-label="Histórico de versões" disablePadding>
        {versions.map((v, i) => {
          const number = versions.length - i;
          return (
            <ListItem key={v.id} divider={i < versions.length - 1} sx={{ gap: 1, flexWrap: 'wrap', px: 0 }}>
              <ListItemText
                primary={`Versão ${number}`}
                secondary={`Publicada em ${formatDateTime(v.created_at)} · ${acceptances(v.signatures)}`}
                sx={{ flex: '1 1 200px' }}
              />
              {i === 0 ? <Chip size="small" color="success" label="Vigente" /> : null}
              <Button size="small" onClick={() => setOpen({ version: v, number })}>
                Ver texto
              </Button>
            </ListItem>
          );
        })}
      </List>
      <AppDialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `Versão ${open.number}` : ''}
        subtitle={open ? `Publicada em ${formatDateTime(open.version.created_at)}` : undefined}
        maxWidth="md"
        actions={<Button onClick={() => setOpen(null)}>Fechar</Button>}
      >
        {open ? <TermHtml html={open.version.term_text} /> : null}
      </AppDialog>
    </>
  );
};
