import { portalToday, semesterOf } from '@portal/contracts';
import { PORTAL_TIME_ZONE } from '../../../lib/time-zone';

export type PresetId = 'semester' | 'previous-semester' | 'year' | 'last-12-months' | 'last-5-years' | 'custom';

export const PRESETS: ReadonlyArray<{ value: PresetId; label: string }> = [
  { value: 'semester', label: 'Este semestre' },
  { value: 'previous-semester', label: 'Semestre anterior' },
  { value: 'year', label: 'Este ano' },
  { value: 'last-12-months', label: 'Últimos 12 meses' },
  { value: 'last-5-years', label: 'Últimos 5 anos' },
  { value: 'custom', label: 'Personalizado' },
];

const shiftDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const minusYears = (day: string, years: number) =>
  `${Number(day.slice(0, 4)) - years}${day.slice(4)}`.replace(/-02-29$/, '-02-28');

/** The dates of a preset on a given day (the portal's calendar); `custom` keeps the semester as a start. */
export const presetPeriod = (preset: PresetId, today = portalToday(PORTAL_TIME_ZONE)): { from: string; to: string } => {
  switch (preset) {
    case 'previous-semester':
      return semesterOf(shiftDays(semesterOf(today).from, -1));
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
    case 'last-12-months':
      return { from: shiftDays(minusYears(today, 1), 1), to: today };
    case 'last-5-years':
      return { from: shiftDays(minusYears(today, 5), 1), to: today };
    default:
      return semesterOf(today);
  }
};

/** '12/2025' → 'dez/25'. */
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
export const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1] ?? ''}/${month.slice(2, 4)}`;

/** 'dd/mm/aaaa' of a YYYY-MM-DD date. */
export const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
