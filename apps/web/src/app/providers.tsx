import { useMemo, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Toaster } from '../components/toaster';
import { useColorMode } from '../lib/color-mode';
import { queryClient } from '../lib/query-client';
import { getSession, subscribeSession } from '../lib/session';
import { createAppTheme } from '../lib/theme';

// Another user's data must not survive a sign-in or sign-out; the public config may.
let lastToken = getSession()?.token;
subscribeSession(() => {
  const token = getSession()?.token;
  if (token === lastToken) return;
  lastToken = token;
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
});

/** Query client, light/dark theme (kept in localStorage) and the toasts. */
export const Providers = ({ children }: { children: ReactNode }) => {
  const mode = useColorMode();
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
};
