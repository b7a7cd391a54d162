import type { RouteObject } from 'react-router';
import { notFoundRoute, publicRoutes, resetPasswordRoute, topLevel } from './shared-routes';

/** docs/spec/02-screens.md#signed-out-routes (no session, or a role the app does not know). */
export const signedOutRoutes: RouteObject[] = [
  {
    path: '/',
    ...topLevel,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../../features/auth/pages/student-login-page')).StudentLoginPage,
        }),
      },
      {
        path: 'signin',
        lazy: async () => ({
          Component: (await import('../../features/auth/pages/student-login-page')).StudentSigninPage,
        }),
      },
      {
        // The alert e-mails' footer link: the student signs in and lands on 'Meus alertas'.
        path: 'meus-alertas',
        lazy: async () => ({
          Component: (await import('../../features/auth/pages/student-login-page')).StudentLoginPage,
        }),
      },
      {
        path: 'login-admin',
        lazy: async () => ({ Component: (await import('../../features/auth/pages/login-admin-page')).LoginAdminPage }),
      },
      {
        path: 'signin-admin',
        lazy: async () => ({
          Component: (await import('../../features/auth/pages/signin-admin-page')).SigninAdminPage,
        }),
      },
      {
        path: 'access-recovery/solicitation',
        lazy: async () => ({
          Component: (await import('../../features/auth/pages/forgot-password-page')).ForgotPasswordPage,
        }),
      },
      {
        path: 'auth/callback',
        lazy: async () => ({
          Component: (await import('../../features/identity/pages/auth-callback-page')).AuthCallbackPage,
        }),
      },
      {
        path: 'auth/mfa',
        lazy: async () => ({ Component: (await import('../../features/identity/pages/mfa-code-page')).MfaCodePage }),
      },
      notFoundRoute,
    ],
  },
  resetPasswordRoute,
  publicRoutes([
    { path: '/signup', lazy: async () => (await import('../../features/signup/pages/signup-route')).lazySignupPage() },
  ]),
];
