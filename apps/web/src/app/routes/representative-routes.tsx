import type { RouteObject } from 'react-router';
import { notFoundRoute, publicRoutes, resetPasswordRoute, topLevel } from './shared-routes';
import { indicatorsLoader, jobApplicationsLoader } from './page-loaders';
import { lazyShell } from './shell-route';

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
      {
        path: 'empresas',
        lazy: async () => ({
          Component: (await import('../../features/companies/pages/companies-page')).CompaniesPage,
        }),
      },
      {
        path: 'vagas',
        lazy: async () => ({ Component: (await import('../../features/jobs/pages/jobs-page')).JobsPage }),
      },
      { path: 'signup', lazy: async () => (await import('../../features/signup/pages/signup-route')).lazySignupPage() },
      {
        path: 'candidaturas',
        lazy: async () => ({
          Component: (await import('../../features/applications/pages/applications-page')).ApplicationsPage,
        }),
      },
      {
        path: 'candidaturas/:id',
        loader: jobApplicationsLoader,
        lazy: async () => ({
          Component: (await import('../../features/applications/pages/job-applications-page')).JobApplicationsPage,
        }),
      },
      {
        path: 'curriculum/:id',
        lazy: async () => ({ Component: (await import('../../features/resume/pages/resume-page')).ResumePage }),
      },
      {
        path: 'indicadores',
        loader: indicatorsLoader,
        lazy: async () => ({
          Component: (await import('../../features/analytics/pages/indicators-page')).IndicatorsPage,
        }),
      },
      notFoundRoute,
    ],
  },
  resetPasswordRoute,
  publicRoutes(),
];
