import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { SIGNING_PARTY_LABELS, type Internship } from '@portal/contracts';
import { formatDateTime } from '../../../lib/format';

/** What happened to the TCE, oldest first: created, sent, each signature, activated or cancelled. */
export const InternshipTimeline = ({ t }: { t: Internship }) => {
  const events: Array<[string, string]> = [[t.created_at, 'Termo criado (rascunho)']];
  if (t.submitted_at) events.push([t.submitted_at, 'Enviado para assinaturas']);
  for (const s of t.signatures) events.push([s.signed_at, `Assinado por ${s.name} (${SIGNING_PARTY_LABELS[s.party]})`]);
  if (t.activated_at) events.push([t.activated_at, 'Documento gerado: estágio ativo']);
  if (t.cancelled_at) events.push([t.cancelled_at, 'Termo cancelado']);
  events.sort((a, b) => a[0].localeCompare(b[0]));
  return (
    <List dense aria-label="Histórico do termo">
      {events.map(([at, label]) => (
        <ListItem key={`${at}-${label}`} disableGutters>
          <ListItemText primary={label} secondary={formatDateTime(at)} />
        </ListItem>
      ))}
    </List>
  );
};
