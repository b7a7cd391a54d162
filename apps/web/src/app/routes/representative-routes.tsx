import type { RouteObject } from 'react-router';
import { notFoundRoute, publicRoutes, resetPasswordRoute, topLevel } from './shared-routes';
import { lazyShell } from './shell-route';
import { staffPages } from './staff-routes';

/** docs/spec/02-screens.md#representative-routes */
export const representativeRoutes: RouteObject[] = [
  {
    path: '/',
    lazy: lazyShell,
    ...topLevel,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../../features/jobs/pages/jobs-page')).JobsPage }),
      },
      { path: 'signup', lazy: async () => (await import('../../features/signup/pages/signup-route')).lazySignupPage() },
      ...staffPages,
      notFoundRoute,
    ],
  },
  resetPasswordRoute,
  publicRoutes(),
];
