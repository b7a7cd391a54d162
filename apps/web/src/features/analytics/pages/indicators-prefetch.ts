import { analyticsMessages, analyticsQuerySchema, type AnalyticsQuery } from '@portal/contracts';
import { preloadable } from '../../../lib/preloadable';
import { queryClient } from '../../../lib/query-client';
import { overviewQueryOptions } from '../api/overview-query';
import type { FilterValues } from '../components/indicator-filters';
import { presetPeriod } from '../components/periods';

/** The charts library is most of the page's code: its download starts with the page's, never after it. */
export const chartsModule = preloadable(() => import('../components/indicator-charts'));

/** The filters the page opens with: this semester, everything else open. */
export const startFilters = (): FilterValues => ({
  preset: 'semester',
  ...presetPeriod('semester'),
  course: '',
  company_id: '',
  contract_type_id: '',
  state: '',
});

/** The request of the chosen period and filters, or the period's error in Portuguese. */
export const toQuery = (v: FilterValues): { query?: AnalyticsQuery; error?: string } => {
  const parsed = analyticsQuerySchema.safeParse({
    from: v.from || undefined,
    to: v.to || undefined,
    course: v.course || undefined,
    company_id: v.company_id || undefined,
    contract_type_id: v.contract_type_id || undefined,
    state: v.state || undefined,
  });
  return parsed.success
    ? { query: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? analyticsMessages.dateInvalid };
};

/**
 * Starts `/indicadores`'s one overview request and its charts' code from the route's loader,
 * beside the page's own code, so neither waits for the page to mount
 * (docs/decisions/013-indicators.md). Not awaited: the page shows its own loading and errors.
 */
export const prefetchIndicators = (): void => {
  void chartsModule.load().catch(() => undefined);
  const { query } = toQuery(startFilters());
  if (query) void queryClient.prefetchQuery(overviewQueryOptions(query));
};
