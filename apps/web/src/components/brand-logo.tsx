import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export const APP_NAME = 'Portal de Oportunidades';

/** The portal's mark: a mortarboard on a blue tile (same art as the favicon). */
export const BrandMark = ({ size = 36 }: { size?: number }) => (
  <Box
    component="svg"
    viewBox="0 0 64 64"
    aria-hidden
    sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
  >
    <rect width="64" height="64" rx="14" fill="#0b3d91" />
    <path d="M32 14 8 26l24 12 19-9.5V42h5V26z" fill="#fff" />
    <path d="M18 35v8c0 4 6.3 7 14 7s14-3 14-7v-8l-14 7z" fill="#f5b301" />
  </Box>
);

/** Mark plus the portal name; `tone="inverse"` for use on the blue hero. */
export const BrandLogo = ({ size = 36, tone = 'default' }: { size?: number; tone?: 'default' | 'inverse' }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
    <BrandMark size={size} />
    <Typography
      component="span"
      noWrap
      sx={{ fontWeight: 700, fontSize: size > 32 ? '1.15rem' : '1rem', color: tone === 'inverse' ? '#fff' : 'text.primary' }}
    >
      {APP_NAME}
    </Typography>
  </Box>
);
