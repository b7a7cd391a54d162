import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import VideocamOffOutlined from '@mui/icons-material/VideocamOffOutlined';
import { messages } from '@portal/contracts';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { CaptionedVideo } from '../../../components/media/captioned-video';
import { useSession } from '../../../lib/session';
import { publishedVideoQueryOptions } from '../api/published-video-query';
import { VideoTranscription } from './video-transcription';

interface VideoDialogProps {
  open: boolean;
  onClose: () => void;
  /** The candidate's name. */
  name: string | undefined;
  /** The candidate's RA, whose published video CV is played. */
  ra: string | undefined;
}

const FRAME = {
  aspectRatio: '16 / 9',
  borderRadius: 2,
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: 1.5,
  p: 3,
  textAlign: 'center',
} as const;

/**
 * 'Vídeo de apresentação': plays the student's published video CV, with its transcription below
 * for administrators; 'Dado indisponível no momento' when none is published (or it cannot be loaded).
 */
export const VideoDialog = ({ open, onClose, name, ra }: VideoDialogProps) => {
  const video = useQuery({ ...publishedVideoQueryOptions(ra ?? ''), enabled: open && Boolean(ra) });
  const admin = useSession()?.role === 'admin';
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Vídeo de apresentação"
      subtitle={name}
      maxWidth="lg"
      actions={
        <Button variant="contained" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      {video.isPending && open ? (
        <Box role="status" sx={{ ...FRAME, bgcolor: 'action.hover' }}>
          <CircularProgress aria-label="Carregando vídeo" />
        </Box>
      ) : video.data ? (
        <>
          <CaptionedVideo
            src={video.data.url}
            auditionId={video.data.audition_id}
            label={`Vídeo de apresentação de ${name ?? 'candidato'}`}
            maxHeight={admin ? '48vh' : '70vh'}
          />
          {admin ? <VideoTranscription auditionId={video.data.audition_id} /> : null}
        </>
      ) : (
        <Box
          role="status"
          sx={{ ...FRAME, bgcolor: 'action.hover', border: 1, borderStyle: 'dashed', borderColor: 'divider' }}
        >
          <VideocamOffOutlined aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {messages.placeholders.unavailable}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            O candidato ainda não publicou um videocurrículo.
          </Typography>
        </Box>
      )}
    </AppDialog>
  );
};
