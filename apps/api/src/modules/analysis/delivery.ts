import { LONG_PAUSE_MS, type Delivery, type TranscriptSegment } from '@portal/contracts';
import { words } from './text-metrics.ts';

/**
 * Speech delivery from the timed transcript (docs/decisions/022-accessibility-and-fair-feedback.md):
 * pace per minute, long pauses, fillers, hedges and repeated words, each with its moment so the
 * feedback's timeline can seek the video there. A word's moment is estimated by spreading the
 * phrase's words evenly between its start and end.
 */

/** Fillers of spoken Portuguese; 'tipo de' (a kind of), 'assim como/que' and 'então' opening a phrase are real words. */
const FILLERS = /^(?:né|éé+|ee+|ãh+|ahn+|hum+|tipo|então|aí|assim)$/u;
const REAL_AFTER: Record<string, Set<string>> = {
  tipo: new Set(['de', 'do', 'da', 'dos', 'das']),
  assim: new Set(['como', 'que']),
};
const HEDGES = ['acho que', 'talvez', 'meio que', 'sei lá'];
/** Doubled words that are emphasis ('muito muito', 'não não'), not hesitation. */
const REPEAT_OK = new Set(['muito', 'bem', 'não', 'já', 'sim']);
/** A trailing part-minute shorter than this joins the minute before it. */
const MIN_LAST_BUCKET_MS = 15_000;

interface TimedWord {
  word: string;
  at: number;
}

const timedWords = (segments: TranscriptSegment[]): TimedWord[] =>
  segments.flatMap((s) => {
    const ws = words(s.text);
    const step = (s.end_ms - s.start_ms) / Math.max(1, ws.length);
    return ws.map((word, i) => ({ word, at: Math.round(s.start_ms + step * (i + 0.5)) }));
  });

const paceByMinute = (ws: TimedWord[], durationMs: number): number[] => {
  if (durationMs <= 0) return [];
  const full = Math.floor(durationMs / 60_000);
  const rest = durationMs - full * 60_000;
  const bounds: number[] = Array.from({ length: full }, (_, i) => (i + 1) * 60_000);
  if (full === 0 || rest >= MIN_LAST_BUCKET_MS) bounds.push(durationMs);
  else bounds[bounds.length - 1] = durationMs;
  return bounds.map((end, i) => {
    const start = i === 0 ? 0 : bounds[i - 1]!;
    const count = ws.filter((w) => w.at >= start && (w.at < end || (i === bounds.length - 1 && w.at <= end))).length;
    return Math.round((count * 60_000) / (end - start));
  });
};

const longPauses = (segments: TranscriptSegment[]) => {
  const pauses: Delivery['long_pauses'] = [];
  let spokenUntil: number | null = null;
  for (const s of segments) {
    if (spokenUntil !== null && s.start_ms - spokenUntil > LONG_PAUSE_MS)
      pauses.push({ start_ms: spokenUntil, duration_ms: s.start_ms - spokenUntil });
    spokenUntil = Math.max(spokenUntil ?? 0, s.end_ms);
  }
  return pauses;
};

/** Counts, most frequent first; ties keep the order they were first said in. */
const tally = <K extends string>(items: string[], key: K) =>
  [...items.reduce((m, w) => m.set(w, (m.get(w) ?? 0) + 1), new Map<string, number>())]
    .sort((a, b) => b[1] - a[1])
    .map(([w, count]) => ({ [key]: w, count }) as Record<K, string> & { count: number });

const tipFor = (d: Omit<Delivery, 'tip'>, wordCount: number): string => {
  const fillerCount = d.fillers.reduce((n, f) => n + f.count, 0);
  const hedgeCount = d.hedges.reduce((n, h) => n + h.count, 0);
  if (wordCount > 0 && fillerCount / wordCount > 0.03 && d.fillers[0])
    return `Você disse '${d.fillers[0].word}' ${d.fillers[0].count} vezes: quando precisar pensar, troque a palavra por uma pausa curta em silêncio.`;
  if (d.long_pauses.length > 0)
    return `Houve ${d.long_pauses.length} ${d.long_pauses.length === 1 ? 'pausa longa' : 'pausas longas'} (mais de 3 s): tenha à mão tópicos do que vai dizer para retomar a fala.`;
  if (hedgeCount >= 2 && d.hedges[0])
    return `Expressões como '${d.hedges[0].phrase}' soam inseguras: afirme o que você fez e aprendeu.`;
  const pace = d.pace_by_minute;
  if (pace.length > 1 && Math.max(...pace) - Math.min(...pace) > 60)
    return 'Seu ritmo mudou muito ao longo da gravação: ensaie para manter a mesma velocidade do início ao fim.';
  return 'Seu ritmo está constante e a fala, fluida: mantenha as pausas curtas entre as ideias.';
};

export const measureDelivery = (input: { segments: TranscriptSegment[]; durationMs: number | null }): Delivery => {
  const segments = [...input.segments].sort((a, b) => a.start_ms - b.start_ms);
  const ws = timedWords(segments);
  const lastEnd = segments.reduce((m, s) => Math.max(m, s.end_ms), 0);
  const durationMs = Math.max(input.durationMs ?? 0, lastEnd);
  const markers: Delivery['markers'] = [];
  const fillers: string[] = [];
  const repeats: string[] = [];
  ws.forEach((w, i) => {
    const next = ws[i + 1]?.word ?? '';
    if (FILLERS.test(w.word) && !REAL_AFTER[w.word]?.has(next)) {
      fillers.push(w.word);
      markers.push({ at_ms: w.at, kind: 'filler', text: w.word });
    }
    if (next === w.word && !REPEAT_OK.has(w.word) && !FILLERS.test(w.word) && ws[i - 1]?.word !== w.word) {
      repeats.push(w.word);
      markers.push({ at_ms: w.at, kind: 'repeat', text: `${w.word} ${w.word}` });
    }
  });
  const hedges: string[] = [];
  const tokens = ws.map((w) => w.word);
  for (const phrase of HEDGES) {
    const parts = phrase.split(' ');
    tokens.forEach((_, i) => {
      if (parts.every((p, k) => tokens[i + k] === p)) {
        hedges.push(phrase);
        markers.push({ at_ms: ws[i]!.at, kind: 'hedge', text: phrase });
      }
    });
  }
  const long_pauses = longPauses(segments);
  for (const p of long_pauses)
    markers.push({ at_ms: p.start_ms, kind: 'pause', text: `${Math.round(p.duration_ms / 1000)} s` });
  const base = {
    duration_ms: Math.round(durationMs),
    words_per_minute: durationMs > 0 && ws.length > 0 ? Math.round((ws.length * 60_000) / durationMs) : null,
    pace_by_minute: paceByMinute(ws, durationMs),
    long_pauses,
    fillers: tally(fillers, 'word'),
    hedges: tally(hedges, 'phrase'),
    repeated_words: tally(repeats, 'word'),
    markers: markers.sort((a, b) => a.at_ms - b.at_ms),
  };
  return { ...base, tip: tipFor(base, ws.length) };
};
