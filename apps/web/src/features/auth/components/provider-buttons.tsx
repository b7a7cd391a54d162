import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import type { IdentityProvider } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { signInReturnPath } from '../../../lib/session';

/**
 * One button per institutional provider (`GET /api/auth/providers`) under the password form;
 * nothing at all while loading, on failure, or when none is configured. Loaded lazily
 * (institutional-sign-in.tsx) so the sign-in screens do not wait for it. The provider's answer
 * comes back with the alert link the sign-in started from (`redirect`, then `next`).
 */
const ProviderButtons = () => {
  const [providers, setProviders] = useState<IdentityProvider[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    apiFetch('/auth/providers', { signal: controller.signal, expireOn401: false }).then(
      (list) => setProviders(Array.isArray(list) ? (list as IdentityProvider[]) : []),
      () => setProviders([]),
    );
    return () => controller.abort();
  }, []);
  if (!providers.length) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Divider sx={{ color: 'text.secondary', typography: 'body2' }}>ou</Divider>
      {providers.map((p) => (
        <Button
          key={p.id}
          variant="outlined"
          size="large"
          fullWidth
          href={`/api/auth/${p.kind}/${encodeURIComponent(p.id)}/start?redirect=${encodeURIComponent(signInReturnPath())}`}
        >
          {p.label}
        </Button>
      ))}
    </Box>
  );
};

export default ProviderButtons;
