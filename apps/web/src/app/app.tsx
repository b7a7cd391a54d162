import { Suspense, use, useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { LoadingScreen } from '../components/loading-screen';
import { routeSetOf, useSession } from '../lib/session';
import { AppErrorBoundary } from './app-error-boundary';
import { Providers } from './providers';
import { loadRouter } from './routes/load-router';

/**
 * Mounts the router of the session's route set; signing in or out swaps it. The key remounts
 * RouterProvider, which would otherwise keep the previous router's state.
 */
const RoleRouter = ({ onReady }: AppProps) => {
  const name = routeSetOf(useSession());
  const router = use(loadRouter(name));
  useEffect(() => onReady?.(), [onReady]);
  return <RouterProvider key={name} router={router} />;
};

interface AppProps {
  /** Called once the first page is on screen (for a prerendered page: once React has taken it over). */
  onReady?: () => void;
}

export const App = ({ onReady }: AppProps) => (
  <Providers>
    <AppErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>
        <RoleRouter onReady={onReady} />
      </Suspense>
    </AppErrorBoundary>
  </Providers>
);
