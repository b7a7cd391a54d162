import type { ComponentProps, ElementType, ReactNode } from 'react';
import Typography from '@mui/material/Typography';

const linkSx = {
  color: 'primary.main',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2, borderRadius: 0.5 },
} as const;

/**
 * A link drawn with Typography, which the login screens load anyway: MUI's Link would add its
 * own chunk to the login route's budget (docs/decisions/002-web-initial-load.md).
 */
export const TextLink = <C extends ElementType = 'a'>({
  component,
  children,
  ...rest
}: { component?: C; children: ReactNode } & Omit<ComponentProps<C>, 'component' | 'children'>) => (
  <Typography component={component ?? 'a'} variant="inherit" sx={linkSx} {...rest}>
    {children}
  </Typography>
);
