import { describe, expect, it } from 'vitest';
import { resultsText } from './results-text';

describe('resultsText', () => {
  it('counts the results and names the title only when one was given', () => {
    expect(resultsText({ total: 2, capped: false }, 'programacao')).toBe('2 Resultados encontrados para programacao');
    expect(resultsText({ total: 37 }, '  ')).toBe('37 Resultados encontrados');
  });

  it('says a capped count is a lower bound', () => {
    expect(resultsText({ total: 1000, capped: true }, '')).toBe('1000+ Resultados encontrados');
    expect(resultsText({ total: 1000, capped: true }, 'analista')).toBe('1000+ Resultados encontrados para analista');
  });
});
