import { describe, expect, it } from 'vitest';
import { criteriaParts, suggestAlertName } from './alert-criteria';

describe('alert criteria', () => {
  it('names an alert after the search it came from', () => {
    expect(suggestAlertName({ title: ' estágio ', state: 'SP', city: 'Campinas' })).toBe('estágio em Campinas - SP');
    expect(suggestAlertName({ title: 'java', state: '', city: '' })).toBe('java');
    expect(suggestAlertName({ title: '', state: 'Ceará', city: '' })).toBe('CE');
    expect(suggestAlertName({ title: 'x'.repeat(100), state: '', city: '' })).toHaveLength(80);
  });

  it('lists only the criteria that were given', () => {
    expect(criteriaParts({ title: 'dados', state: 'PI', city: 'Teresina' })).toEqual(['"dados"', 'Teresina', 'PI']);
    expect(criteriaParts({ title: null, state: 'Ceará', city: ' ' })).toEqual(['CE']);
  });
});
