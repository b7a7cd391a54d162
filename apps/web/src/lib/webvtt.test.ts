import { describe, expect, it } from 'vitest';
import { clock, parseWebVtt } from './webvtt';

describe('parseWebVtt', () => {
  it('reads the cues the API writes, unescaping the text', () => {
    const vtt =
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:03.500\nOlá, meu nome é Ana.\n\n' +
      '2\n00:01:04.200 --> 00:01:07.000\nTrabalhei com &lt;dados&gt; &amp; testes.\n';
    expect(parseWebVtt(vtt)).toEqual([
      { start: 0, end: 3.5, text: 'Olá, meu nome é Ana.' },
      { start: 64.2, end: 67, text: 'Trabalhei com <dados> & testes.' },
    ]);
  });

  it('answers no cues for an empty file', () => {
    expect(parseWebVtt('WEBVTT\n')).toEqual([]);
  });

  it('formats moments as m:ss', () => {
    expect([clock(0), clock(64.9), clock(3725)]).toEqual(['0:00', '1:04', '1:02:05']);
  });
});
