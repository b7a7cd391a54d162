import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { FRAME_INTERVAL_MS, type Biometric } from '@portal/contracts';
import { compareFace } from '../../api/compare-face';
import { createRecognition } from '../../api/create-recognition';
import { uploadFile } from '../../api/upload-file';
import { captureFrame } from '../media/capture-frame';

/** The first frame is taken soon after the start, so short recordings get a face check too. */
export const FIRST_FRAME_MS = 3000;
/** How long sending waits for frames still being compared (the first loads the server's face models). */
const SETTLE_LIMIT_MS = 20_000;

const describe = (similarity: number): string =>
  similarity >= 80
    ? `Rosto reconhecido (similaridade ${similarity.toFixed(2)}%)`
    : `Rosto não reconhecido (similaridade ${similarity.toFixed(2)}%)`;

/**
 * While recording, a frame every 30 s: uploaded through the signing service, compared with a
 * random one of the five registered photos, and stored as a recognition of the audition.
 * Failures are only logged: the recording goes on. `settle()` resolves once the frames still in
 * flight are stored (or after 20 s), so the analysis queued by sending sees them.
 */
export const useFrameSampler = (
  active: boolean,
  videoRef: RefObject<HTMLVideoElement | null>,
  auditionId: number | undefined,
  photos: readonly Biometric[],
) => {
  const photosRef = useRef(photos);
  const inFlight = useRef(new Set<Promise<void>>());
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);

  useEffect(() => {
    if (!active || !auditionId) return undefined;
    let cancelled = false;
    const sample = async () => {
      const video = videoRef.current;
      const list = photosRef.current;
      const source = list[Math.floor(Math.random() * list.length)];
      if (!video || !source) return;
      try {
        const frame = await captureFrame(video, 0.85);
        if (!frame || cancelled) return;
        const key = await uploadFile(frame, 'quadro.jpg');
        const result = await compareFace(key, source.file_key);
        const top = result.Emotions[0];
        await createRecognition({
          audition_id: auditionId,
          file_key: key,
          recognition_feedback: describe(result.Similarity),
          similarity: result.Similarity,
          emotion: top?.Type ?? 'UNKNOWN',
          emotion_confidence: top?.Confidence ?? 0,
        });
      } catch (error) {
        console.warn('Falha ao analisar um quadro da gravação', error);
      }
    };
    const track = () => {
      const run = sample();
      inFlight.current.add(run);
      void run.finally(() => inFlight.current.delete(run));
    };
    const first = window.setTimeout(track, FIRST_FRAME_MS);
    const every = window.setInterval(track, FRAME_INTERVAL_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(first);
      window.clearInterval(every);
    };
  }, [active, auditionId, videoRef]);

  return useCallback(
    (): Promise<void> =>
      Promise.race([
        Promise.allSettled([...inFlight.current]).then(() => undefined),
        new Promise<void>((resolve) => window.setTimeout(resolve, SETTLE_LIMIT_MS)),
      ]),
    [],
  );
};
