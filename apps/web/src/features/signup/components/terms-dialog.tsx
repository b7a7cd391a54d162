import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { messages } from '@portal/contracts';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { TermHtml } from '../../../components/term-html/term-html';
import { errorMessage } from '../../../lib/api-error';
import { companyTermQueryOptions } from '../api/company-term-query';

/** The term's HTML, sanitised by the server; long texts scroll inside the dialog. */
const TermText = () => {
  const term = useQuery(companyTermQueryOptions);
  if (term.isPending) {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', gap: 1.5, py: 6, color: 'text.secondary' }}>
        <CircularProgress size={32} aria-hidden />
        Carregando os termos…
      </Box>
    );
  }
  if (term.isError || !term.data) {
    return (
      <Alert
        severity={term.isError ? 'error' : 'info'}
        action={
          term.isError ? (
            <Button color="inherit" size="small" onClick={() => void term.refetch()}>
              Tentar novamente
            </Button>
          ) : undefined
        }
      >
        {term.isError ? errorMessage(term.error) : messages.placeholders.noContent}
      </Alert>
    );
  }
  return <TermHtml className="termos-conteudo" html={term.data.term_text} />;
};

interface TermsDialogProps {
  open: boolean;
  onClose: () => void;
  /** 'Li e aceito': ticks the agree checkbox and closes. */
  onAccept: () => void;
}

/** 'Termos e Condições': the newest company term (`GET /api/terms`, type 'empresa'). */
export const TermsDialog = ({ open, onClose, onAccept }: TermsDialogProps) => {
  const term = useQuery({ ...companyTermQueryOptions, enabled: open });
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Termos e Condições"
      subtitle="Condições de uso do Portal de Oportunidades pelas empresas parceiras."
      maxWidth="md"
      actions={
        <>
          <Button color="inherit" onClick={onClose}>
            Fechar
          </Button>
          <Button variant="contained" onClick={onAccept} disabled={!term.data}>
            Li e aceito os termos
          </Button>
        </>
      }
    >
      {open ? <TermText /> : null}
    </AppDialog>
  );
};
