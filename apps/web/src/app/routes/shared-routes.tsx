import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { RouteErrorPage } from './route-error-page';

/** Properties every top-level route shares: the loading fallback and the error page. */
export const topLevel = { HydrateFallback: LoadingScreen, ErrorBoundary: RouteErrorPage } as const;

/** Any unknown path: the ERRO 404 page of the errors feature. */
export const notFoundRoute: RouteObject = {
  path: '*',
  lazy: async () => {
    const { NotFoundPage } = await import('../../features/errors/pages/not-found-page');
    return { Component: NotFoundPage };
  },
};

/** The reset link e-mailed by forgot-password; works whoever is signed in. */
export const resetPasswordRoute: RouteObject = {
  path: '/api/oportunidades/reset-password/:email',
  ...topLevel,
  lazy: async () => {
    const { ResetPasswordPage } = await import('../../features/auth/pages/reset-password-page');
    return { Component: ResetPasswordPage };
  },
};

/** Pages open to anyone, in the public layout: the public resume, an alert e-mail's unsubscribe page and 'Acessibilidade'. */
export const publicRoutes = (extra: RouteObject[] = []): RouteObject => ({
  ...topLevel,
  lazy: async () => {
    const { PublicLayout } = await import('../shell/public-layout');
    return { Component: PublicLayout };
  },
  children: [
    {
      path: '/curriculum/:id/public',
      lazy: async () => ({
        Component: (await import('../../features/resume/pages/public-resume-page')).PublicResumePage,
      }),
    },
    {
      path: '/acessibilidade',
      lazy: async () => ({
        Component: (await import('../../features/accessibility/pages/accessibility-page')).AccessibilityPage,
      }),
    },
    {
      path: '/api/job-alerts/unsubscribe',
      lazy: async () => ({
        Component: (await import('../../features/student-jobs/pages/unsubscribe-page')).UnsubscribePage,
      }),
    },
    {
      path: '/validar/:code',
      lazy: async () => ({
        Component: (await import('../../features/internships/pages/verify-page')).VerifyPage,
      }),
    },
    ...extra,
  ],
});
