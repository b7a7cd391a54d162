import { useId, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Audition, Delivery } from '@portal/contracts';
import { CaptionedVideo } from '../../../../components/media/captioned-video';
import { DeliveryTimeline } from './delivery-timeline';
import { FeedbackSection } from './feedback-section';

const list = (items: Array<{ label: string; count: number }>) =>
  items.map((i) => `'${i.label}' ${i.count}×`).join(', ');

/**
 * 'Ritmo e fluência': the video with captions, the delivery timeline under it (each marker seeks
 * the video) and the measures in words, with the tip (docs/spec/02-screens.md#professional-stage).
 */
export const DeliverySection = ({ audition, delivery }: { audition: Audition; delivery: Delivery }) => {
  const id = useId();
  const video = useRef<HTMLVideoElement | null>(null);
  const seek = (seconds: number) => {
    if (!video.current) return;
    video.current.currentTime = seconds;
    video.current.focus();
  };
  const fillers = list(delivery.fillers.map((f) => ({ label: f.word, count: f.count })));
  const hedges = list(delivery.hedges.map((h) => ({ label: h.phrase, count: h.count })));
  const repeats = list(delivery.repeated_words.map((r) => ({ label: r.word, count: r.count })));
  return (
    <FeedbackSection
      id={id}
      title="Ritmo e fluência"
      hint="Cada marca na linha do tempo leva o vídeo ao momento em que aconteceu."
    >
      {audition.file_url ? (
        <CaptionedVideo
          src={audition.file_url}
          auditionId={audition.has_captions ? audition.id : null}
          label={`Vídeo da apresentação ${audition.code}`}
          videoRef={video}
          maxHeight="40vh"
        />
      ) : null}
      <DeliveryTimeline delivery={delivery} durationMs={delivery.duration_ms} onSeek={seek} />
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        <Typography component="li" variant="body2">
          {delivery.words_per_minute !== null
            ? `Velocidade média: ${delivery.words_per_minute} palavras por minuto (faixa ideal: 110 a 170).`
            : 'A velocidade não pôde ser medida.'}
          {delivery.pace_by_minute.length > 1
            ? ` Por minuto: ${delivery.pace_by_minute.map((p, i) => `${i + 1}º ${p}`).join(', ')}.`
            : ''}
        </Typography>
        <Typography component="li" variant="body2">
          {delivery.long_pauses.length
            ? `Pausas longas (mais de 3 s): ${delivery.long_pauses.length}.`
            : 'Nenhuma pausa longa (mais de 3 s).'}
        </Typography>
        <Typography component="li" variant="body2">
          {fillers ? `Vícios de linguagem: ${fillers}.` : 'Nenhum vício de linguagem.'}
        </Typography>
        <Typography component="li" variant="body2">
          {hedges ? `Expressões de insegurança: ${hedges}.` : 'Nenhuma expressão de insegurança.'}
        </Typography>
        {repeats ? (
          <Typography component="li" variant="body2">
            Palavras repetidas: {repeats}.
          </Typography>
        ) : null}
      </Box>
      <Alert severity="success" variant="outlined">
        <strong>Dica:</strong> {delivery.tip}
      </Alert>
    </FeedbackSection>
  );
};
