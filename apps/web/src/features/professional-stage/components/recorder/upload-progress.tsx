import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** The video upload's progress bar (docs/spec/07-api.md#professional-stage-api: the file is sent with PUT while progress is reported). */
export const UploadProgress = ({ fraction }: { fraction: number }) => {
  const percent = Math.round(fraction * 100);
  return (
    <Box sx={{ display: 'grid', gap: 1 }} role="status" aria-live="polite">
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography variant="body2">{percent < 100 ? 'Enviando vídeo…' : 'Finalizando envio…'}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {percent}%
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Progresso do envio"
        sx={{ height: 10, borderRadius: 5 }}
      />
    </Box>
  );
};
