import { defineModule } from '../../platform-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsService } from './analytics.service.ts';

/** Indicadores. Its summary is kept by triggers; maintenance repairs any row that drifted. */
export const analyticsModule = defineModule({
  name: 'analytics',
  services: ({ run, clock }, s: { audit: AuditService }) => ({
    analytics: createAnalyticsService({ repo: createAnalyticsRepository(run), audit: s.audit, today: clock.today }),
  }),
  routes: (api, s) => api.register(analyticsRoutes, { analytics: s.analytics }),
  maintenance: ({ log }, s) => [() => s.analytics.repairSummary(log)],
});
