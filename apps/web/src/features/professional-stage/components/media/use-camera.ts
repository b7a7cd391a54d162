import { useCallback, useEffect, useRef, useState } from 'react';

export type CameraStatus = 'off' | 'starting' | 'on' | 'denied' | 'unavailable';

/** docs/spec/09-constants.md#recording: 240x427 (portrait) when the window is narrower than 800 px, otherwise 427x240. */
export const cameraSize = (windowWidth: number): { width: number; height: number } =>
  windowWidth < 800 ? { width: 240, height: 427 } : { width: 427, height: 240 };

interface CameraOptions {
  audio: boolean;
}

/**
 * The webcam (getUserMedia) shown in a `<video>`: `start()` asks for the camera, `stop()` releases
 * it; it is released too when the component unmounts. Nothing is asked before `start()`.
 */
export const useCamera = ({ audio }: CameraOptions) => {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [status, setStatus] = useState<CameraStatus>('off');

  const stop = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setStatus('off');
  }, []);

  const start = useCallback(async (): Promise<MediaStream | null> => {
    if (streamRef.current) return streamRef.current;
    if (!navigator.mediaDevices?.getUserMedia) {
      setStatus('unavailable');
      return null;
    }
    setStatus('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { ...cameraSize(window.innerWidth), facingMode: 'user' },
        audio,
      });
      streamRef.current = stream;
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        // Autoplay of a muted preview is allowed; a rejected play() still shows the first frame.
        await video.play().catch(() => undefined);
      }
      setStatus('on');
      return stream;
    } catch (error) {
      const name = error instanceof DOMException ? error.name : '';
      setStatus(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable');
      return null;
    }
  }, [audio]);

  useEffect(() => stop, [stop]);

  return { videoRef, streamRef, status, start, stop };
};

/** What to tell the user when the camera could not start. */
export const cameraProblem = (status: CameraStatus): string | null =>
  status === 'denied'
    ? 'O acesso à câmera foi negado. Permita o uso da câmera nas configurações do navegador e tente novamente.'
    : status === 'unavailable'
      ? 'Nenhuma câmera disponível. Conecte uma câmera e tente novamente.'
      : null;
