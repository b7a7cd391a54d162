import { useCallback, useEffect, useRef, useState } from 'react';
import { RECORDING_LIMIT_MS, VIDEO_BITRATE } from '@portal/contracts';
import { recordingFormat } from './recording-format';

export interface Recording {
  blob: Blob;
  url: string;
  extension: 'mp4' | 'webm';
  durationMs: number;
}

/**
 * MediaRecorder at 500 kbit/s with the 7-minute limit. `start` records the stream, `stop` ends it
 * and yields a Recording (its object URL is revoked by `discard` or on unmount); `onTimeUp` runs
 * when the countdown reaches zero, after the recording was stopped.
 */
export const useMediaRecorder = (onTimeUp: () => void) => {
  const recorderRef = useRef<MediaRecorder | null>(null);
  const startedAt = useRef(0);
  const [recording, setRecording] = useState<Recording | null>(null);
  const [active, setActive] = useState(false);
  const [remainingMs, setRemainingMs] = useState(RECORDING_LIMIT_MS);
  const timeUpRef = useRef(onTimeUp);
  useEffect(() => {
    timeUpRef.current = onTimeUp;
  }, [onTimeUp]);

  const stop = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  const start = useCallback((stream: MediaStream): boolean => {
    if (typeof MediaRecorder === 'undefined') return false;
    const format = recordingFormat(navigator.userAgent, (type) => MediaRecorder.isTypeSupported(type));
    const recorder = new MediaRecorder(stream, { mimeType: format.mimeType, videoBitsPerSecond: VIDEO_BITRATE });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      const type = recorder.mimeType || format.mimeType || `video/${format.extension}`;
      const blob = new Blob(chunks, { type: type.split(';')[0] });
      recorderRef.current = null;
      setActive(false);
      setRecording({
        blob,
        url: URL.createObjectURL(blob),
        extension: format.extension,
        durationMs: Date.now() - startedAt.current,
      });
    };
    recorderRef.current = recorder;
    startedAt.current = Date.now();
    // Chunks every second: a stop keeps what was recorded up to that second.
    recorder.start(1000);
    setRemainingMs(RECORDING_LIMIT_MS);
    setActive(true);
    return true;
  }, []);

  // The countdown, and the stop when it ends.
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setInterval(() => {
      const left = RECORDING_LIMIT_MS - (Date.now() - startedAt.current);
      setRemainingMs(Math.max(0, left));
      if (left <= 0) {
        stop();
        timeUpRef.current();
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [active, stop]);

  const discard = useCallback(() => {
    setRecording((current) => {
      if (current) URL.revokeObjectURL(current.url);
      return null;
    });
    setRemainingMs(RECORDING_LIMIT_MS);
  }, []);

  // Leaving the page ends the recording and frees the preview.
  const urlRef = useRef<string | null>(null);
  useEffect(() => {
    urlRef.current = recording?.url ?? null;
  }, [recording]);
  useEffect(
    () => () => {
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') {
        recorder.onstop = null;
        recorder.stop();
      }
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );

  return { start, stop, discard, recording, active, remainingMs };
};
