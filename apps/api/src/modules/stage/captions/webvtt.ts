import type { TranscriptSegment } from '@portal/contracts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'hh:mm:ss.ttt', the WebVTT cue timestamp. */
export const vttTime = (ms: number): string => {
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
};

// Cue text is HTML-like: '&', '<' and '>' are escaped, and a blank line would end the cue early.
const cueText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');

/** A WebVTT file, one cue per phrase in time order; a phrase shorter than a second is shown for one. */
export const toWebVtt = (segments: TranscriptSegment[]): string => {
  const cues = [...segments]
    .sort((a, b) => a.start_ms - b.start_ms)
    .filter((s) => cueText(s.text))
    .map(
      (s, i) =>
        `${i + 1}\n${vttTime(s.start_ms)} --> ${vttTime(Math.max(s.end_ms, s.start_ms + 1000))}\n${cueText(s.text)}`,
    );
  return ['WEBVTT', ...cues].join('\n\n') + '\n';
};
