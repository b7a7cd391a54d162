import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../../lib/api-error';
import { interviewScriptQueryOptions } from '../../api/interview-script-query';
import { RetryAlert } from '../../../../components/retry-alert';

/** The questions of the chosen job's interview script, one per line. */
export const InterviewQuestions = ({ jobId, jobTitle }: { jobId: number; jobTitle: string | null }) => {
  const script = useQuery(interviewScriptQueryOptions(jobId));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="perguntas-entrevista" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id="perguntas-entrevista" variant="h2" component="h2" sx={{ fontSize: '1.125rem' }}>
        Perguntas da entrevista
      </Typography>
      {jobTitle ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Vaga: {jobTitle}
        </Typography>
      ) : null}
      {script.isPending ? (
        <Box role="status" aria-label="Carregando perguntas">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} />
          ))}
        </Box>
      ) : script.isError ? (
        <RetryAlert onRetry={() => void script.refetch()}>{errorMessage(script.error)}</RetryAlert>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
          {script.data.questions.map((question, index) => (
            <Typography component="li" variant="body2" key={index}>
              {question.replace(/^\s*\d+[.)-]\s*/, '')}
            </Typography>
          ))}
        </Box>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
        Responda às perguntas em ordem, como em uma entrevista de verdade.
      </Typography>
    </Paper>
  );
};
