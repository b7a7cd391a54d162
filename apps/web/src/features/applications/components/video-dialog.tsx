import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import VideocamOffOutlined from '@mui/icons-material/VideocamOffOutlined';
import { messages } from '@portal/contracts';
import { AppDialog } from '../../../components/dialog/app-dialog';

interface VideoDialogProps {
  open: boolean;
  onClose: () => void;
  /** The candidate's name. */
  name: string | undefined;
}

/**
 * 'Vídeo de apresentação': the student's published video CV. Until the professional stage arrives,
 * it says 'Dado indisponível no momento'.
 */
export const VideoDialog = ({ open, onClose, name }: VideoDialogProps) => (
  <AppDialog
    open={open}
    onClose={onClose}
    title="Vídeo de apresentação"
    subtitle={name}
    actions={
      <Button variant="contained" onClick={onClose}>
        Fechar
      </Button>
    }
  >
    <Box
      role="status"
      sx={{
        aspectRatio: '16 / 9',
        borderRadius: 2,
        bgcolor: 'action.hover',
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        display: 'grid',
        placeContent: 'center',
        justifyItems: 'center',
        gap: 1.5,
        p: 3,
        textAlign: 'center',
      }}
    >
      <VideocamOffOutlined aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {messages.placeholders.unavailable}
      </Typography>
    </Box>
  </AppDialog>
);
