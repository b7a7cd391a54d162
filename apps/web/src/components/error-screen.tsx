import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { messages } from '@portal/contracts';

/**
 * Shown when a page fails to load or render, typically a stale chunk after a new deploy or a lost
 * connection: reloading fetches the current build. Needs no router.
 */
export const ErrorScreen = () => (
  <Box role="alert" sx={{ minHeight: '60dvh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
    <Box sx={{ maxWidth: 420, display: 'grid', justifyItems: 'center', gap: 2 }}>
      <ErrorOutline color="error" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h1" component="h1">
        Não foi possível abrir esta página
      </Typography>
      <Typography color="text.secondary">{messages.errors.internal}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Recarregar
      </Button>
    </Box>
  </Box>
);
