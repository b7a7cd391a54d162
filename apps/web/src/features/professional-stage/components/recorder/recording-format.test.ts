import { describe, expect, it } from 'vitest';
import { RECORDING_LIMIT_MS } from '@portal/contracts';
import { formatCountdown, isSafari, recordingFormat } from './recording-format';

const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36';

describe('recording format', () => {
  it('records MP4 on Safari and WebM elsewhere', () => {
    expect(isSafari(SAFARI)).toBe(true);
    expect(isSafari(CHROME)).toBe(false);
    expect(recordingFormat(SAFARI, () => true)).toEqual({ extension: 'mp4', mimeType: 'video/mp4;codecs=avc1,mp4a' });
    expect(recordingFormat(CHROME, (t) => t === 'video/webm;codecs=vp8,opus')).toEqual({
      extension: 'webm',
      mimeType: 'video/webm;codecs=vp8,opus',
    });
    expect(recordingFormat(CHROME, () => false).mimeType).toBeUndefined();
  });

  it('shows the countdown as mm:ss from 07:00 to 00:00', () => {
    expect(formatCountdown(RECORDING_LIMIT_MS)).toBe('07:00');
    expect(formatCountdown(RECORDING_LIMIT_MS - 1)).toBe('07:00');
    expect(formatCountdown(61_000)).toBe('01:01');
    expect(formatCountdown(999)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});
