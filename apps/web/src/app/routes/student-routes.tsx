import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { AppShell } from '../shell/app-shell';
import { notFoundRoute, publicRoutes, resetPasswordRoute, topLevel } from './shared-routes';

/** SEED-SPEC §2 student routes (role ALUNO). Placeholders belong to later issues. */
export const studentRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    ...topLevel,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../../features/home/pages/student-home-page')).StudentHomePage }),
      },
      { path: 'minhas-vagas', element: <ComingSoon title="Minhas vagas" /> },
      { path: 'candidaturas', element: <ComingSoon title="Candidaturas" /> },
      { path: 'curriculum/:student_id', lazy: async () => ({ Component: (await import('../../features/resume/pages/resume-page')).ResumePage }) },
      { path: 'orientacoes', lazy: async () => ({ Component: (await import('../../features/guidance/pages/guidance-page')).GuidancePage }) },
      { path: 'palco-profissional', element: <ComingSoon title="Palco profissional" /> },
      { path: 'biometrics', element: <ComingSoon title="Cadastrar biometria" /> },
      { path: 'recorder/:activity_id', element: <ComingSoon title="Realizar apresentação" /> },
      notFoundRoute,
    ],
  },
  resetPasswordRoute,
  publicRoutes(),
];
