import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import FaceOutlined from '@mui/icons-material/FaceOutlined';
import { BIOMETRIC_POSES, type Biometric } from '@portal/contracts';
import { POSE_LABELS, type Pose } from './poses';

interface PhotoSlotsProps {
  photos: readonly Biometric[];
  /** The pose being captured now (highlighted). */
  current: Pose | null;
  onDelete: (photo: Biometric) => void;
}

/** The five poses in order: the registered photo with a delete button, or an empty slot. */
export const PhotoSlots = ({ photos, current, onDelete }: PhotoSlotsProps) => (
  <Box
    component="ul"
    aria-label="Fotos cadastradas"
    sx={{
      listStyle: 'none',
      p: 0,
      m: 0,
      display: 'grid',
      gap: 1.5,
      gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(5, 1fr)' },
    }}
  >
    {BIOMETRIC_POSES.map((pose) => {
      const photo = photos.find((p) => p.pose === pose);
      const label = POSE_LABELS[pose].title;
      return (
        <Box
          component="li"
          key={pose}
          aria-label={photo ? `Foto ${label}` : `${label}: pendente`}
          sx={{
            position: 'relative',
            aspectRatio: '3 / 4',
            borderRadius: 2,
            overflow: 'hidden',
            border: 2,
            borderStyle: photo ? 'solid' : 'dashed',
            borderColor: pose === current ? 'primary.main' : 'divider',
            bgcolor: 'action.hover',
          }}
        >
          {photo?.file_url ? (
            <Box
              component="img"
              src={photo.file_url}
              alt={`Foto ${label}`}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' }}
            />
          ) : (
            <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
              <FaceOutlined aria-hidden sx={{ fontSize: 40, opacity: 0.6 }} />
            </Box>
          )}
          <Box
            sx={{
              position: 'absolute',
              left: 0,
              right: 0,
              bottom: 0,
              px: 1,
              py: 0.5,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              bgcolor: photo ? 'rgba(0,0,0,0.55)' : 'transparent',
              color: photo ? 'common.white' : 'text.secondary',
            }}
          >
            <Typography variant="caption" sx={{ fontWeight: 700 }}>
              {label}
            </Typography>
            {photo ? (
              <Tooltip title={`Excluir foto ${label}`}>
                <IconButton
                  size="small"
                  aria-label={`Excluir foto ${label}`}
                  onClick={() => onDelete(photo)}
                  sx={{ color: 'inherit' }}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
          </Box>
        </Box>
      );
    })}
  </Box>
);
