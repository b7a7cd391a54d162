import {
  DEFAULT_COURSE_LEVEL,
  INTERNSHIP_HOUR_LIMITS,
  INTERNSHIP_MAX_YEARS_SAME_COMPANY as YEARS_SAME_COMPANY,
  internshipMessages as m,
  SUPERVISOR_MAX_INTERNS,
  type CourseLevel,
  type CreateInternship,
  type ErrorItem,
  REPORT_INTERVAL_MONTHS,
} from '@portal/contracts';

const DAY_MS = 86_400_000;
/** Days of a period, both ends included. */
export const daysOf = (startsOn: string, endsOn: string): number =>
  Math.round((Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`)) / DAY_MS) + 1;

/** Recess (art. 13): 30 days per 12 months of the period, proportional, whole days rounded down. */
export const recessDays = (startsOn: string, endsOn: string): number =>
  Math.floor((daysOf(startsOn, endsOn) * 30) / 365);

/** Days in the 2 years from `startsOn` (art. 11), leap days included. */
const twoYearsFrom = (startsOn: string): number => {
  const end = new Date(`${startsOn}T00:00:00Z`);
  end.setUTCFullYear(end.getUTCFullYear() + YEARS_SAME_COMPANY);
  return Math.round((end.getTime() - Date.parse(`${startsOn}T00:00:00Z`)) / DAY_MS);
};

export interface LawFacts {
  level?: CourseLevel;
  disability: boolean;
  /** The student's other internships at the same company (not cancelled). */
  otherPeriods: Array<{ starts_on: string; ends_on: string }>;
  supervisorLoad: number;
  hasAgreement: boolean;
}

/**
 * Every refusal of Lei 11.788/2008 for a TCE, each on its field with the article in its message
 * (docs/spec/08-messages.md#internships). Empty: the TCE is lawful.
 */
export const lawRefusals = (input: CreateInternship, facts: LawFacts): ErrorItem[] => {
  const errors: ErrorItem[] = [];
  const refuse = (field: string, message: string, rule: string) => errors.push({ field, rule, message });
  const limits = INTERNSHIP_HOUR_LIMITS[facts.level ?? DEFAULT_COURSE_LEVEL];
  if (input.hours_per_day > limits.day) refuse('hours_per_day', m.hoursPerDay(limits.day), 'art_10');
  if (input.hours_per_week > limits.week) refuse('hours_per_week', m.hoursPerWeek(limits.week), 'art_10');
  if (input.ends_on < input.starts_on) refuse('ends_on', m.endsBeforeStart, 'art_11');
  else if (!facts.disability) {
    const periods = [...facts.otherPeriods, input];
    const total = periods.reduce((sum, p) => sum + daysOf(p.starts_on, p.ends_on), 0);
    if (total > twoYearsFrom(periods.map((p) => p.starts_on).sort()[0]!)) refuse('ends_on', m.tooLong, 'art_11');
  }
  if (input.kind === 'optional') {
    if (!(input.stipend_cents > 0)) refuse('stipend_cents', m.stipend, 'art_12');
    if (!(input.transport_aid_cents > 0)) refuse('transport_aid_cents', m.transportAid, 'art_12');
  }
  if (facts.supervisorLoad >= SUPERVISOR_MAX_INTERNS) refuse('supervisor', m.supervisorFull, 'art_9_III');
  if (!facts.hasAgreement && input.ends_on >= input.starts_on) refuse('companies_id', m.noAgreement, 'art_8');
  return errors;
};

/** `on` plus `months`, the day kept or, past the month's end, its last day (Aug 31 + 6 = Feb 28). */
export const addMonths = (on: string, months: number): string => {
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
};

/** Activity reports (art. 7 IV, art. 9 VII): every `interval` months from the start, and one at the end. */
export const reportDueDates = (startsOn: string, endsOn: string, interval = REPORT_INTERVAL_MONTHS): string[] => {
  const due: string[] = [];
  for (let n = 1; addMonths(startsOn, n * interval) < endsOn; n++) due.push(addMonths(startsOn, n * interval));
  return [...due, endsOn];
};

/** The last day of a recess of `days` days from `startsOn`. */
export const lastDayOf = (startsOn: string, days: number): string =>
  new Date(Date.parse(`${startsOn}T00:00:00Z`) + (days - 1) * DAY_MS).toISOString().slice(0, 10);
