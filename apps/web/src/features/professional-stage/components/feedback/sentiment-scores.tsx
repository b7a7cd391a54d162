import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SENTIMENT_LABELS, SENTIMENT_SCORE_LABELS, type ComprehendResult } from '@portal/contracts';
import { FeedbackSection } from './feedback-section';
import { percent } from './feedback-view';

const COLORS = { Positive: 'success', Neutral: 'info', Mixed: 'warning', Negative: 'error' } as const;
const CHIP = { POSITIVE: 'success', NEUTRAL: 'info', MIXED: 'warning', NEGATIVE: 'error' } as const;

interface SentimentScoresProps {
  result: ComprehendResult | undefined;
  loading: boolean;
  failed: boolean;
  /** false when the speech was not measured (no or too short a transcription). */
  measured: boolean;
}

/** The speech's sentiment and its four scores (Positivo, Neutro, Misto, Negativo). */
export const SentimentScores = ({ result, loading, failed, measured }: SentimentScoresProps) => {
  const id = useId();
  const scores = result?.SentimentScore ?? null;
  const sentiment = result?.Sentiment ?? result?.comprehend_sentiment ?? null;
  return (
    <FeedbackSection
      id={id}
      title="Tom do discurso"
      hint="Calculado a partir das palavras da sua fala: quanto de cada tom ela tem."
    >
      {loading ? (
        <Skeleton variant="rounded" height={88} aria-label="Carregando o tom do discurso" />
      ) : failed ? (
        <Alert severity="warning">Não foi possível carregar o tom do discurso agora.</Alert>
      ) : !measured || !scores || !sentiment ? (
        <Typography variant="body2" color="text.secondary">
          O tom não foi avaliado: não havia fala transcrita suficiente.
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2">Tom predominante:</Typography>
            <Chip size="small" color={CHIP[sentiment]} label={SENTIMENT_LABELS[sentiment]} />
          </Box>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {(Object.keys(SENTIMENT_SCORE_LABELS) as Array<keyof typeof SENTIMENT_SCORE_LABELS>).map((key) => (
              <Box key={key}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                  <Typography variant="body2">{SENTIMENT_SCORE_LABELS[key]}</Typography>
                  <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                    {percent(scores[key])}
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  color={COLORS[key]}
                  value={Math.round(scores[key] * 100)}
                  aria-label={`${SENTIMENT_SCORE_LABELS[key]}: ${percent(scores[key])}`}
                  sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
                />
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </FeedbackSection>
  );
};
