import { Suspense, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { analyticsMessages } from '@portal/contracts';
import { ListPageHeader } from '../../../components/list-page-header';
import { LoadingScreen } from '../../../components/loading-screen';
import { RetryAlert } from '../../../components/retry-alert';
import { lazyFrom } from '../../../lib/preloadable';
import { overviewQueryOptions } from '../api/overview-query';
import { ExportButtons } from '../components/export-buttons';
import { IndicatorCards } from '../components/indicator-cards';
import { IndicatorFilters, type FilterValues } from '../components/indicator-filters';
import { dayLabel, presetPeriod } from '../components/periods';
import { chartsModule, startFilters, toQuery } from './indicators-prefetch';

// The charts' code downloads beside the overview request (the route's loader starts both); the
// cards do not wait for it. Loaded by the time the overview comes, the charts render with the
// cards, without a fallback React would keep up to 300 ms (docs/decisions/011-hiring-pipeline.md).
void chartsModule.load().catch(() => undefined);
const IndicatorCharts = lazyFrom(chartsModule, (m) => m.IndicatorCharts);

/** Indicadores (`/indicadores`, admins and representatives): outcome figures of a period, with charts and exports. */
export const IndicatorsPage = () => {
  const [values, setValues] = useState<FilterValues>(startFilters);
  const { query, error } = useMemo(() => toQuery(values), [values]);
  const overview = useQuery({ ...overviewQueryOptions(query ?? {}), enabled: Boolean(query) });
  const change = (patch: Partial<FilterValues>) =>
    setValues((v) => ({
      ...v,
      ...patch,
      ...(patch.preset && patch.preset !== 'custom' ? presetPeriod(patch.preset) : {}),
    }));

  return (
    <>
      <ListPageHeader
        title={analyticsMessages.title}
        description="Quantos estudantes se candidataram e foram contratados, onde e em quanto tempo."
        action={<ExportButtons query={query ?? {}} disabled={!query} />}
      />
      <IndicatorFilters values={values} onChange={change} periodError={error} />
      {overview.data ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
            {`De ${dayLabel(overview.data.from)} a ${dayLabel(overview.data.to)}`}
          </Typography>
          <LinearProgress
            aria-label="Atualizando indicadores"
            sx={{ mb: 1, visibility: overview.isFetching ? 'visible' : 'hidden' }}
          />
          {overview.data.applications === 0 && overview.data.open_jobs === 0 ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              Nenhuma vaga nem candidatura neste período com estes filtros.
            </Alert>
          ) : null}
          <IndicatorCards overview={overview.data} />
          <Suspense fallback={<LoadingScreen fullHeight={false} />}>
            <IndicatorCharts overview={overview.data} />
          </Suspense>
        </>
      ) : overview.isError ? (
        <RetryAlert onRetry={() => void overview.refetch()}>{overview.error.message}</RetryAlert>
      ) : query ? (
        <LoadingScreen fullHeight={false} />
      ) : null}
    </>
  );
};
