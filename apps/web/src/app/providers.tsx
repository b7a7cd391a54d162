import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useColorMode } from '../lib/color-mode';
import { createAppTheme } from '../lib/theme';
import { useToasts } from '../lib/toast';

/** The toasts' code (Alert, transitions) loads with the first toast, not with the login route. */
const Toaster = lazy(() => import('../components/toaster').then((m) => ({ default: m.Toaster })));

/** Light/dark theme (kept in localStorage) and the toasts. TanStack Query: see `query-layout`. */
export const Providers = ({ children }: { children: ReactNode }) => {
  const mode = useColorMode();
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  const hasToasts = useToasts().length > 0;
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
      {hasToasts ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </ThemeProvider>
  );
};
