import { describe, expect, it } from 'vitest';
import { measureDelivery } from './delivery.ts';

const seg = (start_ms: number, end_ms: number, text: string) => ({ start_ms, end_ms, text });
/** n distinct words, so no repetition is found by accident. */
const say = (n: number) => Array.from({ length: n }, (_, i) => `palavra${i}`).join(' ');

describe('delivery metrics on transcripts with known timings', () => {
  it('words per minute: total words over the recording', () => {
    const d = measureDelivery({
      segments: [seg(0, 30_000, say(60)), seg(30_000, 60_000, say(60))],
      durationMs: 60_000,
    });
    expect(d.words_per_minute).toBe(120);
    expect(d.duration_ms).toBe(60_000);
    expect(measureDelivery({ segments: [], durationMs: 60_000 }).words_per_minute).toBeNull();
  });

  it('pace by minute: each minute on its own, a short last part joins the minute before', () => {
    const d = measureDelivery({
      segments: [seg(0, 60_000, say(100)), seg(60_000, 120_000, say(160)), seg(120_000, 150_000, say(50))],
      durationMs: 150_000,
    });
    // The last 30 s hold 50 words: 100 per minute.
    expect(d.pace_by_minute).toEqual([100, 160, 100]);
    const short = measureDelivery({
      segments: [seg(0, 60_000, say(120)), seg(60_000, 70_000, say(20))],
      durationMs: 70_000,
    });
    // 10 s is too short for a bucket of its own: 140 words in 70 s.
    expect(short.pace_by_minute).toEqual([120]);
  });

  it('long pauses: silences over 3 s between phrases, with their start and length', () => {
    const d = measureDelivery({
      segments: [seg(0, 2000, 'olá a todos'), seg(4000, 6000, 'meu nome é Ana'), seg(10_500, 12_000, 'sou estudante')],
      durationMs: 12_000,
    });
    expect(d.long_pauses).toEqual([{ start_ms: 6000, duration_ms: 4500 }]);
    expect(d.markers.filter((m) => m.kind === 'pause')).toEqual([{ at_ms: 6000, kind: 'pause', text: '5 s' }]);
  });

  it('fillers: né, tipo, então, aí, assim, éé; not tipo de nor assim como', () => {
    const d = measureDelivery({
      segments: [
        seg(0, 10_000, 'então né eu fiz tipo um projeto aí né éé assim um tipo de site assim como o outro lado'),
      ],
      durationMs: 10_000,
    });
    expect(d.fillers).toEqual([
      { word: 'né', count: 2 },
      { word: 'então', count: 1 },
      { word: 'tipo', count: 1 },
      { word: 'aí', count: 1 },
      { word: 'éé', count: 1 },
      { word: 'assim', count: 1 },
    ]);
    // 'então' is the first of 20 words in 10 s: its moment is 250 ms.
    expect(d.markers[0]).toEqual({ at_ms: 250, kind: 'filler', text: 'então' });
  });

  it('hedges: acho que, talvez, meio que', () => {
    const d = measureDelivery({
      segments: [seg(0, 5000, 'eu acho que sou meio que tímido'), seg(5000, 8000, 'talvez eu acho que sim')],
      durationMs: 8000,
    });
    expect(d.hedges).toEqual([
      { phrase: 'acho que', count: 2 },
      { phrase: 'talvez', count: 1 },
      { phrase: 'meio que', count: 1 },
    ]);
    expect(d.tip).toMatch(/acho que/);
  });

  it('repeated words: a word said twice in a row, once per run; emphasis is not counted', () => {
    const d = measureDelivery({
      segments: [seg(0, 6000, 'eu eu eu trabalhei com com dados muito muito tempo')],
      durationMs: 6000,
    });
    expect(d.repeated_words).toEqual([
      { word: 'eu', count: 1 },
      { word: 'com', count: 1 },
    ]);
  });

  it('gives a tip about the largest problem', () => {
    const clean = measureDelivery({ segments: [seg(0, 60_000, say(130))], durationMs: 60_000 });
    expect(clean.tip).toMatch(/constante/);
    const filled = measureDelivery({ segments: [seg(0, 10_000, 'né eu gosto né de dados né')], durationMs: 10_000 });
    expect(filled.tip).toMatch(/'né' 3 vezes/);
  });
});
