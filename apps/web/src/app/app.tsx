import { Suspense, use } from 'react';
import { RouterProvider } from 'react-router/dom';
import { LoadingScreen } from '../components/loading-screen';
import { routeSetOf, useSession } from '../lib/session';
import { AppErrorBoundary } from './app-error-boundary';
import { Providers } from './providers';
import { loadRouter } from './routes/load-router';

/** Mounts the router of the session's route set; signing in or out swaps it. */
const RoleRouter = () => {
  const session = useSession();
  const router = use(loadRouter(routeSetOf(session)));
  return <RouterProvider router={router} />;
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
