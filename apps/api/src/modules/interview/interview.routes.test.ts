import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageMessages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { MAX_QUESTIONS, MIN_QUESTIONS, listItems, templateQuestions } from './interview-questions.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let student: S, admin: S, rep: S, rep2: S;
let job: { id: number; title: string; status: number };
let closed: number;

beforeAll(async () => {
  t = await createTestApp();
  [student, admin, rep, rep2] = await Promise.all([
    loginAs(t.app, 'student'),
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'rep'),
    loginAs(t.app, 'rep2'),
  ]);
  const own = (await t.app.inject({ url: '/api/jobs/user?limit=100', headers: rep.headers })).json().data as Array<
    typeof job
  >;
  job = own.find((j) => j.status === 1)!;
  closed = own.find((j) => j.id !== job.id)!.id;
  await t.app.inject({ method: 'PUT', url: `/api/jobs/${closed}`, headers: rep.headers, payload: { status: 2 } });
});
afterAll(() => t.close());

type H = Record<string, string>;
const read = (id: number, headers: H) => t.app.inject({ url: `/api/interview/job/${id}`, headers });
const generate = (id_job: unknown, headers: H) =>
  t.app.inject({ method: 'POST', url: '/api/interview', headers, payload: { id_job } });

describe('interview scripts', () => {
  it('answers 404 until the script is generated, then keeps the same script', async () => {
    const before = await read(job.id, student.headers);
    expect(before.statusCode).toBe(404);
    expect(before.json().errors[0].message).toBe(stageMessages.scriptNotFound);
    const created = await generate(job.id, student.headers);
    expect(created.statusCode).toBe(201);
    const script = created.json();
    expect(script.message).toBe(`Roteiro gerado com sucesso para a vaga ${job.id}`);
    expect(script.generated_by).toBe('template');
    expect(script.questions.length).toBeGreaterThanOrEqual(MIN_QUESTIONS);
    expect(script.questions.length).toBeLessThanOrEqual(MAX_QUESTIONS);
    expect(script.script.split('\n')).toEqual(script.questions.map((q: string, i: number) => `${i + 1}. ${q}`));
    expect(script.script).toContain(job.title);
    const again = await generate(job.id, student.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().script).toBe(script.script);
    expect((await read(job.id, student.headers)).json()).toMatchObject({ job_id: job.id, script: script.script });
  });

  it('checks the job and who asks', async () => {
    for (const bad of [0, 'abc', 999_999]) {
      const res = await generate(bad, student.headers);
      expect(res.statusCode, String(bad)).toBe(422);
      expect(res.json().errors[0].message).toBe(stageMessages.invalidJob);
    }
    expect((await generate(closed, student.headers)).statusCode).toBe(422);
    expect((await generate(closed, rep.headers)).statusCode).toBe(201);
    expect((await read(closed, student.headers)).statusCode).toBe(404);
    expect((await read(job.id, rep.headers)).statusCode).toBe(200);
    expect((await read(job.id, admin.headers)).statusCode).toBe(200);
    const other = await read(job.id, rep2.headers);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('1.');
    expect((await generate(job.id, rep2.headers)).statusCode).toBe(404);
    expect((await read(job.id, {})).statusCode).toBe(401);
    expect((await read(999_999, admin.headers)).statusCode).toBe(404);
  });
});

describe('the template writer', () => {
  const base = {
    title: 'Analista de Dados Júnior',
    company: 'Acme',
    description: 'Vaga de dados.',
    requirements: null,
    assignments: null,
    experience_level: null,
  };

  it('is deterministic and uses the requirements, tasks and level', () => {
    const full = {
      ...base,
      requirements: 'SQL; Python\n- Power BI; SQL',
      assignments: 'Montar painéis. Automatizar relatórios',
      experience_level: 'Júnior',
    };
    const questions = templateQuestions(full);
    expect(templateQuestions(full)).toEqual(questions);
    expect(questions).toHaveLength(MAX_QUESTIONS);
    expect(questions.filter((q) => q.startsWith('Um dos requisitos')).map((q) => /“(.+)”/.exec(q)![1])).toEqual([
      'SQL',
      'Python',
      'Power BI',
    ]);
    expect(questions.filter((q) => q.startsWith('Uma das atribuições'))).toHaveLength(2);
    expect(questions.some((q) => q.includes('nível Júnior'))).toBe(true);
    expect(questions.at(-1)).toContain('Acme');
  });

  it('still writes eight questions for a bare job', () => {
    expect(templateQuestions(base)).toHaveLength(MIN_QUESTIONS);
    expect(listItems('  1) Excel avançado;\n* Inglês.  Boa comunicação')).toEqual([
      'Excel avançado',
      'Inglês',
      'Boa comunicação',
    ]);
  });
});
