import { describe, expect, it } from 'vitest';
import { hoursDone } from './internships.records.ts';

describe('hours done for the termo de realização', () => {
  it('counts each stretch at its weekly hours, less the recess', () => {
    // 28 days at 30 h/week: 120 h.
    expect(hoursDone('2027-02-01', '2027-02-28', 30, [], 0)).toBe(120);
    // 7 days of recess at 30 h/week: 30 h less.
    expect(hoursDone('2027-02-01', '2027-02-28', 30, [], 7)).toBe(90);
    // 14 days at 30 h, then 14 days at 20 h from the day the amendment was signed.
    const amendment = {
      changes: { hours_per_week: 20 },
      previous: { hours_per_week: 30 },
      activated_at: new Date('2027-02-15T15:00:00Z'),
    };
    expect(hoursDone('2027-02-01', '2027-02-28', 20, [amendment], 0)).toBe(100);
  });
});
