import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { FUNNEL_STAGE_LABELS, type AnalyticsOverview } from '@portal/contracts';
import { ChartPanel } from './chart-panel';
import { bandHeight, HEIGHT, HORIZONTAL } from './chart-layout';
import { InternshipCharts } from './internship-charts';
import { formatCount } from './format';
import { monthLabel } from './periods';

type Row = Record<string, string | number>;

const top = <T,>(rows: T[], count: (r: T) => number, label: (r: T) => string, what: string, none: string) => {
  const first = rows[0];
  return first && count(first) > 0 ? `Maior número de ${what}: ${label(first)} (${formatCount(count(first))}).` : none;
};
const NO_HIRES = 'Nenhuma contratação no período.';

/** The charts of the period: months, funnel, courses, companies, jobs by state and internships (each with a table). */
export const IndicatorCharts = ({ overview: o }: { overview: AnalyticsOverview }) => {
  const months: Row[] = o.by_month.map((m) => ({
    label: monthLabel(m.month),
    applications: m.applications,
    hired: m.hired,
  }));
  const busiest = [...o.by_month].sort((a, b) => b.applications - a.applications)[0];
  const funnel: Row[] = o.funnel.map((s) => ({ label: FUNNEL_STAGE_LABELS[s.stage] ?? s.stage, count: s.count }));
  const courses: Row[] = o.by_course.map((c) => ({ label: c.course, applicants: c.applicants, hired: c.hired }));
  const companies: Row[] = o.by_company.map((c) => ({
    label: c.company,
    applications: c.applications,
    hired: c.hired,
  }));
  const states: Row[] = o.jobs_by_state.map((s) => ({ label: s.state, jobs: s.jobs }));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        mt: 2,
      }}
    >
      <ChartPanel
        height={HEIGHT}
        title="Candidaturas e contratações por mês"
        summary={`${formatCount(o.applications)} candidaturas e ${formatCount(o.hired)} contratações no período.${busiest && busiest.applications > 0 ? ` O mês com mais candidaturas foi ${monthLabel(busiest.month)} (${formatCount(busiest.applications)}).` : ''}`}
        table={{
          columns: [
            { label: 'Mês' },
            { label: 'Candidaturas', numeric: true },
            { label: 'Contratações', numeric: true },
          ],
          rows: months.map((m) => [m.label!, m.applications!, m.hired!]),
        }}
      >
        {(size) => (
          <BarChart
            {...size}
            dataset={months}
            skipAnimation
            xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
            series={[
              { dataKey: 'applications', label: 'Candidaturas' },
              { dataKey: 'hired', label: 'Contratações' },
            ]}
          />
        )}
      </ChartPanel>
      <ChartPanel
        height={bandHeight(funnel.length)}
        title="Funil de candidaturas"
        summary={funnel.map((s) => `${s.label}: ${formatCount(Number(s.count))}`).join('; ') + '.'}
        table={{
          columns: [{ label: 'Etapa' }, { label: 'Candidaturas', numeric: true }],
          rows: funnel.map((s) => [s.label!, s.count!]),
        }}
      >
        {(size) => (
          <BarChart
            {...size}
            dataset={funnel}
            skipAnimation
            {...HORIZONTAL}
            series={[{ dataKey: 'count', label: 'Candidaturas' }]}
            hideLegend
          />
        )}
      </ChartPanel>
      <ChartPanel
        height={bandHeight(courses.length)}
        title="Cursos com mais contratações"
        summary={top(
          o.by_course,
          (c) => c.hired,
          (c) => c.course,
          'contratações',
          NO_HIRES,
        )}
        table={{
          columns: [
            { label: 'Curso' },
            { label: 'Candidatos', numeric: true },
            { label: 'Contratações', numeric: true },
          ],
          rows: courses.map((c) => [c.label!, c.applicants!, c.hired!]),
        }}
      >
        {(size) => (
          <BarChart
            {...size}
            dataset={courses}
            skipAnimation
            {...HORIZONTAL}
            series={[
              { dataKey: 'hired', label: 'Contratações' },
              { dataKey: 'applicants', label: 'Candidatos' },
            ]}
          />
        )}
      </ChartPanel>
      <ChartPanel
        height={bandHeight(companies.length)}
        title="Empresas com mais contratações"
        summary={top(
          o.by_company,
          (c) => c.hired,
          (c) => c.company,
          'contratações',
          NO_HIRES,
        )}
        table={{
          columns: [
            { label: 'Empresa' },
            { label: 'Vagas', numeric: true },
            { label: 'Candidaturas', numeric: true },
            { label: 'Contratações', numeric: true },
          ],
          rows: o.by_company.map((c) => [c.company, c.jobs, c.applications, c.hired]),
        }}
      >
        {(size) => (
          <BarChart
            {...size}
            dataset={companies}
            skipAnimation
            {...HORIZONTAL}
            series={[
              { dataKey: 'hired', label: 'Contratações' },
              { dataKey: 'applications', label: 'Candidaturas' },
            ]}
          />
        )}
      </ChartPanel>
      <ChartPanel
        height={HEIGHT}
        title="Vagas por estado"
        summary={top(
          o.jobs_by_state,
          (s) => s.jobs,
          (s) => s.state,
          'vagas',
          'Nenhuma vaga aberta no período.',
        )}
        table={{
          columns: [{ label: 'Estado' }, { label: 'Vagas', numeric: true }],
          rows: states.map((s) => [s.label!, s.jobs!]),
        }}
      >
        {(size) => (
          <BarChart
            {...size}
            dataset={states}
            skipAnimation
            xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
            series={[{ dataKey: 'jobs', label: 'Vagas' }]}
            hideLegend
          />
        )}
      </ChartPanel>
      <InternshipCharts internships={o.internships} />
    </Box>
  );
};
