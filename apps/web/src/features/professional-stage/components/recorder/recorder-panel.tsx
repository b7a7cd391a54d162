import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import StopRounded from '@mui/icons-material/StopRounded';
import { CameraFrame } from '../media/camera-frame';
import { cameraProblem } from '../media/use-camera';
import { usePortrait } from '../media/use-portrait';
import { formatCountdown, RECORDING_LIMIT_LABEL } from './recording-format';
import { UploadProgress } from './upload-progress';
import type { useRecordingSession } from './use-recording-session';

type Session = ReturnType<typeof useRecordingSession>;

const RecBadge = ({ remainingMs }: { remainingMs: number }) => (
  <Box
    sx={{
      position: 'absolute',
      top: 12,
      left: 12,
      right: 12,
      display: 'flex',
      justifyContent: 'space-between',
      pointerEvents: 'none',
    }}
  >
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1.25,
        py: 0.25,
        borderRadius: 5,
        bgcolor: 'rgba(0,0,0,0.6)',
        color: 'common.white',
      }}
    >
      <FiberManualRecord
        sx={{
          fontSize: 14,
          color: 'error.main',
          animation: 'rec-blink 1s steps(2) infinite',
          '@keyframes rec-blink': { '50%': { opacity: 0.2 } },
        }}
      />
      <Typography variant="caption" sx={{ fontWeight: 700 }}>
        REC
      </Typography>
    </Box>
    <Box
      role="timer"
      aria-label="Tempo restante"
      sx={{
        px: 1.25,
        py: 0.25,
        borderRadius: 5,
        bgcolor: remainingMs <= 60_000 ? 'error.main' : 'rgba(0,0,0,0.6)',
        color: 'common.white',
        fontVariantNumeric: 'tabular-nums',
        fontWeight: 700,
      }}
    >
      {formatCountdown(remainingMs)}
    </Box>
  </Box>
);

/** The camera or the preview, and the buttons of each phase. */
export const RecorderPanel = ({ session, ready }: { session: Session; ready: boolean }) => {
  const navigate = useNavigate();
  const portrait = usePortrait();
  const { phase, camera, recorder } = session;
  const problem = session.startError ?? cameraProblem(camera.status);
  const reviewing = phase === 'preview' || phase === 'uploading' || phase === 'submitted';

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 2 }}>
      {reviewing && recorder.recording ? (
        <Box
          component="video"
          src={recorder.recording.url}
          controls
          playsInline
          aria-label="Prévia da gravação"
          sx={{
            width: '100%',
            maxWidth: portrait ? 360 : 760,
            mx: 'auto',
            display: 'block',
            aspectRatio: portrait ? '240 / 427' : '427 / 240',
            bgcolor: 'common.black',
            borderRadius: 3,
          }}
        />
      ) : (
        <CameraFrame
          videoRef={camera.videoRef}
          status={camera.status}
          portrait={portrait}
          label="Imagem da câmera"
          overlay={phase === 'recording' ? <RecBadge remainingMs={recorder.remainingMs} /> : null}
          idle={
            <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>Tudo pronto?</Typography>
              <Typography variant="body2" sx={{ opacity: 0.85, maxWidth: 360 }}>
                Ao clicar em Iniciar, a câmera e o microfone são ligados e a gravação começa. Você tem até{' '}
                {RECORDING_LIMIT_LABEL} minutos.
              </Typography>
            </Box>
          }
        />
      )}
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      {phase === 'uploading' ? <UploadProgress fraction={session.progress} /> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end' }}>
        {phase === 'idle' ? (
          <>
            <Button color="inherit" onClick={() => navigate('/palco-profissional')}>
              Cancelar
            </Button>
            <Button
              variant="contained"
              size="large"
              startIcon={<PlayArrowRounded />}
              disabled={!ready || camera.status === 'starting'}
              onClick={() => void session.start()}
            >
              Iniciar
            </Button>
          </>
        ) : null}
        {phase === 'recording' ? (
          <Button variant="contained" color="error" size="large" startIcon={<StopRounded />} onClick={session.stop}>
            Encerrar
          </Button>
        ) : null}
        {reviewing ? (
          <>
            <Button color="inherit" startIcon={<ReplayRounded />} disabled={phase !== 'preview'} onClick={session.redo}>
              Refazer
            </Button>
            <Button
              variant="contained"
              size="large"
              startIcon={<SendRounded />}
              disabled={!recorder.recording || phase === 'submitted'}
              loading={phase === 'uploading'}
              onClick={() => void session.send()}
            >
              Enviar
            </Button>
          </>
        ) : null}
      </Box>
    </Paper>
  );
};
