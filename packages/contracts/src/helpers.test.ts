import { describe, expect, it } from 'vitest';
import {
  capitalizeName,
  displayScore,
  isValidCnpj,
  isValidRegistry,
  maskCnpj,
  previewText,
  breakLines,
} from './helpers.ts';
import { STATES } from './constants.ts';
import { forgotPasswordRequestSchema, loginRequestSchema } from './auth.ts';
import { messages } from './messages.ts';
import { periodLabel } from './students.ts';

describe('helpers', () => {
  it('capitalises names', () => expect(capitalizeName('maria DA silva')).toBe('Maria Da Silva'));
  it('previews long text as 96 characters and an ellipsis', () => {
    expect(previewText('a'.repeat(128))).toBe('a'.repeat(128));
    expect(previewText('b'.repeat(129))).toBe(`${'b'.repeat(96)}...`);
  });
  it('masks and validates CNPJ', () => {
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
  });
  it('validates professional registrations', () => {
    for (const ok of [
      'CRA-SP 123456',
      'CRM/SP 12.345',
      'OAB 123',
      ' 123 ',
      'CREA-MG 12.345/D',
      'Conselho Regional São Paulo 12',
    ])
      expect(isValidRegistry(ok), ok).toBe(true);
    for (const bad of ['', '12', 'Sem número', 'CRM#123', 'CRM_123', `A${'1'.repeat(30)}`, 'CRM\n123'])
      expect(isValidRegistry(bad), bad).toBe(false);
  });
  it('shows the score divided by 10 rounded up', () => {
    expect(displayScore(71)).toBe(8);
    expect(displayScore(70)).toBe(7);
    expect(displayScore(null)).toBeNull();
  });
  it('breaks text in lines of 50', () =>
    expect(breakLines('x'.repeat(120)).map((l) => l.length)).toEqual([50, 50, 20]));
  it('lists 28 states with Ceará by name', () => {
    expect(STATES).toHaveLength(28);
    expect(STATES.find((s) => s.label === 'CE')?.value).toBe('Ceará');
  });
});

describe('auth contracts', () => {
  it('requires the e-mail with the spec message', () => {
    const r = loginRequestSchema.safeParse({ email: '  ', password: 'x' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(messages.validation.emailRequired);
  });
  it('forgot-password needs an at-sign followed by a character', () => {
    expect(forgotPasswordRequestSchema.safeParse({ email: 'a@' }).success).toBe(false);
    expect(forgotPasswordRequestSchema.safeParse({ email: 'a@b' }).success).toBe(true);
  });
});

describe('periodLabel', () => {
  it('names the period and its situation, either alone, or nothing', () => {
    expect(periodLabel('6º', 'Cursando')).toBe('6º período · Cursando');
    expect(periodLabel('4', null)).toBe('4º período');
    expect(periodLabel(null, 'Trancado')).toBe('Trancado');
    expect(periodLabel(' ', '')).toBeNull();
  });
});
