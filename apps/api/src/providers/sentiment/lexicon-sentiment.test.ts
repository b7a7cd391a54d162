import { describe, expect, it } from 'vitest';
import { createLexiconSentiment } from './lexicon-sentiment.ts';

const analyser = createLexiconSentiment();
const sum = (s: Record<string, number>) => Object.values(s).reduce((a, b) => a + b, 0);

describe('lexicon sentiment (natural, Portuguese AFINN)', () => {
  it.each([
    ['Estou muito feliz com esta oportunidade excelente.', 'POSITIVE'],
    ['Adoro aprender e sou uma pessoa dedicada e motivada.', 'POSITIVE'],
    ['Foi uma experiência péssima, um problema terrível.', 'NEGATIVE'],
    ['Infelizmente estou triste e desmotivado.', 'NEGATIVE'],
    ['Eu moro em Campinas e estudo na universidade.', 'NEUTRAL'],
    ['Gosto muito da equipe. Odeio atrasos.', 'MIXED'],
  ])('%s -> %s', (text, label) => {
    const r = analyser.analyse(text);
    expect(r.Sentiment).toBe(label);
    expect(sum(r.SentimentScore)).toBeCloseTo(1, 10);
  });

  it('a negation flips the words after it, within its clause only', () => {
    expect(analyser.analyse('Não é ruim.').Sentiment).toBe('POSITIVE');
    expect(analyser.analyse('Eu não gosto disso.').Sentiment).toBe('NEGATIVE');
    const r = analyser.analyse('Não tenho medo, gosto de desafios.');
    expect(r.positiveWords).toEqual(expect.arrayContaining(['não medo', 'gosto']));
    expect(r.negativeWords).toEqual([]);
  });

  it('every score is in 0..1 and they sum to 1; empty text is neutral', () => {
    const empty = analyser.analyse('');
    expect(empty).toMatchObject({
      Sentiment: 'NEUTRAL',
      SentimentScore: { Positive: 0, Negative: 0, Neutral: 1, Mixed: 0 },
      clauses: 0,
    });
    const r = analyser.analyse('Sou feliz. Sou triste. Sou estudante. Gosto de pessoas.');
    for (const v of Object.values(r.SentimentScore)) expect(v).toBeGreaterThanOrEqual(0);
    expect(sum(r.SentimentScore)).toBeCloseTo(1, 10);
    expect(r.SentimentScore.Mixed).toBeGreaterThan(0);
  });

  it('names the words that weighed, for the explanation', () => {
    const r = analyser.analyse('Tenho uma ótima equipe, mas tive um problema.');
    expect(r.positiveWords).toContain('ótima');
    expect(r.negativeWords).toContain('problema');
  });
});

describe('function words', () => {
  it("never weigh, even when a stem collides ('para' is not 'parar')", () => {
    const r = analyser.analyse('Estudei para a prova e fui para casa.');
    expect(r.negativeWords).toEqual([]);
    expect(r.Sentiment).toBe('NEUTRAL');
  });
});
