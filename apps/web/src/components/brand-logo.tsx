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

interface BrandLogoProps {
  size?: number;
  /** 'inverse' on the blue hero. */
  tone?: 'default' | 'inverse';
  /** On phones, the name wraps onto two smaller lines instead of being cut (top bar). */
  wrapOnPhones?: boolean;
}

/** Mark plus the portal name. */
export const BrandLogo = ({ size = 36, tone = 'default', wrapOnPhones = false }: BrandLogoProps) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
    <BrandMark size={size} />
    <Typography
      component="span"
      noWrap={!wrapOnPhones}
      sx={{
        fontWeight: 700,
        fontSize: size > 32 ? '1.15rem' : '1rem',
        color: tone === 'inverse' ? '#fff' : 'text.primary',
        ...(wrapOnPhones
          ? {
              fontSize: { xs: '0.875rem', sm: '1rem' },
              lineHeight: { xs: 1.15, sm: 1.5 },
              maxWidth: { xs: 110, sm: 'none' },
            }
          : {}),
      }}
    >
      {APP_NAME}
    </Typography>
  </Box>
);
