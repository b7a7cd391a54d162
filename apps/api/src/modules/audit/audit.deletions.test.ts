import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditMessages, type AuditAction, type StudentExport } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { multipart } from '../../test/multipart.ts';
import { createAudition, registerFivePhotos } from '../stage/stage.test-helpers.ts';
import { entries, last, UA } from './audit.test-helpers.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let admin: S, rep: S, ana: S, bruno: S;
beforeAll(async () => {
  t = await createTestApp();
  [admin, rep, ana, bruno] = await Promise.all([
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'rep'),
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
  ]);
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, who: S, payload?: object) =>
  t.app.inject({ method, url, headers: { ...UA, ...who.headers }, ...(payload && { payload }) });
const remove = async (url: string, who: S) => {
  const res = await call('DELETE', url, who);
  expect(res.statusCode, res.body).toBe(204);
};
/** The newest entry of the action was written by `who`, from the test's address and browser, about `target`. */
const expectRecorded = async (action: AuditAction, who: S, target: { type: string; id: number; label?: string }) => {
  expect(await last(t, action)).toMatchObject({
    actor_user_id: who.user_id,
    ip: '127.0.0.1',
    user_agent: 'audit-test/1.0',
    target_type: target.type,
    target_id: target.id,
    ...(target.label !== undefined && { target_label: target.label }),
  });
};

describe('deletions', () => {
  it('records the deletion of resume items and applications, with ids only', async () => {
    const mine = (
      await call('POST', `/api/students/${ana.student_id}/export`, ana, { password: 'Aluno@1234' })
    ).json() as StudentExport;
    await expectRecorded('student.exported', ana, { type: 'student', id: ana.student_id! });
    const [skill, experience, event, application] = [
      mine.skills[0]!,
      mine.professional_experiences[0]!,
      mine.events[0]!,
      mine.applications[0]!,
    ];
    await remove(`/api/skills/${skill.id}`, ana);
    await expectRecorded('skill.deleted', ana, { type: 'skill', id: skill.id });
    await remove(`/api/professional-experiences/${experience.id}`, ana);
    await expectRecorded('experience.deleted', ana, { type: 'experience', id: experience.id });
    await remove(`/api/events/${event.id}`, ana);
    await expectRecorded('event.deleted', ana, { type: 'event', id: event.id });
    // A student's withdrawal keeps the application (withdrawn, docs/decisions/011-hiring-pipeline.md): a stage change.
    await remove(`/api/applications/${application.id}`, ana);
    await expectRecorded('application.stage_changed', ana, {
      type: 'application',
      id: application.id,
      label: application.job_title,
    });
    expect((await last(t, 'application.stage_changed'))!.details).toMatchObject({ to: 'withdrawn' });
    await remove(`/api/applications/${application.id}`, rep);
    await expectRecorded('application.deleted', rep, {
      type: 'application',
      id: application.id,
      label: application.job_title,
    });
    expect((await last(t, 'skill.deleted'))!.details).toEqual({ student_id: ana.student_id });
    // The text of her items is hers: it is not copied into the log.
    expect(JSON.stringify(await entries(t, 'experience.deleted'))).not.toContain(experience.company_name);
  });

  it('records the deletion of jobs, companies, guidance cards and contract types', async () => {
    const job = (await call('GET', '/api/jobs', admin)).json().data[0] as { id: number; title: string };
    await remove(`/api/jobs/${job.id}`, admin);
    await expectRecorded('job.deleted', admin, { type: 'job', id: job.id, label: job.title });

    const form = await multipart({
      name: 'Delta Ltda',
      cnpj: '11.444.777/0001-61',
      about: 'Sobre',
      area: 'Tecnologia',
      email_curriculum: 'cv@delta.com',
    });
    const company = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: { ...rep.headers, ...form.headers },
      payload: form.payload,
    });
    expect(company.statusCode, company.body).toBe(201);
    await remove(`/api/companies/${company.json().id}`, rep);
    await expectRecorded('company.deleted', rep, { type: 'company', id: company.json().id, label: 'Delta Ltda' });

    const card = (await call('GET', '/api/orientations', admin)).json().data[0] as { id: number; title: string };
    await remove(`/api/orientations/${card.id}`, admin);
    await expectRecorded('orientation.deleted', admin, { type: 'orientation', id: card.id, label: card.title });

    const created = await call('POST', '/api/contract-types', admin, { name: 'Jovem aprendiz (auditoria)' });
    expect(created.statusCode, created.body).toBe(201);
    const type = created.json() as { id: number };
    await remove(`/api/contract-types/${type.id}`, admin);
    await expectRecorded('contract_type.deleted', admin, {
      type: 'contract_type',
      id: type.id,
      label: 'Jovem aprendiz (auditoria)',
    });
  });

  it('records the deletion of auditions and biometric photos', async () => {
    await registerFivePhotos(t.app, bruno.headers);
    const audition = await createAudition(t.app, bruno.headers, { activity_id: 71 });
    await remove(`/api/stage/auditions/${audition.id}`, bruno);
    await expectRecorded('audition.deleted', bruno, { type: 'audition', id: audition.id });
    const photo = (await call('GET', '/api/stage/biometrics', bruno)).json().data[0] as { id: number };
    await remove(`/api/stage/biometrics/${photo.id}`, bruno);
    await expectRecorded('biometric.deleted', bruno, { type: 'biometric', id: photo.id });
  });
});

