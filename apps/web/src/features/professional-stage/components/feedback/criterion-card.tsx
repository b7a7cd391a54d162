import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import type { FeedbackCriterion } from '@portal/contracts';
import { SCORE_TONE_LABELS, scoreTone } from './feedback-view';

/** One criterion: its bar out of 100, why it got that number, and one concrete tip. */
export const CriterionCard = ({ criterion }: { criterion: FeedbackCriterion }) => {
  const tone = scoreTone(criterion.score);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={criterion.label}
      sx={{ p: 2, display: 'grid', gap: 1.25, borderRadius: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
        <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {criterion.label}
        </Typography>
        <Typography component="p" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          <Box component="span" sx={{ fontWeight: 800, fontSize: '1.25rem', color: `${tone}.main` }}>
            {criterion.score}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary', typography: 'body2' }}>
            /100 · {SCORE_TONE_LABELS[tone]}
          </Box>
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={criterion.score}
        color={tone}
        aria-label={`${criterion.label}: ${criterion.score} de 100`}
        sx={{ height: 8, borderRadius: 4 }}
      />
      {criterion.explanation ? (
        <Typography variant="body2">
          <Box component="span" sx={{ fontWeight: 700 }}>
            Por quê:{' '}
          </Box>
          {criterion.explanation}
        </Typography>
      ) : null}
      {criterion.tip ? (
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'flex-start',
            p: 1.25,
            borderRadius: 1.5,
            bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'rgba(255, 193, 7, 0.12)' : 'rgba(255, 193, 7, 0.14)'),
          }}
        >
          <LightbulbOutlined aria-hidden sx={{ fontSize: 20, mt: '1px', color: 'warning.main' }} />
          <Typography variant="body2">
            <Box component="span" sx={{ fontWeight: 700 }}>
              Dica:{' '}
            </Box>
            {criterion.tip}
          </Typography>
        </Box>
      ) : null}
    </Paper>
  );
};
