import type { RouteObject } from 'react-router';
import { indicatorsLoader, jobApplicationsLoader } from './page-loaders';

/**
 * The pages administrators and representatives both have (docs/spec/02-screens.md#administrator-routes,
 * docs/spec/02-screens.md#representative-routes): companies, jobs, applications, a resume and the
 * indicators; each page decides what the role sees in it.
 */
export const staffPages: RouteObject[] = [
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
    path: 'estagios',
    lazy: async () => ({
      Component: (await import('../../features/internships/pages/internships-page')).InternshipsPage,
    }),
  },
  {
    path: 'estagios/novo',
    lazy: async () => ({
      Component: (await import('../../features/internships/pages/internship-new-page')).InternshipNewPage,
    }),
  },
  {
    path: 'estagios/:id',
    lazy: async () => ({
      Component: (await import('../../features/internships/pages/internship-page')).InternshipPage,
    }),
  },
  {
    path: 'estagios/:id/editar',
    lazy: async () => ({
      Component: (await import('../../features/internships/pages/internship-edit-page')).InternshipEditPage,
    }),
  },
  {
    path: 'convenios',
    lazy: async () => ({
      Component: (await import('../../features/agreements/pages/agreements-page')).AgreementsPage,
    }),
  },
  {
    path: 'indicadores',
    loader: indicatorsLoader,
    lazy: async () => ({
      Component: (await import('../../features/analytics/pages/indicators-page')).IndicatorsPage,
    }),
  },
  {
    path: 'seguranca',
    lazy: async () => ({ Component: (await import('../../features/identity/pages/mfa-setup-page')).MfaSetupPage }),
  },
];
