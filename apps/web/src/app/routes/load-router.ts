import { createBrowserRouter, type RouteObject } from 'react-router';
import { registerNavigator } from '../../lib/navigation';
import type { RouteSetName } from '../../lib/session';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Each role's route set is its own chunk (docs/spec/02-screens.md#route-sets: routes depend on the session's role). */
const ROUTE_SETS: Record<RouteSetName, () => Promise<RouteObject[]>> = {
  'signed-out': () => import('./signed-out-routes').then((m) => m.signedOutRoutes),
  ALUNO: () => import('./student-routes').then((m) => m.studentRoutes),
  representante_empresa: () => import('./representative-routes').then((m) => m.representativeRoutes),
  admin: () => import('./admin-routes').then((m) => m.adminRoutes),
  'password-change': () => import('./password-change-routes').then((m) => m.passwordChangeRoutes),
  'mfa-setup': () => import('./mfa-setup-routes').then((m) => m.mfaSetupRoutes),
};

let current: { name: RouteSetName; router: Promise<AppRouter> } | null = null;
let unregister: (() => void) | null = null;

/**
 * Resolves once the router has loaded the first location's lazy route modules: the app renders
 * the page itself on its first pass, which is what hydrating a prerendered page needs (the
 * server's markup is the page, not the HydrateFallback; docs/decisions/021-mobile-first-load.md).
 */
const initialized = (router: AppRouter): Promise<void> =>
  router.state.initialized
    ? Promise.resolve()
    : new Promise((resolve) => {
        const stop = router.subscribe((state) => {
          if (!state.initialized) return;
          stop();
          resolve();
        });
      });
/**
 * The router for a route set, created once per sign-in/out. A new set disposes the previous
 * router; the new one starts at the address bar's location (set by the session store).
 */
export const loadRouter = (name: RouteSetName): Promise<AppRouter> => {
  if (current?.name === name) return current.router;
  const previous = current?.router;
  const router = ROUTE_SETS[name]().then(async (routes) => {
    (await previous?.catch(() => null))?.dispose();
    unregister?.();
    const created = createBrowserRouter(routes);
    unregister = registerNavigator((to, options) => created.navigate(to, options));
    await initialized(created);
    return created;
  });
  current = { name, router };
  // A failed chunk load must not stick: the next render retries.
  router.catch(() => {
    if (current?.router === router) current = null;
  });
  return router;
};
