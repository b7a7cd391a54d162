import { describe, expect, it } from 'vitest';
import { dominantEmotion, parseFeedback, shortCode } from './audition-display';

describe('audition display', () => {
  it('cuts codes after 12 characters', () => {
    expect(shortCode('abcdefghijkl')).toBe('abcdefghijkl');
    expect(shortCode('abcdefghijklm')).toBe('abcdefghijkl...');
  });

  it('picks the most confident emotion with two decimals', () => {
    expect(dominantEmotion([])).toBeNull();
    expect(
      dominantEmotion([
        { emotion: 'CALM', emotion_confidence: 61.5 },
        { emotion: 'HAPPY', emotion_confidence: '97.254' },
        { emotion: null, emotion_confidence: 99 },
      ]),
    ).toEqual({ label: 'Feliz', percent: '97.25%' });
  });

  it('reads feedback lines as bars out of 100, the average apart', () => {
    expect(parseFeedback('Clareza: 80\nPostura: 65,5\nMédia: 72\nContinue praticando.')).toEqual([
      { label: 'Clareza', value: 80, average: false },
      { label: 'Postura', value: 65.5, average: false },
      { label: 'Média', value: 72, average: true },
      { label: 'Continue praticando.', value: null, average: false },
    ]);
    expect(parseFeedback('Excesso: 140')[0]?.value).toBe(100);
    expect(parseFeedback(null)).toEqual([]);
  });
});
