import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TextLink } from './text-link';

/** An in-app link of the login screens. */
export const AuthLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <TextLink component={RouterLink} to={to}>
    {children}
  </TextLink>
);

/** The 'other way in' lines under a login card, e.g. 'É empresa? Anuncie suas vagas'. */
export const AuthAlternatives = ({
  items,
}: {
  items: ReadonlyArray<{ prompt: string; label: string; to: string }>;
}) => (
  <Box
    component="nav"
    aria-label="Outras formas de acesso"
    sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 1 }}
  >
    {items.map((item) => (
      <Typography key={item.to} variant="body2" color="text.secondary">
        {item.prompt} <AuthLink to={item.to}>{item.label}</AuthLink>
      </Typography>
    ))}
  </Box>
);
