import type { RouteObject } from 'react-router';
import { resetPasswordRoute, topLevel } from './shared-routes';

/**
 * A session whose password came from the server's configuration: every path shows the form that
 * replaces it; once saved, the role's own route set opens at the same address.
 */
export const passwordChangeRoutes: RouteObject[] = [
  resetPasswordRoute,
  {
    path: '*',
    ...topLevel,
    lazy: async () => ({
      Component: (await import('../../features/auth/pages/change-password-page')).ChangePasswordPage,
    }),
  },
];
