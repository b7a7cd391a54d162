import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { displayScore, type Audition } from '@portal/contracts';
import { AppDialog } from '../../../../components/dialog/app-dialog';
import { formatDateTime } from '../../../../lib/format';
import { EmotionCell } from './audition-cells';
import { parseFeedback } from './audition-display';

const SENTIMENT_LABELS = { POSITIVE: 'Positivo', NEGATIVE: 'Negativo', MIXED: 'Misto', NEUTRAL: 'Neutro' } as const;

const Summary = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover', minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="p">
      {label}
    </Typography>
    <Box sx={{ fontWeight: 700 }}>{children}</Box>
  </Box>
);

/**
 * The analysis of a submission: score, dominant emotion, sentiment and the feedback lines
 * ('label: number' as bars out of 100; the average as a number; other lines as text).
 */
export const FeedbackDialog = ({ audition, open, onClose }: { audition: Audition | null; open: boolean; onClose: () => void }) => {
  const lines = parseFeedback(audition?.gpt_feedback);
  const score = displayScore(audition?.gpt_avg);
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Feedback da apresentação"
      subtitle={audition ? `${audition.activity.title} · ${audition.code} · ${formatDateTime(audition.created_at)}` : undefined}
      actions={<Button variant="contained" onClick={onClose}>Fechar</Button>}
    >
      {audition ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
            <Summary label="Nota">{score === null ? '—' : `${score}/10`}</Summary>
            <Summary label="Emoção predominante">
              <EmotionCell a={audition} />
            </Summary>
            <Summary label="Sentimento do discurso">
              {audition.comprehend_sentiment ? SENTIMENT_LABELS[audition.comprehend_sentiment] : '—'}
            </Summary>
          </Box>
          <Box component="ul" aria-label="Critérios avaliados" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {lines.map((line, index) =>
              line.value === null ? (
                <Typography key={index} component="li" color="text.secondary">
                  {line.label}
                </Typography>
              ) : line.average ? (
                <Box key={index} component="li" sx={{ display: 'flex', justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
                  <Typography sx={{ fontWeight: 700 }}>{line.label}</Typography>
                  <Typography sx={{ fontWeight: 700 }}>{line.value}</Typography>
                </Box>
              ) : (
                <Box key={index} component="li">
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5, gap: 2 }}>
                    <Typography variant="body2">{line.label}</Typography>
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {line.value}
                    </Typography>
                  </Box>
                  <LinearProgress
                    variant="determinate"
                    value={line.value}
                    aria-label={`${line.label}: ${line.value} de 100`}
                    sx={{ height: 8, borderRadius: 4 }}
                  />
                </Box>
              ),
            )}
          </Box>
        </Box>
      ) : null}
    </AppDialog>
  );
};
