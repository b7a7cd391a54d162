import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { stageMessages, type Audition, type Biometric } from '@portal/contracts';
import { errorMessage } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { submitAudition } from '../../api/submit-audition';
import { useCamera } from '../media/use-camera';
import { clearDraft } from './audition-draft';
import { useFrameSampler } from './use-frame-sampler';
import { useMediaRecorder } from './use-media-recorder';
import { useSpeechTranscript } from './use-speech-transcript';
import { queryKeys } from '../../../../lib/query-keys';

export type RecorderPhase = 'idle' | 'recording' | 'preview' | 'uploading' | 'submitted';

/**
 * docs/spec/04-states.md#recording: Idle -> 'Iniciar' (camera, countdown, a frame every 30 s) -> Recording
 * -> 'Encerrar' or the end of the countdown -> Preview -> 'Refazer' (Idle) or 'Enviar' (upload,
 * success dialog, draft cleared).
 */
export const useRecordingSession = (audition: Audition | undefined, photos: readonly Biometric[], faceOn = true) => {
  const client = useQueryClient();
  const camera = useCamera({ audio: true });
  const speech = useSpeechTranscript();
  const [uploading, setUploading] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [progress, setProgress] = useState(0);
  const [startError, setStartError] = useState<string | null>(null);

  const finish = useCallback(() => {
    speech.stop();
    camera.stop();
  }, [speech, camera]);
  const recorder = useMediaRecorder(
    useCallback(() => {
      finish();
      toast.warning(stageMessages.timeUp);
    }, [finish]),
  );
  // Without the face analysis no frame is taken (docs/decisions/022-accessibility-and-fair-feedback.md).
  const framesStored = useFrameSampler(recorder.active && faceOn, camera.videoRef, audition?.id, photos);

  const start = async () => {
    setStartError(null);
    const stream = await camera.start();
    if (!stream) return;
    if (!recorder.start(stream)) {
      camera.stop();
      setStartError('Este navegador não grava vídeo. Use uma versão recente do Chrome, Edge, Firefox ou Safari.');
      return;
    }
    speech.start();
  };

  const stop = () => {
    recorder.stop();
    finish();
  };

  const redo = () => recorder.discard();

  const send = async () => {
    const recording = recorder.recording;
    if (!audition || !recording) return;
    setUploading(true);
    setProgress(0);
    const startedAt = performance.now();
    try {
      await submitAudition({
        auditionId: audition.id,
        video: recording.blob,
        fileName: `apresentacao-${audition.code}.${recording.extension}`,
        transcript: speech.text(),
        segments: speech.segments(),
        onProgress: setProgress,
        framesStored: framesStored(),
      });
      clearDraft();
      setSubmitted(true);
      // Read by the e2e journey, which reports how long sending took.
      performance.measure('stage-upload', { start: startedAt, end: performance.now() });
      void client.invalidateQueries({ queryKey: queryKeys.stage.auditions });
    } catch (error) {
      toast.error(errorMessage(error, 'Falha ao enviar o vídeo, tente novamente.'));
    } finally {
      setUploading(false);
    }
  };

  const phase: RecorderPhase = submitted
    ? 'submitted'
    : uploading
      ? 'uploading'
      : recorder.active
        ? 'recording'
        : recorder.recording
          ? 'preview'
          : 'idle';

  return { phase, camera, recorder, progress, startError, start, stop, redo, send };
};
