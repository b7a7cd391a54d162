import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { AppShell } from '../shell/app-shell';
import { notFoundRoute, publicRoutes, resetPasswordRoute, topLevel } from './shared-routes';

/** SEED-SPEC §2 company representative routes. Placeholders belong to later issues. */
export const representativeRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    ...topLevel,
    children: [
      { index: true, element: <ComingSoon title="Vagas cadastradas" /> },
      { path: 'empresas', element: <ComingSoon title="Empresas" /> },
      { path: 'vagas', element: <ComingSoon title="Vagas cadastradas" /> },
      { path: 'signup', element: <ComingSoon title="Cadastro de empresa" /> },
      { path: 'candidaturas', element: <ComingSoon title="Candidaturas" /> },
      { path: 'candidaturas/:id', element: <ComingSoon title="Candidaturas" /> },
      { path: 'curriculum/:id', element: <ComingSoon title="Currículo" /> },
      notFoundRoute,
    ],
  },
  resetPasswordRoute,
  publicRoutes(),
];
