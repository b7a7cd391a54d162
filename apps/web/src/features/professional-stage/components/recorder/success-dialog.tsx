import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';

/** docs/spec/04-states.md#recording: after a successful upload, full screen: the feedback will come by e-mail. */
export const SuccessDialog = ({ open, code }: { open: boolean; code: string | null }) => {
  const titleId = useId();
  return (
    <Dialog open={open} fullScreen aria-labelledby={titleId}>
      <Box sx={{ minHeight: '100%', display: 'grid', placeItems: 'center', p: 3, bgcolor: 'background.default' }}>
        <Box sx={{ maxWidth: 520, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}>
          <CheckCircleRounded color="success" aria-hidden sx={{ fontSize: 88 }} />
          <Typography id={titleId} variant="h1" component="h2">
            Apresentação enviada com sucesso!
          </Typography>
          <Box
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'flex-start',
              textAlign: 'left',
              p: 2,
              borderRadius: 2,
              bgcolor: 'action.hover',
            }}
          >
            <MarkEmailReadOutlined color="primary" aria-hidden sx={{ mt: 0.25 }} />
            <Typography>
              Estamos analisando o seu vídeo. Você receberá o feedback por e-mail assim que a análise terminar, e ele
              também aparecerá no Palco Profissional.
            </Typography>
          </Box>
          {code ? (
            <Typography variant="body2" color="text.secondary">
              Código da apresentação: <strong>{code}</strong>
            </Typography>
          ) : null}
          <Button component={RouterLink} to="/palco-profissional" variant="contained" size="large" autoFocus>
            Voltar ao Palco Profissional
          </Button>
        </Box>
      </Box>
    </Dialog>
  );
};
