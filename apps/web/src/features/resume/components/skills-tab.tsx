import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import { chartMessages } from '@portal/contracts';
import { complementaryActivitiesQueryOptions } from '../api/complementary-activities-query';
import { roundHours } from './chart-scale';
import { HoursChart } from './hours-chart';
import { RetryAlert } from '../../../components/retry-alert';

const Message = ({ children }: { children: string }) => (
  <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 1, py: 5, textAlign: 'center' }}>
    <BarChartOutlined aria-hidden sx={{ fontSize: 44, color: 'text.disabled' }} />
    <Typography sx={{ fontWeight: 600 }}>{children}</Typography>
  </Box>
);

/** The 'Skills' tab: 'Atividades Complementares', the hours chart with its three messages (docs/spec/08-messages.md#chart). */
export const SkillsTab = ({ studentId }: { studentId: number }) => {
  const query = useQuery(complementaryActivitiesQueryOptions(studentId));
  const data = query.data;
  const used = data ? data.data.reduce((sum, i) => sum + i.carga_horaria_aproveitada, 0) : 0;
  const max = data ? data.data.reduce((sum, i) => sum + i.carga_horaria_maxima, 0) : 0;

  let body;
  if (query.isPending) {
    body = (
      <Box role="status" aria-label="Carregando gráfico" sx={{ display: 'grid', gap: 1.5 }}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={36} width={`${90 - i * 12}%`} />
        ))}
      </Box>
    );
  } else if (query.isError) {
    body = <RetryAlert onRetry={() => void query.refetch()}>{chartMessages.fetchFailed}</RetryAlert>;
  } else if (!data?.course) {
    body = <Message>{chartMessages.noCourse}</Message>;
  } else if (data.data.length === 0) {
    body = <Message>{chartMessages.noData}</Message>;
  } else {
    body = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {data.course.name} · {roundHours(used)} h aproveitadas de {roundHours(max)} h possíveis
        </Typography>
        <HoursChart items={data.data} />
      </>
    );
  }

  return (
    <Paper
      component="section"
      aria-labelledby="atividades-complementares"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="atividades-complementares" variant="h2" sx={{ mb: 1 }}>
        Atividades Complementares
      </Typography>
      {body}
    </Paper>
  );
};
