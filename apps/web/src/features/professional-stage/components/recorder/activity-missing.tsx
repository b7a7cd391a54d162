import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';

/** 'A atividade informada não existe!' (or another reason the recorder cannot open) with a way back. */
export const RecorderBlocked = ({ message }: { message: string }) => (
  <Paper
    variant="outlined"
    role="alert"
    sx={{ p: { xs: 3, sm: 5 }, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}
  >
    <ReportProblemOutlined color="warning" aria-hidden sx={{ fontSize: 56 }} />
    <Typography variant="h2" component="p">
      {message}
    </Typography>
    <Box>
      <Button component={RouterLink} to="/palco-profissional" variant="contained">
        Voltar ao início
      </Button>
    </Box>
  </Paper>
);
