import { PREVIEW_LENGTH, PREVIEW_THRESHOLD, ABOUT_LINE_LENGTH } from './constants.ts';

/** 'maria DA silva' -> 'Maria Da Silva' (the student greeting). */
export const capitalizeName = (name: string): string =>
  name
    .toLocaleLowerCase('pt-BR')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toLocaleUpperCase('pt-BR') + w.slice(1))
    .join(' ');

/** Job card preview: over 128 characters, the first 96 and an ellipsis. */
export const previewText = (text: string): string =>
  text.length > PREVIEW_THRESHOLD ? `${text.slice(0, PREVIEW_LENGTH)}...` : text;

/** Mask 00.000.000/0000-00 applied while typing. */
export const maskCnpj = (value: string): string => {
  const d = value.replace(/\D/g, '').slice(0, 14);
  return d
    .replace(/^(\d{2})(\d)/, '$1.$2')
    .replace(/^(\d{2})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d)/, '.$1/$2')
    .replace(/(\d{4})(\d)/, '$1-$2');
};

/** CNPJ check digits (mod 11). */
export const isValidCnpj = (value: string): boolean => {
  const d = value.replace(/\D/g, '');
  if (d.length !== 14 || /^(\d)\1+$/.test(d)) return false;
  const digit = (len: number) => {
    let sum = 0;
    let weight = len - 7;
    for (let i = 0; i < len; i++) {
      sum += Number(d[i]) * weight--;
      if (weight < 2) weight = 9;
    }
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return digit(12) === Number(d[12]) && digit(13) === Number(d[13]);
};

/**
 * Professional registration number ('CRA-SP 123456', 'CRM/SP 12.345'): 3 to 30 letters, digits,
 * '/', '-', '.' and spaces, with at least one digit. Councils format them differently, so the
 * rule only keeps out what no registration looks like (a name, a sentence, symbols).
 */
export const isValidRegistry = (value: string): boolean => {
  const v = value.trim();
  return /^[\p{L}\d/.\- ]{3,30}$/u.test(v) && /\d/.test(v);
};

/** AI average (0-100) shown divided by 10, rounded up. */
export const displayScore = (avg: number | null | undefined): number | null =>
  avg == null ? null : Math.ceil(avg / 10);

/** Company 'about' text broken into lines of 50 characters. */
export const breakLines = (text: string, size = ABOUT_LINE_LENGTH): string[] => {
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += size) lines.push(text.slice(i, i + size));
  return lines;
};
