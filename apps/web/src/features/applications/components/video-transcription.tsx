import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import SubtitlesOutlined from '@mui/icons-material/SubtitlesOutlined';
import { NO_TRANSCRIPTION_TEXT } from '@portal/contracts';
import { transcriptionQueryOptions } from '../api/transcription-query';
import { RetryAlert } from '../../../components/retry-alert';

/** The transcription of the video CV, below the video, for administrators only (docs/spec/13-open-behaviours.md#transcription). */
export const VideoTranscription = ({ auditionId }: { auditionId: number }) => {
  const headingId = useId();
  const query = useQuery(transcriptionQueryOptions(auditionId));
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2.5, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <SubtitlesOutlined aria-hidden fontSize="small" color="action" />
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Transcrição
        </Typography>
        <Typography variant="caption" color="text.secondary">
          visível apenas para administradores
        </Typography>
      </Box>
      {query.isPending ? (
        <Skeleton variant="rounded" height={72} aria-label="Carregando transcrição" />
      ) : query.isError ? (
        <RetryAlert onRetry={() => void query.refetch()}>Não foi possível carregar a transcrição.</RetryAlert>
      ) : query.data ? (
        <Box
          sx={{
            p: 2,
            borderRadius: 2,
            bgcolor: 'action.hover',
            maxHeight: 240,
            overflowY: 'auto',
            whiteSpace: 'pre-wrap',
            typography: 'body2',
            lineHeight: 1.7,
          }}
          tabIndex={0}
          aria-label="Texto da transcrição"
        >
          {query.data}
        </Box>
      ) : (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ p: 2, borderRadius: 2, border: 1, borderStyle: 'dashed', borderColor: 'divider' }}
        >
          {NO_TRANSCRIPTION_TEXT}
        </Typography>
      )}
    </Box>
  );
};
