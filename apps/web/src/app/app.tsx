import { Suspense, use } from 'react';
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
const RoleRouter = () => {
  const name = routeSetOf(useSession());
  const router = use(loadRouter(name));
  return <RouterProvider key={name} router={router} />;
};

export const App = () => (
  <Providers>
    <AppErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>
        <RoleRouter />
      </Suspense>
    </AppErrorBoundary>
  </Providers>
);
