import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AppDialog } from '../../../../components/dialog/app-dialog';

/** Plays a submission's video from its short-lived signed link. */
export const AuditionVideoDialog = ({
  url,
  title,
  open,
  onClose,
}: {
  url: string | null;
  title: string;
  open: boolean;
  onClose: () => void;
}) => (
  <AppDialog
    open={open}
    onClose={onClose}
    title="Vídeo da apresentação"
    subtitle={title}
    maxWidth="md"
    actions={
      <Button variant="contained" onClick={onClose}>
        Fechar
      </Button>
    }
  >
    {url ? (
      <Box
        component="video"
        src={url}
        controls
        autoPlay
        playsInline
        aria-label={`Vídeo da apresentação ${title}`}
        sx={{ display: 'block', width: '100%', maxHeight: '70vh', bgcolor: 'common.black', borderRadius: 2 }}
      />
    ) : null}
  </AppDialog>
);
