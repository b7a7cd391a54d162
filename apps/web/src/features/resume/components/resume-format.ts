import { studentMessages } from '@portal/contracts';

/** The date part of a 'YYYY-MM-DD' or ISO timestamp, or null when it is not a date. */
const dateParts = (value: string | null | undefined): [string, string, string] | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? [match[1] ?? '', match[2] ?? '', match[3] ?? ''] : null;
};

/** '14/05/2003'; 'Data não informada' for a missing date (docs/spec/08-messages.md#empty-states-and-placeholders). */
export const formatDay = (value: string | null | undefined): string => {
  const parts = dateParts(value);
  return parts ? `${parts[2]}/${parts[1]}/${parts[0]}` : studentMessages.placeholders.date;
};

/** '03/2023'. */
const formatMonth = (value: string | null | undefined): string | null => {
  const parts = dateParts(value);
  return parts ? `${parts[1]}/${parts[0]}` : null;
};

/** An experience's period by month: '03/2023 – 02/2024', or '03/2023 – atual' while it lasts. */
export const formatMonthPeriod = (started: string | null | undefined, finished: string | null | undefined): string => {
  const from = formatMonth(started);
  if (!from) return studentMessages.placeholders.date;
  return `${from} – ${formatMonth(finished) ?? 'atual'}`;
};

/** An event's dates: one day ('19/08/2023') or a range ('10/09/2024 – 13/09/2024'). */
export const formatDayPeriod = (started: string | null | undefined, finished: string | null | undefined): string => {
  const from = formatDay(started);
  if (!dateParts(started)) return from;
  if (!dateParts(finished) || finished?.slice(0, 10) === started?.slice(0, 10)) return from;
  return `${from} – ${formatDay(finished)}`;
};

/** The value a date input holds ('YYYY-MM-DD'), or '' for none. */
export const toDateInput = (value: string | null | undefined): string =>
  value?.slice(0, 10).match(/^\d{4}-\d{2}-\d{2}$/)?.[0] ?? '';

/** 'Rua X, 100 – São Paulo - SP, CEP 01310-100'; null when no part is known. */
export const formatAddress = (s: {
  address?: string | null;
  number?: string | null;
  city?: string | null;
  state?: string | null;
  cep?: string | null;
}): string | null => {
  const street = [s.address, s.number].filter(Boolean).join(', ');
  const place = [s.city, s.state].filter(Boolean).join(' - ');
  const parts = [street, place, s.cep ? `CEP ${s.cep}` : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
};

/** A CEP as typed, masked 00000-000. */
export const maskCep = (value: string): string => {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
};

/** A Brazilian phone as typed: '(11) 98765-4321' or '(11) 3456-7890'. */
export const maskPhone = (value: string): string => {
  const digits = value.replace(/\D/g, '').slice(0, 11);
  if (digits.length <= 2) return digits.length ? `(${digits}` : '';
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  const split = rest.length > 8 ? 5 : 4;
  return rest.length > split ? `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}` : `(${area}) ${rest}`;
};
