import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import HourglassEmptyRounded from '@mui/icons-material/HourglassEmptyRounded';
import { displayScore, stageMessages, type Audition, type Emotion } from '@portal/contracts';
import { toast } from '../../../../lib/toast';
import { analysisStatus, dominantEmotion, EMOTION_LABELS, shortCode } from './audition-display';

/** The code cut after 12 characters, with a copy button ('Código copiado com sucesso!'). */
export const CodeCell = ({ code }: { code: string }) => {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(stageMessages.codeCopied);
    } catch {
      toast.error('Não foi possível copiar o código.');
    }
  };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      <Typography
        component="span"
        variant="body2"
        title={code}
        sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
      >
        {shortCode(code)}
      </Typography>
      <Tooltip title="Copiar código">
        <IconButton size="small" aria-label={`Copiar código ${code}`} onClick={() => void copy()}>
          <ContentCopyRounded sx={{ fontSize: 16 }} />
        </IconButton>
      </Tooltip>
    </Box>
  );
};

const STATE_ICONS = {
  NOT_SENT: <CloudOffOutlined />,
  IDLE: <HourglassEmptyRounded />,
  PENDING: <AutorenewRounded />,
  DONE: <CheckCircleOutlineRounded />,
  FAILED: <ErrorOutlineRounded />,
} as const;

/**
 * Where the submission is on its way to feedback, when there is no score yet: 'Não enviada',
 * 'Na fila', 'Em análise', 'Concluída' or 'Falha na análise'; the tooltip (and the accessible
 * description) says what it means, or the stored reason.
 */
export const AnalysisStateChip = ({ a }: { a: Audition }) => {
  const status = analysisStatus(a);
  return (
    <Tooltip title={status.detail} describeChild>
      <Chip
        size="small"
        variant="outlined"
        color={status.color}
        icon={STATE_ICONS[status.state]}
        label={status.label}
        tabIndex={0}
        data-state={status.state}
        sx={{ cursor: 'help' }}
      />
    </Tooltip>
  );
};

/** docs/spec/05-validation.md#professional-stage: the AI average divided by 10, rounded up. */
export const ScoreCell = ({ a }: { a: Audition }) => {
  const score = displayScore(a.gpt_avg);
  if (score === null) return <AnalysisStateChip a={a} />;
  return (
    <Typography component="span" sx={{ fontWeight: 700 }} aria-label={`Nota ${score} de 10`}>
      {score}
      <Typography component="span" variant="body2" color="text.secondary">
        /10
      </Typography>
    </Typography>
  );
};

/** The dominant emotion with its percentage to 2 decimals. */
export const EmotionCell = ({ a }: { a: Audition }) => {
  const fromList = dominantEmotion(a.recognition ?? []);
  const fromServer =
    a.dominant_emotion && a.dominant_emotion_confidence !== null
      ? {
          label: EMOTION_LABELS[a.dominant_emotion as Emotion],
          percent: `${a.dominant_emotion_confidence.toFixed(2)}%`,
        }
      : null;
  const shown = fromList ?? fromServer;
  if (!shown)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {shown.label}{' '}
      <Box component="span" sx={{ color: 'text.secondary' }}>
        ({shown.percent})
      </Box>
    </Typography>
  );
};

/** The publish toggle of a video CV (needs a sent video). */
export const PublishSwitch = ({ a, busy, onToggle }: { a: Audition; busy: boolean; onToggle: () => void }) => (
  <Tooltip
    title={
      a.file_key
        ? a.published
          ? 'Publicado: empresas das vagas a que você se candidatou podem assistir'
          : 'Não publicado'
        : 'Envie o vídeo para publicá-lo'
    }
  >
    <span>
      <Switch
        checked={a.published}
        disabled={!a.file_key || busy}
        onChange={onToggle}
        slotProps={{ input: { 'aria-label': `Publicar videocurrículo ${a.code}` } }}
      />
    </span>
  </Tooltip>
);
