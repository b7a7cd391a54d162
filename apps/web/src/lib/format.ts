import { PORTAL_TIME_ZONE } from './time-zone';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: PORTAL_TIME_ZONE,
});
const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** '03/05/2025 14:20' in the portal's time zone; '' for a missing or bad date. */
export const formatDateTime = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
};

/** 'Inscrições até 31/12/2026' for a closing date ('YYYY-MM-DD'); '' for none. */
export const closingDateLabel = (iso: string | null | undefined): string =>
  iso ? `Inscrições até ${iso.split('-').reverse().join('/')}` : '';

/** 'R$ 1.500,00'; '' for none. */
export const formatMoney = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : money.format(value);
