import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsOverviewSchema, analyticsQuerySchema, ROLE_ID } from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { requestContext } from '../../plugins/request-context.ts';
import type { AnalyticsService } from './analytics.service.ts';
import type { AnalyticsFilter } from './analytics.sql.ts';
import { csvStream, internshipCsvStream, xlsxStream } from './analytics.export.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const fileName = (from: string, to: string, ext: string, name = 'indicadores') =>
  `attachment; filename="${name}-${from}-a-${to}.${ext}"`;

/** Indicadores: the figures and their exports, for administrators and representatives. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (app, { analytics }) => {
  const staff = requireRole(ROLE_ID.admin, ROLE_ID.representative);

  app.get(
    '/analytics/overview',
    { onRequest: staff, schema: { querystring: analyticsQuerySchema, response: { 200: analyticsOverviewSchema } } },
    (req) => analytics.overview(requireUser(req), req.query),
  );

  // The applications' rows and the internships' rows, each a CSV of the period and filters.
  const csvRoutes = [
    {
      url: '/analytics/export.csv',
      name: 'indicadores',
      stream: (f: AnalyticsFilter) => csvStream(analytics.exportRows(f)),
    },
    {
      url: '/analytics/internships.csv',
      name: 'estagios',
      stream: (f: AnalyticsFilter) => internshipCsvStream(analytics.internshipRows(f)),
    },
  ];
  for (const csv of csvRoutes)
    app.get(csv.url, { onRequest: staff, schema: { querystring: analyticsQuerySchema } }, async (req, reply) => {
      const actor = requireUser(req);
      const f = await analytics.scoped(actor, req.query);
      await analytics.recordExport(actor, f, 'csv', requestContext(req));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', fileName(f.from, f.to, 'csv', csv.name))
        .send(csv.stream(f));
    });

  app.get(
    '/analytics/export.xlsx',
    { onRequest: staff, schema: { querystring: analyticsQuerySchema } },
    async (req, reply) => {
      const actor = requireUser(req);
      const overview = await analytics.overview(actor, req.query);
      const f = await analytics.scoped(actor, req.query);
      await analytics.recordExport(actor, f, 'xlsx', requestContext(req));
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', fileName(f.from, f.to, 'xlsx'))
        .send(xlsxStream(overview, analytics.exportRows(f), analytics.internshipRows(f)));
    },
  );
};
