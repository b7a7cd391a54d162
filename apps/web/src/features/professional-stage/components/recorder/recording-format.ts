import { RECORDING_LIMIT_MS } from '@portal/contracts';

/** Safari records MP4 only; every other browser records WebM (docs/spec/09-constants.md#recording). */
export const isSafari = (userAgent: string): boolean =>
  /safari/i.test(userAgent) && !/chrome|chromium|crios|android|edg/i.test(userAgent);

const CANDIDATES = {
  mp4: ['video/mp4;codecs=avc1,mp4a', 'video/mp4'],
  webm: ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm'],
} as const;

/** The container to record in, and the first MIME type this browser's MediaRecorder supports. */
export const recordingFormat = (
  userAgent: string,
  supports: (type: string) => boolean,
): { extension: 'mp4' | 'webm'; mimeType: string | undefined } => {
  const extension = isSafari(userAgent) ? 'mp4' : 'webm';
  return { extension, mimeType: CANDIDATES[extension].find((type) => supports(type)) };
};

/** 'mm:ss' of the time left; never negative. */
export const formatCountdown = (ms: number): string => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
};

export const RECORDING_LIMIT_LABEL = formatCountdown(RECORDING_LIMIT_MS);
