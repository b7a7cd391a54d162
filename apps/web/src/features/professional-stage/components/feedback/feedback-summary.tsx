import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { displayScore, SENTIMENT_LABELS, type Audition, type Sentiment } from '@portal/contracts';
import { EmotionCell } from '../home/audition-cells';

const Tile = ({ label, caption, children }: { label: string; caption: string; children: ReactNode }) => (
  <Box
    sx={{
      p: 1.75,
      borderRadius: 2,
      bgcolor: 'action.hover',
      minWidth: 0,
      display: 'grid',
      alignContent: 'start',
      gap: 0.5,
    }}
  >
    <Typography
      variant="caption"
      color="text.secondary"
      component="p"
      sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.4 }}
    >
      {label}
    </Typography>
    <Box sx={{ fontWeight: 700 }}>{children}</Box>
    <Typography variant="caption" color="text.secondary" component="p">
      {caption}
    </Typography>
  </Box>
);

interface FeedbackSummaryProps {
  audition: Audition;
  /** 0-100, the average of the criteria. */
  avg: number | null;
  sentiment: Sentiment | null;
  /** false when the speech was not measured, so its sentiment says nothing. */
  speechMeasured: boolean;
}

/** Score (average / 10, rounded up), dominant emotion and the speech's sentiment, each explained. */
export const FeedbackSummary = ({ audition, avg, sentiment, speechMeasured }: FeedbackSummaryProps) => {
  const score = displayScore(avg);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      <Tile
        label="Nota"
        caption={
          avg === null
            ? 'Nenhum critério pôde ser avaliado.'
            : `Média ${avg} de 100, dividida por 10 e arredondada para cima.`
        }
      >
        {score === null ? (
          '—'
        ) : (
          <Typography
            component="span"
            aria-label={`Nota ${score} de 10`}
            sx={{ fontWeight: 800, fontSize: '2rem', lineHeight: 1.1, color: 'primary.main' }}
          >
            {score}
            <Typography component="span" color="text.secondary" sx={{ fontWeight: 600 }}>
              /10
            </Typography>
          </Typography>
        )}
      </Tile>
      <Tile
        label="Emoção predominante"
        caption="A expressão com maior confiança entre os quadros em que você foi reconhecido."
      >
        <EmotionCell a={audition} />
      </Tile>
      <Tile
        label="Sentimento do discurso"
        caption={
          speechMeasured
            ? 'O tom que mais aparece nas palavras da sua fala.'
            : 'Não avaliado: sem fala transcrita suficiente.'
        }
      >
        {sentiment && speechMeasured ? SENTIMENT_LABELS[sentiment] : '—'}
      </Tile>
    </Box>
  );
};
