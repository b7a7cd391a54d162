import { describe, expect, it } from 'vitest';
import { monthLabel, presetPeriod } from './periods';

describe('period presets', () => {
  it('work out each preset on a given day', () => {
    expect(presetPeriod('semester', '2026-11-26')).toEqual({ from: '2026-07-01', to: '2026-12-31' });
    expect(presetPeriod('previous-semester', '2026-11-26')).toEqual({ from: '2026-01-01', to: '2026-06-30' });
    expect(presetPeriod('previous-semester', '2026-03-01')).toEqual({ from: '2025-07-01', to: '2025-12-31' });
    expect(presetPeriod('year', '2026-03-01')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(presetPeriod('last-12-months', '2026-03-01')).toEqual({ from: '2025-03-02', to: '2026-03-01' });
    expect(presetPeriod('last-5-years', '2028-02-29')).toEqual({ from: '2023-03-01', to: '2028-02-29' });
  });

  it('labels months in Portuguese', () => {
    expect(monthLabel('2025-12')).toBe('dez/25');
    expect(monthLabel('2026-01')).toBe('jan/26');
  });
});
