import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipelineMessages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { applyFresh } from './pipeline.test-helpers.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let admin: S, rep: S, rep2: S, inactive: S, student: S, student2: S;
beforeAll(async () => {
  t = await createTestApp();
  [admin, rep, rep2, inactive, student, student2] = await Promise.all([
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'rep'),
    loginAs(t.app, 'rep2'),
    loginAs(t.app, 'inactive'),
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
  ]);
});
afterAll(() => t.close());

const patch = (s: S, id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/applications/${id}/stage`, headers: s.headers, payload });
const history = async (s: S, id: number) =>
  t.app.inject({ url: `/api/applications/${id}/history`, headers: s.headers });
const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();
const interview = { starts_at: inOneHour(), duration_minutes: 45, location: 'https://meet.example.com/abc' };

describe('stage moves', () => {
  it('starts received, moves through the stages, and answers the application with stage and interview', async () => {
    const { id } = await applyFresh(t, rep, student, '2024001');
    const created = (await t.app.inject({ url: `/api/applications/${id}`, headers: student.headers })).json();
    expect(created).toMatchObject({ stage: 'received', interview: null, resume_viewed_at: null, hired: false });
    const review = await patch(rep, id, { stage: 'in_review', message: 'Seu perfil está em análise.' });
    expect(review.statusCode).toBe(200);
    expect(review.json()).toMatchObject({ id, stage: 'in_review', interview: null });
    const invited = await patch(rep, id, { stage: 'interview', interview });
    expect(invited.json()).toMatchObject({
      stage: 'interview',
      interview: { duration_minutes: 45, location: interview.location },
    });
    expect(new Date(invited.json().interview.starts_at).toISOString()).toBe(interview.starts_at);
    const hired = await patch(admin, id, { stage: 'hired' });
    expect(hired.json()).toMatchObject({ stage: 'hired', hired: true, interview: null });
    const steps = (await history(student, id)).json();
    expect(steps.map((h: { stage: string; by: string }) => `${h.stage}:${h.by}`)).toEqual([
      'received:student',
      'in_review:company',
      'interview:company',
      'hired:admin',
    ]);
    // The student's own list carries the stage too.
    const mine = (await t.app.inject({ url: '/api/applications?limit=100', headers: student.headers }))
      .json()
      .data.find((a: { id: number }) => a.id === id);
    expect(mine.stage).toBe('hired');
  });

  it('refuses students, other companies, inactive representatives, bad stages, missing interview data, withdrawn applications', async () => {
    const { id } = await applyFresh(t, rep, student2, '2024002');
    expect((await patch(student2, id, { stage: 'in_review' })).statusCode).toBe(403);
    expect((await patch(rep2, id, { stage: 'in_review' })).statusCode).toBe(404);
    expect((await patch(inactive, id, { stage: 'in_review' })).statusCode).toBe(404);
    const bad = await patch(rep, id, { stage: 'contratado' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({ field: 'stage', message: pipelineMessages.invalidStage });
    expect((await patch(rep, id, { stage: 'withdrawn' })).statusCode).toBe(422);
    const noStart = await patch(rep, id, {
      stage: 'interview',
      interview: { duration_minutes: 30, location: 'Sala 2' },
    });
    expect(noStart.statusCode).toBe(422);
    expect(noStart.json().errors[0].field).toContain('starts_at');
    const noInterview = await patch(rep, id, { stage: 'interview' });
    expect(noInterview.statusCode).toBe(422);
    expect(noInterview.json().errors[0]).toMatchObject({
      field: 'interview',
      message: pipelineMessages.interviewRequired,
    });
    expect((await patch(rep, 2_000_000, { stage: 'in_review' })).statusCode).toBe(404);
    expect((await history(rep2, id)).statusCode).toBe(404);
    expect((await history(student, id)).statusCode).toBe(404);
    // Nothing of the refusals moved it.
    expect((await history(admin, id)).json().map((h: { stage: string }) => h.stage)).toEqual(['received']);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/applications/${id}`, headers: student2.headers })).statusCode,
    ).toBe(204);
    const moved = await patch(rep, id, { stage: 'in_review' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().errors[0].message).toBe(pipelineMessages.withdrawn);
  });

  it('moves in bulk all or nothing, one e-mail per student', async () => {
    const a = await applyFresh(t, rep, student, '2024001');
    const b = await applyFresh(t, rep, student2, '2024002');
    const foreign = await applyFresh(t, rep2, student, '2024001');
    const bulk = (ids: number[], s: S = rep) =>
      t.app.inject({
        method: 'POST',
        url: '/api/applications/stage',
        headers: s.headers,
        payload: { ids, stage: 'in_review' },
      });
    expect((await bulk([a.id, b.id, foreign.id])).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/applications/${a.id}`, headers: rep.headers })).json().stage).toBe(
      'received',
    );
    expect((await bulk([a.id], student)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/applications/stage',
          headers: rep.headers,
          payload: { ids: [], stage: 'in_review' },
        })
      ).statusCode,
    ).toBe(422);
    const before = t.mails().length;
    const ok = await bulk([a.id, b.id]);
    expect(ok.json()).toEqual({ updated: 2 });
    const sent = t.mails().slice(before);
    expect(sent).toHaveLength(2);
    expect(sent.some((m) => m.includes('ana.souza@aluno.demo.edu.br'))).toBe(true);
    expect(sent.some((m) => m.includes('bruno.lima@aluno.demo.edu.br'))).toBe(true);
    expect(sent.every((m) => m.includes('Em análise') && m.includes('/candidaturas'))).toBe(true);
    // Moving to where they already are changes nothing and sends nothing.
    expect((await bulk([a.id, b.id])).json()).toEqual({ updated: 0 });
    expect(t.mails()).toHaveLength(before + 2);
  });

  it("keeps the spec's PUT /hired: it sets the hired stage and back, with history", async () => {
    const { id } = await applyFresh(t, rep, student, '2024001');
    const on = await t.app.inject({ method: 'PUT', url: `/api/applications/${id}/hired`, headers: rep.headers });
    expect(on.json()).toMatchObject({ hired: true, stage: 'hired' });
    const off = await t.app.inject({ method: 'PUT', url: `/api/applications/${id}/hired`, headers: rep.headers });
    expect(off.json()).toMatchObject({ hired: false, stage: 'in_review' });
    expect((await history(rep, id)).json().map((h: { stage: string }) => h.stage)).toEqual([
      'received',
      'hired',
      'in_review',
    ]);
  });
});

describe('withdrawing and re-applying', () => {
  it('keeps a withdrawn application on the board and in the history, out of the student list; applying again reopens it', async () => {
    const { id, job_id } = await applyFresh(t, rep, student, '2024001');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/applications/${id}`, headers: student.headers })).statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/applications/${id}`, headers: student.headers })).statusCode,
    ).toBe(404);
    const mine = (await t.app.inject({ url: '/api/applications?limit=100', headers: student.headers })).json().data;
    expect(mine.some((a: { id: number }) => a.id === id)).toBe(false);
    const board = (
      await t.app.inject({ url: `/api/applications?job_id=${job_id}&stage=withdrawn`, headers: rep.headers })
    ).json().data;
    expect(board.map((a: { id: number }) => a.id)).toContain(id);
    expect((await history(rep, id)).json().at(-1)).toMatchObject({ stage: 'withdrawn', by: 'student' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: student.headers,
      payload: { job_id, ra: '2024001' },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id, stage: 'received' });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: student.headers,
      payload: { job_id, ra: '2024001' },
    });
    expect(dup.statusCode).toBe(409);
  });
});

describe('e-mails, preference, resume viewed, audit', () => {
  it('sends the interview invitation, its update and its cancellation as calendar parts', async () => {
    const { id } = await applyFresh(t, rep, student, '2024001');
    const before = t.mails().length;
    await patch(rep, id, { stage: 'interview', interview });
    await patch(rep, id, { stage: 'interview', interview: { ...interview, location: 'Sala 3' } });
    await patch(rep, id, {
      stage: 'rejected',
      reason: 'Processo seletivo encerrado',
      message: 'Obrigado pela participação.',
    });
    const [invite = '', update = '', cancel = ''] = t.mails().slice(before);
    expect(invite).toMatch(/text\/calendar; ?(charset=utf-8; ?)?method=REQUEST/i);
    expect(invite).toContain('BEGIN:VCALENDAR');
    expect(invite).toContain('SEQUENCE:0');
    expect(update).toContain('SEQUENCE:1');
    expect(update).toContain('LOCATION:Sala 3');
    expect(cancel).toContain('METHOD:CANCEL');
    expect(cancel).toContain('SEQUENCE:2');
    expect(cancel).toContain('Processo seletivo encerrado');
    const uid = (m: string) => /UID:(\S+)/.exec(m)?.[1];
    expect(uid(update)).toBe(uid(invite));
    expect(uid(cancel)).toBe(uid(invite));
    const app = (await t.app.inject({ url: `/api/applications/${id}`, headers: student.headers })).json();
    expect(app).toMatchObject({ stage: 'rejected', rejection_reason: 'Processo seletivo encerrado', interview: null });
  });

  it('lets a student turn stage e-mails off; interview invitations still go', async () => {
    const url = `/api/students/${student2.student_id}/stage-emails`;
    expect((await t.app.inject({ url, headers: student2.headers })).json()).toEqual({ enabled: true });
    expect((await t.app.inject({ url, headers: student.headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: student2.headers, payload: { enabled: 'não' } })).statusCode,
    ).toBe(422);
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: student2.headers, payload: { enabled: false } })).json(),
    ).toEqual({ enabled: false });
    const { id } = await applyFresh(t, rep, student2, '2024002');
    const before = t.mails().length;
    await patch(rep, id, { stage: 'in_review' });
    expect(t.mails()).toHaveLength(before);
    await patch(rep, id, { stage: 'interview', interview });
    expect(t.mails()).toHaveLength(before + 1);
    expect(t.mails().at(-1)).toContain('METHOD:REQUEST');
    await t.app.inject({ method: 'PUT', url, headers: student2.headers, payload: { enabled: true } });
  });

  it("marks 'Currículo visualizado' when the company's staff open the resume for that job, not for admins", async () => {
    const a = await applyFresh(t, rep, student2, '2024002');
    const b = await applyFresh(t, rep, student2, '2024002');
    const viewed = async (id: number) =>
      (await t.app.inject({ url: `/api/applications/${id}`, headers: student2.headers })).json().resume_viewed_at;
    await t.app.inject({ url: `/api/students/${student2.student_id}?job_id=${a.job_id}`, headers: admin.headers });
    expect(await viewed(a.id)).toBeNull();
    expect(
      (await t.app.inject({ url: `/api/students/${student2.student_id}?job_id=${a.job_id}`, headers: rep.headers }))
        .statusCode,
    ).toBe(200);
    expect(await viewed(a.id)).not.toBeNull();
    expect(await viewed(b.id)).toBeNull();
  });

  it('records each change in the audit log with from and to', async () => {
    const { id } = await applyFresh(t, rep, student, '2024001');
    await patch(rep, id, { stage: 'in_review' });
    const log = (
      await t.app.inject({ url: '/api/audit-log?action=application.stage_changed&limit=100', headers: admin.headers })
    ).json().data;
    const entry = log.find((e: { target_id: number }) => e.target_id === id);
    expect(entry).toMatchObject({
      action: 'application.stage_changed',
      actor_label: 'rh@acme.com.br',
      details: { from: 'received', to: 'in_review' },
    });
  });
});
