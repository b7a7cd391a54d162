import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FaceRetouchingNaturalOutlined from '@mui/icons-material/FaceRetouchingNaturalOutlined';
import VideoCallOutlined from '@mui/icons-material/VideoCallOutlined';
import { BIOMETRIC_PHOTOS_REQUIRED, capitalizeName } from '@portal/contracts';
import { useSession } from '../../../../lib/session';
import { biometricsQueryOptions } from '../../api/biometrics-query';
import { stagePreferencesQueryOptions } from '../../api/stage-preferences';

const STEPS = [
  'Se quiser a análise facial, cadastre cinco fotos do seu rosto (biometria), uma única vez; ela é opcional.',
  'Grave um videocurrículo ou uma entrevista simulada de até 7 minutos.',
  'Receba por e-mail a nota, o ritmo da sua fala e dicas para melhorar.',
];

/** The welcome text, how the stage works, the biometrics status and 'Iniciar nova apresentação'. */
export const WelcomePanel = ({ onStart }: { onStart: () => void }) => {
  const session = useSession();
  const photos = useQuery(biometricsQueryOptions());
  const prefs = useQuery(stagePreferencesQueryOptions());
  const count = photos.data?.length ?? 0;
  const firstName = capitalizeName(session?.name ?? '').split(' ')[0] ?? '';
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2.5, sm: 4 },
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { md: '1fr auto' },
        alignItems: 'center',
      }}
    >
      <Box>
        <Typography variant="h2" component="p" sx={{ mb: 1 }}>
          Olá{firstName ? `, ${firstName}` : ''}! Boas-vindas ao Palco Profissional.
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 680 }}>
          Aqui você pratica a sua apresentação para o mercado de trabalho. Publique o seu videocurrículo para que as
          empresas das vagas a que você se candidatou possam assisti-lo, e treine para entrevistas com perguntas feitas
          para a vaga que você escolher.
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5, color: 'text.secondary' }}>
          {STEPS.map((step) => (
            <Typography key={step} component="li" variant="body2">
              {step}
            </Typography>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, justifyItems: { xs: 'stretch', md: 'end' } }}>
        <Button variant="contained" size="large" startIcon={<VideoCallOutlined />} onClick={onStart}>
          Iniciar nova apresentação
        </Button>
        {photos.isSuccess && prefs.data?.face_analysis !== false ? (
          <Box
            sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: { md: 'flex-end' } }}
          >
            <Chip
              icon={<FaceRetouchingNaturalOutlined />}
              color={count >= BIOMETRIC_PHOTOS_REQUIRED ? 'success' : 'default'}
              variant="outlined"
              label={`Biometria: ${Math.min(count, BIOMETRIC_PHOTOS_REQUIRED)} de ${BIOMETRIC_PHOTOS_REQUIRED} fotos`}
            />
            <Button component={RouterLink} to="/biometrics" size="small">
              {count >= BIOMETRIC_PHOTOS_REQUIRED ? 'Ver fotos' : 'Cadastrar biometria'}
            </Button>
          </Box>
        ) : null}
      </Box>
    </Paper>
  );
};
