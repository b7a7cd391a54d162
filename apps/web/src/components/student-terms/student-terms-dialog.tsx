import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { messages } from '@portal/contracts';
import { apiFetch } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-error';
import { signOut, updateSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useNarrowDialog } from '../dialog/app-dialog';
import { TermHtml } from '../term-html/term-html';
import { studentTermQueryOptions, useSignTerm } from './student-term-query';
import { RetryAlert } from '../retry-alert';

const leave = () => {
  apiFetch('/logout', { method: 'POST', expireOn401: false }).catch(() => undefined);
  signOut('/');
};

/** 'Termos e Condições': the student term as HTML and 'Aceitar Termo'; it closes once signed. */
export const StudentTermsDialog = ({ userId }: { userId: number }) => {
  const titleId = useId();
  const narrow = useNarrowDialog();
  const query = useQuery(studentTermQueryOptions);
  const sign = useSignTerm();
  const term = query.data;
  // No student term configured: nothing to accept.
  if (term === null) return null;

  const accept = () => {
    if (!term) return;
    sign.mutate(
      { user_id: userId, term_id: term.id },
      {
        onSuccess: () => {
          toast.success(messages.terms.signed);
          updateSession({ has_terms: true });
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    // No onClose: Esc and the backdrop do not dismiss it; the portal is used under these terms.
    <Dialog open fullScreen={narrow} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
        {messages.terms.title}
      </DialogTitle>
      <DialogContent dividers>
        {query.isPending ? (
          <Box role="status" aria-label="Carregando termo" sx={{ display: 'grid', gap: 1 }}>
            {Array.from({ length: 7 }, (_, i) => (
              <Skeleton key={i} height={26} width={`${95 - i * 7}%`} />
            ))}
          </Box>
        ) : query.isError ? (
          <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</RetryAlert>
        ) : (
          <TermHtml testId="term-text" html={term?.term_text ?? ''} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button color="inherit" onClick={leave} disabled={sign.isPending}>
          Sair
        </Button>
        <Button variant="contained" onClick={accept} loading={sign.isPending} disabled={!term}>
          {messages.terms.accept}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