describe('LGPD export and erasure', () => {
  it('records both; the erasure leaves ids and addresses but no e-mail or RA of the person', async () => {
    const typo = await t.app.inject({
      method: 'POST',
      url: '/api/login-student',
      headers: UA,
      payload: { ra: '2024002', password: 'errada-123' },
    });
    expect(typo.statusCode).toBe(401);
    expect(
      (await call('POST', `/api/students/${bruno.student_id}/export`, admin, { password: 'Admin@12345' })).statusCode,
    ).toBe(200);
    await expectRecorded('student.exported', admin, { type: 'student', id: bruno.student_id! });
    const erased = await call('DELETE', `/api/students/${bruno.student_id}/data-deletion`, admin, {
      confirm: 'excluir',
      password: 'Admin@12345',
    });
    expect(erased.statusCode, erased.body).toBe(200);
    await expectRecorded('student.erased', admin, { type: 'student', id: bruno.student_id! });
    expect(await last(t, 'student.erased')).toMatchObject({
      actor_label: 'admin@demo.edu.br',
      details: { user_id: bruno.user_id },
    });

    const all = (
      await Promise.all(
        (['login.success', 'login.failure', 'audition.deleted', 'biometric.deleted'] as const).map((a) =>
          entries(t, a),
        ),
      )
    ).flat();
    const his = all.filter((e) => e.actor_user_id === bruno.user_id || e.target_id === bruno.user_id);
    expect(his.length).toBeGreaterThanOrEqual(4);
    expect(his.every((e) => e.actor_label === auditMessages.removedPerson && e.ip === '127.0.0.1')).toBe(true);
    expect(JSON.stringify(all)).not.toMatch(/bruno|2024002/i);
    // Other people's entries keep their names.
    expect(
      all.filter((e) => e.actor_user_id === ana.user_id).every((e) => e.actor_label === 'ana.souza@aluno.demo.edu.br'),
    ).toBe(true);
  });

  it('leaves a student who erases their own data unnamed in the entry of the erasure', async () => {
    expect(
      (
        await call('POST', `/api/students/${ana.student_id}/data-deletion`, ana, {
          confirm: 'excluir',
          password: 'Aluno@1234',
        })
      ).statusCode,
    ).toBe(200);
    expect(await last(t, 'student.erased')).toMatchObject({
      actor_user_id: ana.user_id,
      actor_label: auditMessages.removedPerson,
    });
    expect(JSON.stringify(await entries(t, 'student.exported'))).not.toContain('ana.souza');
  });
});
