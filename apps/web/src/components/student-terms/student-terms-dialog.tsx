import { useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import Alert from '@mui/material/Alert';
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
import { studentTermQueryOptions, useSignTerm } from './student-term-query';

// The API already sanitises the term; this second pass keeps a misconfigured server from
// injecting script into every student's page. Links leave the portal in a new tab.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});
const sanitize = (html: string): string => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });

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
  const html = useMemo(() => (term ? sanitize(term.term_text) : ''), [term]);
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
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                Tentar novamente
              </Button>
            }
          >
            {errorMessage(query.error)}
          </Alert>
        ) : (
          <Box
            data-testid="term-text"
            sx={{
              typography: 'body1',
              lineHeight: 1.7,
              '& h1, & h2, & h3': { typography: 'h6', fontWeight: 700, mt: 0, mb: 1.5 },
              '& p': { mt: 0, mb: 1.5 },
              '& ul, & ol': { pl: 3, mt: 0, mb: 1.5 },
              '& li': { mb: 0.75 },
              '& a': { color: 'primary.main' },
            }}
            dangerouslySetInnerHTML={{ __html: html }}
          />
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
