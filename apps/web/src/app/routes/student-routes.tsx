import type { RouteObject } from 'react-router';
import { notFoundRoute, publicRoutes, resetPasswordRoute, topLevel } from './shared-routes';
import { lazyShell } from './shell-route';

/** docs/spec/02-screens.md#student-routes (role ALUNO), each page its own lazy chunk. */
export const studentRoutes: RouteObject[] = [
  {
    path: '/',
    lazy: lazyShell,
    ...topLevel,
    children: [
      {
        index: true,
        // A search in the address starts loading with the page's code, not after it.
        loader: ({ request }) => {
          void import('../../features/student-jobs/api/prefetch-student-jobs').then((m) =>
            m.prefetchStudentJobs(new URL(request.url)),
          );
          return null;
        },
        lazy: async () => ({
          Component: (await import('../../features/student-jobs/pages/student-home-page')).StudentHomePage,
        }),
      },
      {
        path: 'minhas-vagas',
        lazy: async () => ({
          Component: (await import('../../features/student-jobs/pages/bookmarks-page')).BookmarksPage,
        }),
      },
      {
        path: 'candidaturas',
        lazy: async () => ({
          Component: (await import('../../features/student-jobs/pages/student-applications-page'))
            .StudentApplicationsPage,
        }),
      },
      {
        path: 'meus-alertas',
        lazy: async () => ({
          Component: (await import('../../features/student-jobs/pages/job-alerts-page')).JobAlertsPage,
        }),
      },
      {
        path: 'curriculum/:student_id',
        lazy: async () => ({ Component: (await import('../../features/resume/pages/resume-page')).ResumePage }),
      },
      {
        path: 'meu-estagio',
        lazy: async () => ({
          Component: (await import('../../features/internships/pages/student-internship-page')).StudentInternshipPage,
        }),
      },
      {
        path: 'orientacoes',
        lazy: async () => ({ Component: (await import('../../features/guidance/pages/guidance-page')).GuidancePage }),
      },
      {
        path: 'palco-profissional',
        lazy: async () => ({
          Component: (await import('../../features/professional-stage/pages/stage-home-page')).StageHomePage,
        }),
      },
      {
        path: 'biometrics',
        lazy: async () => ({
          Component: (await import('../../features/professional-stage/pages/biometrics-page')).BiometricsPage,
        }),
      },
      {
        path: 'recorder/:activity_id',
        lazy: async () => ({
          Component: (await import('../../features/professional-stage/pages/recorder-page')).RecorderPage,
        }),
      },
      notFoundRoute,
    ],
  },
  resetPasswordRoute,
  publicRoutes(),
];
