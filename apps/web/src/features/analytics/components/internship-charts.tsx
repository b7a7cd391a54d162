import { BarChart } from '@mui/x-charts/BarChart';
import type { AnalyticsOverview } from '@portal/contracts';
import { ChartPanel } from './chart-panel';
import { bandHeight, HEIGHT, HORIZONTAL } from './chart-layout';
import { formatCount, formatDays } from './format';
import { monthLabel } from './periods';

type Row = Record<string, string | number>;

/** The internships of the period (docs/spec/02-screens.md#internships): months, companies, courses, reports. */
export const InternshipCharts = ({ internships: s }: { internships: AnalyticsOverview['internships'] }) => {
  const months: Row[] = s.by_month.map((m) => ({
    label: monthLabel(m.month),
    started: m.started,
    completed: m.completed,
  }));
  const companies: Row[] = s.by_company.map((c) => ({ label: c.company, active: c.active }));
  const courses: Row[] = s.by_course.map((c) => ({ label: c.course, active: c.active }));
  const reports: Row[] = [
    { label: 'No prazo', count: s.reports_on_time },
    { label: 'Atrasados', count: s.reports_overdue },
  ];
  const ranking = (rows: Row[], none: string) =>
    rows[0] ? `Mais estágios ativos: ${rows[0].label} (${formatCount(Number(rows[0].active))}).` : none;
  return (
    <>
      <ChartPanel
        height={HEIGHT}
        title="Estágios iniciados e concluídos por mês"
        summary={`${formatCount(s.started)} estágios iniciados e ${formatCount(s.completed)} concluídos no período; duração média dos encerrados: ${formatDays(s.mean_duration_days)}.`}
        table={{
          columns: [{ label: 'Mês' }, { label: 'Iniciados', numeric: true }, { label: 'Concluídos', numeric: true }],
          rows: months.map((m) => [m.label!, m.started!, m.completed!]),
        }}
      >
        {(size) => (
          <BarChart
            {...size}
            dataset={months}
            skipAnimation
            xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
            series={[
              { dataKey: 'started', label: 'Iniciados' },
              { dataKey: 'completed', label: 'Concluídos' },
            ]}
          />
        )}
      </ChartPanel>
      <ChartPanel
        height={bandHeight(reports.length)}
        title="Relatórios de estágio: no prazo e atrasados"
        summary={`${formatCount(s.reports_on_time)} relatórios entregues no prazo e ${formatCount(s.reports_overdue)} atrasados, dos que venceram no período.`}
        table={{
          columns: [{ label: 'Relatórios' }, { label: 'Quantidade', numeric: true }],
          rows: reports.map((r) => [r.label!, r.count!]),
        }}
      >
        {(size) => (
          <BarChart
            {...size}
            dataset={reports}
            skipAnimation
            {...HORIZONTAL}
            series={[{ dataKey: 'count', label: 'Relatórios' }]}
            hideLegend
          />
        )}
      </ChartPanel>
      <ChartPanel
        height={bandHeight(companies.length)}
        title="Estágios ativos por empresa"
        summary={ranking(companies, 'Nenhum estágio ativo no período.')}
        table={{
          columns: [{ label: 'Empresa' }, { label: 'Estágios ativos', numeric: true }],
          rows: companies.map((c) => [c.label!, c.active!]),
        }}
      >
        {(size) => (
          <BarChart
            {...size}
            dataset={companies}
            skipAnimation
            {...HORIZONTAL}
            series={[{ dataKey: 'active', label: 'Estágios ativos' }]}
            hideLegend
          />
        )}
      </ChartPanel>
      <ChartPanel
        height={bandHeight(courses.length)}
        title="Estágios ativos por curso"
        summary={ranking(courses, 'Nenhum estágio ativo no período.')}
        table={{
          columns: [{ label: 'Curso' }, { label: 'Estágios ativos', numeric: true }],
          rows: courses.map((c) => [c.label!, c.active!]),
        }}
      >
        {(size) => (
          <BarChart
            {...size}
            dataset={courses}
            skipAnimation
            {...HORIZONTAL}
            series={[{ dataKey: 'active', label: 'Estágios ativos' }]}
            hideLegend
          />
        )}
      </ChartPanel>
    </>
  );
};
