import Button from '@mui/material/Button';
import { AppDialog } from '../../../../components/dialog/app-dialog';
import { CaptionedVideo } from '../../../../components/media/captioned-video';

/** Plays a submission's video from its short-lived signed link, with its captions and transcript. */
export const AuditionVideoDialog = ({
  url,
  auditionId,
  title,
  open,
  onClose,
}: {
  url: string | null;
  /** The submission, when it has captions. */
  auditionId: number | null;
  title: string;
  open: boolean;
  onClose: () => void;
}) => (
  <AppDialog
    open={open}
    onClose={onClose}
    title="Vídeo da apresentação"
    subtitle={title}
    maxWidth="lg"
    actions={
      <Button variant="contained" onClick={onClose}>
        Fechar
      </Button>
    }
  >
    {url ? (
      <CaptionedVideo
        src={url}
        auditionId={auditionId}
        autoPlay
        label={`Vídeo da apresentação ${title}`}
        maxHeight="70vh"
      />
    ) : null}
  </AppDialog>
);
