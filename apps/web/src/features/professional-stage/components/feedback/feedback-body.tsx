import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ANALYSIS_STATE_LABELS, type Audition } from '@portal/contracts';
import { comprehendResultQueryOptions } from '../../api/comprehend-result-query';
import { gptResultQueryOptions } from '../../api/gpt-result-query';
import { CriterionCard } from './criterion-card';
import { DeliverySection } from './delivery-section';
import { FaceFrames } from './face-frames';
import { FeedbackSection } from './feedback-section';
import { FeedbackSummary } from './feedback-summary';
import { criteriaToShow } from './feedback-view';
import { SentimentScores } from './sentiment-scores';
import { RetryAlert } from '../../../../components/retry-alert';

/**
 * The feedback of one submission (`GET /api/gpt/{id}`, `GET /api/comprehend/{id}`): every number
 * with why it is that number and one tip; the speech's sentiment; the frames without the face.
 */
export const FeedbackBody = ({ audition }: { audition: Audition }) => {
  const criteriaId = useId();
  const gpt = useQuery(gptResultQueryOptions(audition.id));
  const comprehend = useQuery(comprehendResultQueryOptions(audition.id));
  const state = gpt.data?.analysis_state ?? audition.analysis_state;
  const reason = gpt.data?.analysis_reason ?? audition.analysis_reason;

  if (state === 'FAILED') {
    return (
      <Alert severity="error" variant="outlined">
        <AlertTitle>{ANALYSIS_STATE_LABELS.FAILED}</AlertTitle>
        {reason ?? 'A análise desta apresentação não pôde ser concluída.'} Você pode gravar e enviar uma nova
        apresentação.
      </Alert>
    );
  }

  const avg = gpt.data?.gpt_avg ?? audition.gpt_avg;
  const criteria = criteriaToShow(gpt.data?.criteria, gpt.data?.gpt_feedback ?? audition.gpt_feedback);
  const speechMeasured = criteria.some((c) => c.key !== 'presence');
  const sentiment = comprehend.data?.Sentiment ?? audition.comprehend_sentiment;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <FeedbackSummary
        audition={audition}
        avg={avg}
        sentiment={sentiment}
        speechMeasured={gpt.isPending || speechMeasured}
      />
      {gpt.isError ? (
        <RetryAlert onRetry={() => void gpt.refetch()}>
          Não foi possível carregar as explicações do feedback.
        </RetryAlert>
      ) : null}
      {gpt.data?.notes.length ? (
        <Alert severity="info" variant="outlined">
          {gpt.data.notes.map((note) => (
            <Typography key={note} variant="body2">
              {note}
            </Typography>
          ))}
        </Alert>
      ) : null}
      <FeedbackSection
        id={criteriaId}
        title="Critérios avaliados"
        hint="Cada critério vai de 0 a 100, com o motivo da nota e uma dica para a próxima gravação."
      >
        {gpt.isPending ? (
          <Box role="status" aria-label="Carregando o feedback" sx={{ display: 'grid', gap: 1.5 }}>
            <Skeleton variant="rounded" height={132} />
            <Skeleton variant="rounded" height={132} />
          </Box>
        ) : criteria.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nenhum critério pôde ser avaliado nesta apresentação.
          </Typography>
        ) : (
          <>
            <Box
              component="ul"
              aria-label="Critérios avaliados"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
            >
              {criteria.map((criterion) => (
                <CriterionCard key={criterion.key} criterion={criterion} />
              ))}
            </Box>
            {avg !== null ? (
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'baseline',
                  borderTop: 1,
                  borderColor: 'divider',
                  pt: 1.5,
                  px: 0.5,
                }}
              >
                <Typography sx={{ fontWeight: 700 }}>Média</Typography>
                <Typography sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }} aria-label={`Média ${avg}`}>
                  {avg}
                </Typography>
              </Box>
            ) : null}
          </>
        )}
      </FeedbackSection>
      {gpt.data?.delivery ? <DeliverySection audition={audition} delivery={gpt.data.delivery} /> : null}
      <SentimentScores
        result={comprehend.data}
        loading={comprehend.isPending || gpt.isPending}
        failed={comprehend.isError}
        measured={speechMeasured}
      />
      {gpt.data?.face && gpt.data.face.frames > 0 ? (
        <FaceFrames face={gpt.data.face} recognition={audition.recognition} />
      ) : null}
    </Box>
  );
};
