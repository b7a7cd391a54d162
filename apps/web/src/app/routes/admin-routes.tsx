import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { AppShell } from '../shell/app-shell';
import { notFoundRoute, publicRoutes, resetPasswordRoute, topLevel } from './shared-routes';

/** SEED-SPEC §2 administrator routes: `/` is the users list. Placeholders belong to later issues. */
export const adminRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    ...topLevel,
    children: [
      { index: true, element: <ComingSoon title="Usuários" /> },
      { path: 'usuarios', element: <ComingSoon title="Usuários" /> },
      { path: 'empresas', element: <ComingSoon title="Empresas" /> },
      { path: 'vagas', element: <ComingSoon title="Vagas cadastradas" /> },
      { path: 'tipos-contrato', element: <ComingSoon title="Tipos de contrato" /> },
      { path: 'orientacoes', element: <ComingSoon title="Cursos e seleções" /> },
      { path: 'candidaturas', element: <ComingSoon title="Candidaturas" /> },
      { path: 'candidaturas/:id', element: <ComingSoon title="Candidaturas" /> },
      { path: 'curriculum/:id', element: <ComingSoon title="Currículo" /> },
      notFoundRoute,
    ],
  },
  resetPasswordRoute,
  publicRoutes(),
];
