/** One caption: start and end in seconds, and its text. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

const seconds = (stamp: string): number => {
  const parts = stamp.trim().split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
};

const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The cues of a WebVTT file (the portal's captions: no styles or regions), in file order. */
export const parseWebVtt = (vtt: string): Cue[] =>
  vtt
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .flatMap((block) => {
      const lines = block.split('\n');
      const at = lines.findIndex((l) => l.includes('-->'));
      if (at < 0) return [];
      const [from = '', to = ''] = lines[at]!.split('-->');
      const text = unescape(
        lines
          .slice(at + 1)
          .join(' ')
          .trim(),
      );
      return text ? [{ start: seconds(from), end: seconds(to.trim().split(/\s+/)[0] ?? ''), text }] : [];
    });

/** 'm:ss' (or 'h:mm:ss') for a moment of a video. */
export const clock = (totalSeconds: number): string => {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
};
