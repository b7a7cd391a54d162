import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { messages, type TermVersion } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { usePublishTerm } from '../api/publish-term';
import { TermEditor } from './term-editor';
import { TermVersions } from './term-versions';

export type TermType = TermVersion['type'];

const WHO: Record<TermType, { confirm: string; title: string }> = {
  aluno: {
    title: 'Publicar nova versão do termo do aluno?',
    confirm: 'Todos os alunos precisarão aceitar o novo texto no próximo acesso ao portal.',
  },
  empresa: {
    title: 'Publicar nova versão do termo da empresa?',
    confirm: 'O novo texto passa a valer para os próximos cadastros de empresas.',
  },
};

/** One type's term: the editor over the current version, 'Publicar nova versão' and the history. */
export const TermPanel = ({ type, versions }: { type: TermType; versions: readonly TermVersion[] }) => {
  const current = versions[0];
  const [draft, setDraft] = useState(current?.term_text ?? '');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const publish = usePublishTerm();
  const unchanged = draft.trim() === (current?.term_text ?? '').trim();

  const submit = () =>
    publish.mutate(
      { type, term_text: draft },
      {
        onSuccess: (created) => {
          toast.success(messages.terms.published);
          setDraft(created.term_text);
          setConfirming(false);
        },
        onError: (e) => {
          setConfirming(false);
          const field = isApiError(e) ? e.fieldErrors.find((f) => f.field === 'term_text') : undefined;
          if (field) setError(field.message);
          else toast.error(isApiError(e) && e.isNetworkError ? e.message : messages.terms.publishFailure);
        },
      },
    );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TermEditor
        value={draft}
        onChange={(v) => {
          setDraft(v);
          setError(undefined);
        }}
        error={error}
        disabled={publish.isPending}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        <Button
          color="inherit"
          disabled={unchanged || publish.isPending}
          onClick={() => setDraft(current?.term_text ?? '')}
        >
          Descartar alterações
        </Button>
        <Button variant="contained" disabled={unchanged} onClick={() => setConfirming(true)}>
          Publicar nova versão
        </Button>
      </Box>
      <Paper variant="outlined" component="section" aria-labelledby={`term-history-${type}`} sx={{ p: 2 }}>
        <Typography id={`term-history-${type}`} variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
          Histórico de versões
        </Typography>
        {versions.length ? (
          <TermVersions versions={versions} />
        ) : (
          <Typography color="text.secondary">Nenhuma versão publicada.</Typography>
        )}
      </Paper>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={submit}
        title={WHO[type].title}
        confirmLabel="Publicar"
        loading={publish.isPending}
      >
        {WHO[type].confirm}
      </ConfirmDialog>
    </Box>
  );
};
