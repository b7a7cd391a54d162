import type { RouteObject } from 'react-router';
import { notFoundRoute, publicRoutes, resetPasswordRoute, topLevel } from './shared-routes';
import { lazyShell } from './shell-route';
import { staffPages } from './staff-routes';
import { REFERENCE_PATHS } from '../shell/menu-items';

/** docs/spec/02-screens.md#administrator-routes: `/` is the users list. */
export const adminRoutes: RouteObject[] = [
  {
    path: '/',
    lazy: lazyShell,
    ...topLevel,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../../features/users/pages/users-page')).UsersPage }),
      },
      {
        path: 'usuarios',
        lazy: async () => ({ Component: (await import('../../features/users/pages/users-page')).UsersPage }),
      },
      {
        path: 'tipos-contrato',
        lazy: async () => ({
          Component: (await import('../../features/contract-types/pages/contract-types-page')).ContractTypesPage,
        }),
      },
      {
        path: 'orientacoes',
        lazy: async () => ({
          Component: (await import('../../features/orientations/pages/orientations-page')).OrientationsPage,
        }),
      },
      ...(['courses', 'knowledge-areas', 'event-types'] as const).map((kind) => ({
        path: `cadastros/${REFERENCE_PATHS[kind]}`,
        lazy: async () => {
          const { ReferenceDataPage } = await import('../../features/reference-data/pages/reference-data-page');
          return { Component: () => <ReferenceDataPage kind={kind} /> };
        },
      })),
      {
        path: 'cadastros/sinonimos',
        lazy: async () => ({
          Component: (await import('../../features/search-synonyms/pages/search-synonyms-page')).SearchSynonymsPage,
        }),
      },
      {
        path: 'termos',
        lazy: async () => ({ Component: (await import('../../features/terms/pages/terms-page')).TermsPage }),
      },
      {
        path: 'palco/conteudo',
        lazy: async () => ({
          Component: (await import('../../features/stage-content/pages/stage-content-page')).StageContentPage,
        }),
      },
      {
        path: 'palco/submissoes',
        lazy: async () => ({
          Component: (await import('../../features/professional-stage/pages/submissions-page')).SubmissionsPage,
        }),
      },
      {
        path: 'horas-complementares',
        lazy: async () => ({
          Component: (await import('../../features/complementary-hours/pages/complementary-hours-page'))
            .ComplementaryHoursPage,
        }),
      },
      {
        path: 'auditoria',
        lazy: async () => ({ Component: (await import('../../features/audit/pages/audit-log-page')).AuditLogPage }),
      },
      ...staffPages,
      notFoundRoute,
    ],
  },
  resetPasswordRoute,
  publicRoutes(),
];
