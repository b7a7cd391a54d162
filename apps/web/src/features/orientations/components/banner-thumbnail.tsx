import { useState } from 'react';
import Box from '@mui/material/Box';
import ImageOutlined from '@mui/icons-material/ImageOutlined';

interface BannerThumbnailProps {
  /** Signed image URL, or null when the card has no banner. */
  src: string | null;
  title: string;
  width?: number | string;
}

/** A card's banner in 16:9, or a placeholder when there is none (or it fails to load). */
export const BannerThumbnail = ({ src, title, width = 112 }: BannerThumbnailProps) => {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && failed !== src ? src : null;
  return (
    <Box
      sx={{
        width,
        aspectRatio: '16 / 9',
        borderRadius: 1.5,
        overflow: 'hidden',
        flexShrink: 0,
        bgcolor: 'action.hover',
        border: 1,
        borderColor: 'divider',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {shown ? (
        <Box
          component="img"
          src={shown}
          alt={`Banner: ${title}`}
          loading="lazy"
          onError={() => setFailed(shown)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <ImageOutlined role="img" aria-label="Sem banner" sx={{ color: 'text.disabled' }} />
      )}
    </Box>
  );
};
