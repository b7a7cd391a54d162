import { ROLE_ID } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../lib/access.ts';
import { notYours } from '../lib/access.ts';
import { createAccess } from './access.ts';

const user = (role_id: AuthUser['role_id'], id = 7): AuthUser => ({
  id,
  name: 'x',
  email: 'x@example.org',
  role_id,
  is_active: true,
  student_id: null,
  must_change_password: false,
});
const admin = user(ROLE_ID.admin, 1);
const rep = user(ROLE_ID.representative, 7);
const student = user(ROLE_ID.student, 9);

/** Owner checks as the modules give them: the representative 7 owns the objects under 100. */
const ready = () => {
  const access = createAccess();
  const mine = async (actor: AuthUser, id: number | undefined) => {
    if (id !== undefined && (id >= 100 || actor.id !== 7)) throw notYours('Convênio não encontrado');
  };
  access.define({ agreement: mine, 'agreements.company': mine }, 'agreements');
  access.define({ company: mine, 'companies.representative': mine }, 'companies');
  const stage = ['stage.self', 'stage.audition.visible', 'stage.audition.own', 'stage.biometric', 'stage.captions'];
  access.define(Object.fromEntries(stage.map((kind) => [kind, mine])), 'stage');
  access.define({ 'analysis.submission': mine }, 'analysis');
  access.define({ 'interview.job': mine }, 'interview');
  return access;
};

describe('requireAccess (docs/decisions/024-route-table.md)', () => {
  it('answers 401 without a user and 403 for a role the permission does not list', async () => {
    const access = ready();
    await expect(access.requireAccess(null, 'agreements.read', 1)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(access.requireAccess(student, 'agreements.read', 1)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(access.requireAccess(rep, 'agreements.manage')).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses another owner’s object as missing, with the check’s message; admins own everything', async () => {
    const access = ready();
    await expect(access.requireAccess(rep, 'agreements.read', [1, 2])).resolves.toBe(rep);
    await expect(access.requireAccess(rep, 'agreements.read', [1, 100])).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Convênio não encontrado',
    });
    await expect(access.requireAccess(admin, 'agreements.read', 100)).resolves.toBe(admin);
  });

  it('stops the start-up when an owner check is missing or given twice', () => {
    const access = createAccess();
    access.define({ agreement: async () => undefined }, 'agreements');
    expect(() => access.assertComplete()).toThrow("needs an owner check of 'agreements.company'");
    expect(() => access.define({ agreement: async () => undefined }, 'again')).toThrow(
      "Access: module 'again' checks the owner of 'agreement' again",
    );
    expect(() => ready().assertComplete()).not.toThrow();
  });
});
