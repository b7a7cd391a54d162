import type { ReactNode, RefObject } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import VideocamOffOutlined from '@mui/icons-material/VideocamOffOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import type { CameraStatus } from './use-camera';

interface CameraFrameProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  status: CameraStatus;
  /** What the frame shows while the camera is off. */
  idle: ReactNode;
  /** Drawn over the live picture (face guide, REC badge, countdown). */
  overlay?: ReactNode;
  /** Portrait (240x427) on narrow windows, landscape (427x240) otherwise. */
  portrait: boolean;
  label: string;
}

/** The live camera picture, mirrored like a mirror, with a placeholder while it is off. */
export const CameraFrame = ({ videoRef, status, idle, overlay, portrait, label }: CameraFrameProps) => (
  <Box
    sx={{
      position: 'relative',
      width: '100%',
      maxWidth: portrait ? 360 : 760,
      mx: 'auto',
      aspectRatio: portrait ? '240 / 427' : '427 / 240',
      borderRadius: 3,
      overflow: 'hidden',
      bgcolor: 'grey.900',
      color: 'grey.100',
    }}
  >
    <Box
      component="video"
      ref={videoRef}
      muted
      playsInline
      autoPlay
      aria-label={label}
      sx={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        transform: 'scaleX(-1)',
        display: status === 'on' ? 'block' : 'none',
      }}
    />
    {status === 'on' ? (
      overlay
    ) : (
      <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
        {status === 'starting' ? (
          <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 1.5 }}>
            <CircularProgress color="inherit" aria-label="Abrindo a câmera" />
            <Typography>Abrindo a câmera…</Typography>
          </Box>
        ) : status === 'off' ? (
          idle
        ) : (
          <VideocamOffOutlined aria-hidden sx={{ fontSize: 56, opacity: 0.7 }} />
        )}
      </Box>
    )}
  </Box>
);
