import type { RouteObject } from 'react-router';
import { topLevel } from './shared-routes';

/** A user of MFA_REQUIRED_ROLES without TOTP: every path shows its set-up (docs/spec/02-screens.md#second-factor). */
export const mfaSetupRoutes: RouteObject[] = [
  {
    path: '*',
    ...topLevel,
    lazy: async () => ({
      Component: (await import('../../features/identity/pages/mfa-required-page')).MfaRequiredPage,
    }),
  },
];
