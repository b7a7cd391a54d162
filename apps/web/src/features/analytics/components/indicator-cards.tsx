import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AnalyticsOverview } from '@portal/contracts';
import { formatCount, formatDays, formatPercent } from './format';

const cardsOf = (o: AnalyticsOverview): Array<{ label: string; value: string; hint?: string }> => [
  { label: 'Vagas abertas', value: formatCount(o.open_jobs), hint: 'abertas em algum momento do período' },
  { label: 'Novas vagas', value: formatCount(o.new_jobs) },
  { label: 'Candidaturas', value: formatCount(o.applications) },
  { label: 'Candidatos', value: formatCount(o.applicants), hint: 'estudantes distintos' },
  { label: 'Contratados', value: formatCount(o.hired) },
  { label: 'Taxa de colocação', value: formatPercent(o.placement_rate), hint: 'contratados / candidatos' },
  { label: 'Dias até a contratação', value: formatDays(o.median_days_to_hire), hint: 'mediana' },
  { label: 'Dias de vaga aberta', value: formatDays(o.median_days_open), hint: 'mediana das novas vagas' },
  { label: 'Com vídeo currículo', value: formatPercent(o.video_cv_share), hint: 'dos candidatos' },
  { label: 'Estágios ativos', value: formatCount(o.internships.active), hint: 'em algum momento do período' },
  {
    label: 'Duração média dos estágios',
    value: formatDays(o.internships.mean_duration_days),
    hint: 'dos encerrados no período',
  },
];

/** The figures of the period, one card each (a list, so a screen reader counts them). */
export const IndicatorCards = ({ overview }: { overview: AnalyticsOverview }) => (
  <Box
    component="ul"
    aria-label="Indicadores do período"
    sx={{
      listStyle: 'none',
      p: 0,
      m: 0,
      display: 'grid',
      gap: 2,
      gridTemplateColumns: {
        xs: 'repeat(2, minmax(0, 1fr))',
        md: 'repeat(3, minmax(0, 1fr))',
        lg: 'repeat(5, minmax(0, 1fr))',
      },
    }}
  >
    {cardsOf(overview).map((c) => (
      <Paper component="li" key={c.label} variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid={`card-${c.label}`}>
        <Typography variant="body2" color="text.secondary">
          {c.label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {c.value}
        </Typography>
        {c.hint ? (
          <Typography variant="caption" color="text.secondary">
            {c.hint}
          </Typography>
        ) : null}
      </Paper>
    ))}
  </Box>
);
