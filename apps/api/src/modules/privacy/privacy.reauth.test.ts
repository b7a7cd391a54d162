import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@portal/contracts';
import { auditLog, privacyAudit } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

// An LGPD export or erasure asks for the caller's own password again (docs/decisions/016-security-hardening.md).
let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let admin: S, ana: S, bruno: S;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' });
  [admin, ana, bruno] = await Promise.all([
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
  ]);
});
afterAll(() => t.close());

const exportOf = (who: S, studentId: number, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/students/${studentId}/export`, headers: who.headers, payload });
const erase = (who: S, studentId: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/students/${studentId}/data-deletion`, headers: who.headers, payload });
const fieldError = (res: Awaited<ReturnType<typeof exportOf>>) => {
  expect(res.statusCode).toBe(422);
  return res.json().errors as Array<{ field: string; message: string }>;
};
const exportsOf = async (studentId: number) =>
  (await t.database.db.select().from(privacyAudit).where(eq(privacyAudit.student_id, studentId))).length;

describe('the data export', () => {
  it('is no longer a GET a session alone can fetch', async () => {
    const get = await t.app.inject({ url: `/api/students/${ana.student_id}/export`, headers: ana.headers });
    expect(get.statusCode).toBe(404);
    expect(get.body).not.toContain('2024001');
  });

  it('needs the password: missing or wrong is 422 on the field, nothing is exported', async () => {
    expect(fieldError(await exportOf(ana, ana.student_id!, {}))).toEqual([
      expect.objectContaining({ field: 'password', message: messages.validation.passwordRequired }),
    ]);
    const wrong = await exportOf(ana, ana.student_id!, { password: 'Errada@1234' });
    expect(fieldError(wrong)).toEqual([
      expect.objectContaining({ field: 'password', message: messages.session.reauthWrong }),
    ]);
    expect(wrong.body).not.toContain('ana.souza');
    // The administrator types their own password, not the student's.
    expect(fieldError(await exportOf(admin, ana.student_id!, { password: 'Aluno@1234' }))[0]!.field).toBe('password');
    expect(await exportsOf(ana.student_id!)).toBe(0);

    const ok = await exportOf(ana, ana.student_id!, { password: 'Aluno@1234' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-disposition']).toBe('attachment; filename="meus-dados-2024001.json"');
    expect((await exportOf(admin, ana.student_id!, { password: 'Admin@12345' })).statusCode).toBe(200);
    expect(await exportsOf(ana.student_id!)).toBe(2);
  });

  it('counts wrong passwords like failed sign-ins: past the limit 429, even with the right one, and a lockout audited', async () => {
    // The right password above reset the count; three wrong ones reach the limit of 3.
    for (let i = 0; i < 3; i++)
      expect((await exportOf(ana, ana.student_id!, { password: `Errada@${i}` })).statusCode).toBe(422);
    const locked = await exportOf(ana, ana.student_id!, { password: 'Aluno@1234' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ errors: [{ message: messages.session.tooManyAttempts }] });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The same key as a password change: the erasure is locked too.
    expect((await erase(ana, ana.student_id!, { confirm: 'excluir', password: 'Aluno@1234' })).statusCode).toBe(429);
    const lockouts = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'login.locked'));
    expect(lockouts.map((l) => l.target_id)).toContain(ana.user_id);
    // Another account is not affected.
    expect((await exportOf(bruno, bruno.student_id!, { password: 'Aluno@1234' })).statusCode).toBe(200);
  });
});

describe('the erasure', () => {
  it('needs the password besides the typed word; wrong keeps every row', async () => {
    const url = `/api/students/${bruno.student_id}`;
    expect(fieldError(await erase(bruno, bruno.student_id!, { confirm: 'excluir' }))).toEqual([
      expect.objectContaining({ field: 'password', message: messages.validation.passwordRequired }),
    ]);
    expect(fieldError(await erase(bruno, bruno.student_id!, { confirm: 'excluir', password: 'Errada@1' }))).toEqual([
      expect.objectContaining({ field: 'password', message: messages.session.reauthWrong }),
    ]);
    expect(
      fieldError(await erase(admin, bruno.student_id!, { confirm: 'excluir', password: 'Aluno@1234' }))[0],
    ).toMatchObject({
      field: 'password',
    });
    expect((await t.app.inject({ url, headers: bruno.headers })).statusCode).toBe(200);

    const done = await erase(bruno, bruno.student_id!, { confirm: 'excluir', password: 'Aluno@1234' });
    expect(done.statusCode).toBe(200);
    expect(done.json().signed_out).toBe(true);
    expect((await t.app.inject({ url, headers: admin.headers })).statusCode).toBe(404);
  });
});
