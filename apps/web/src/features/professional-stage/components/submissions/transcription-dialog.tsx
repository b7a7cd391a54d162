import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Audition } from '@portal/contracts';
import { AppDialog } from '../../../../components/dialog/app-dialog';

/** 'Transcrição': what the student said, as transcribed; 'Nenhuma transcrição disponível' otherwise. */
export const TranscriptionDialog = ({
  audition,
  open,
  onClose,
}: {
  audition: Audition | null;
  open: boolean;
  onClose: () => void;
}) => {
  const texts = (audition?.transcription ?? []).map((t) => t.transcription?.trim()).filter(Boolean);
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Transcrição"
      subtitle={audition ? `${audition.user?.name ?? ''} · ${audition.activity.title}` : undefined}
      maxWidth="md"
      actions={
        <Button variant="contained" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      {texts.length ? (
        texts.map((t, i) => (
          <Typography key={i} sx={{ whiteSpace: 'pre-wrap', mb: 1.5 }}>
            {t}
          </Typography>
        ))
      ) : (
        <Typography color="text.secondary">Nenhuma transcrição disponível</Typography>
      )}
    </AppDialog>
  );
};
