import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CameraAltOutlined from '@mui/icons-material/CameraAltOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import { errorMessage } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { useCreateBiometric } from '../../api/create-biometric';
import { CameraFrame } from '../media/camera-frame';
import { captureFrame } from '../media/capture-frame';
import { cameraProblem, useCamera } from '../media/use-camera';
import { usePortrait } from '../media/use-portrait';
import { POSE_LABELS, type Pose } from './poses';
import { RetryAlert } from '../../../../components/retry-alert';

/** An oval where the face should be. */
const FaceGuide = () => (
  <Box
    aria-hidden
    sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', pointerEvents: 'none' }}
  >
    <Box
      sx={{
        height: '78%',
        aspectRatio: '3 / 4',
        borderRadius: '50%',
        border: '3px dashed rgba(255,255,255,0.8)',
        boxShadow: '0 0 0 100vmax rgba(0,0,0,0.25)',
      }}
    />
  </Box>
);

/** The camera and the capture of the pending poses, in order. */
export const PoseCapture = ({ pending }: { pending: readonly Pose[] }) => {
  const camera = useCamera({ audio: false });
  const portrait = usePortrait();
  const create = useCreateBiometric();
  const [busy, setBusy] = useState(false);
  const pose = pending[0] ?? null;

  const capture = async () => {
    const video = camera.videoRef.current;
    if (!pose || !video) return;
    setBusy(true);
    try {
      const photo = await captureFrame(video);
      if (!photo) throw new Error('no frame');
      await create.mutateAsync({ photo, pose });
      toast.success(`Foto ${POSE_LABELS[pose].title} cadastrada!`);
    } catch (error) {
      toast.error(errorMessage(error, 'Não foi possível cadastrar a foto, tente novamente.'));
    } finally {
      setBusy(false);
    }
  };

  const problem = cameraProblem(camera.status);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {pose ? (
        <Box aria-live="polite">
          <Typography variant="overline" color="text.secondary">
            Foto {5 - pending.length + 1} de 5
          </Typography>
          <Typography variant="h2" component="h2">
            {POSE_LABELS[pose].title}
          </Typography>
          <Typography color="text.secondary">{POSE_LABELS[pose].hint}</Typography>
        </Box>
      ) : null}
      <CameraFrame
        videoRef={camera.videoRef}
        status={camera.status}
        portrait={portrait}
        label="Imagem da câmera"
        overlay={<FaceGuide />}
        idle={
          <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2 }}>
            <Typography>Posicione o rosto no centro, com boa iluminação.</Typography>
            <Button variant="contained" startIcon={<VideocamOutlined />} onClick={() => void camera.start()}>
              Abrir câmera
            </Button>
          </Box>
        }
      />
      {problem ? <RetryAlert onRetry={() => void camera.start()}>{problem}</RetryAlert> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}
          aria-label="Posições pendentes"
          role="list"
        >
          <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
            Pendentes:
          </Typography>
          {pending.map((p) => (
            <Chip
              key={p}
              role="listitem"
              size="small"
              label={POSE_LABELS[p].title}
              color={p === pose ? 'primary' : 'default'}
              variant={p === pose ? 'filled' : 'outlined'}
            />
          ))}
        </Box>
        <Button
          variant="contained"
          size="large"
          startIcon={<CameraAltOutlined />}
          disabled={camera.status !== 'on' || !pose}
          loading={busy}
          onClick={() => void capture()}
        >
          Capturar foto
        </Button>
      </Box>
    </Box>
  );
};
