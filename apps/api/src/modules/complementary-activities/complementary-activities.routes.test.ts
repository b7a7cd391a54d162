import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ComplementaryActivities } from '@portal/contracts';
import { complementaryActivities, students } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let admin: S, rep: S, inactive: S, ana: S, bruno: S;
beforeAll(async () => {
  t = await createTestApp();
  [admin, rep, inactive, ana, bruno] = await Promise.all([
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'rep'),
    loginAs(t.app, 'inactive'),
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
  ]);
});
afterAll(() => t.close());

const chart = (id: number | null, headers?: Record<string, string>) =>
  t.app.inject({ url: `/api/students/${id}/complementary-activities`, headers });
const importCsv = (csv: string, dry_run: boolean, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/complementary-activities/import', headers, payload: { csv, dry_run } });

describe('the chart from the embedded table', () => {
  it('answers hours used and maximum per modality from the demo data', async () => {
    const res = await chart(ana.student_id, ana.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ComplementaryActivities;
    expect(body.source).toBe('embedded');
    expect(body.course).toEqual({ name: 'Ciência da Computação' });
    expect(body.data).toContainEqual({
      descricao: 'Atividades de extensão',
      carga_horaria_aproveitada: 60,
      carga_horaria_maxima: 60,
    });
    expect(body.data).toHaveLength(5);
  });

  it('answers an empty list when the student has a course but no hours (no data to chart)', async () => {
    const body = (await chart(bruno.student_id, bruno.headers)).json() as ComplementaryActivities;
    expect(body).toEqual({ source: 'embedded', course: { name: 'Administração' }, data: [] });
  });

  it('follows the resume access rules', async () => {
    expect((await chart(ana.student_id, admin.headers)).statusCode).toBe(200);
    expect((await chart(ana.student_id, rep.headers)).statusCode).toBe(200);
    expect((await chart(ana.student_id)).statusCode).toBe(401);
    expect((await chart(ana.student_id, bruno.headers)).statusCode).toBe(404);
    expect((await chart(bruno.student_id, inactive.headers)).statusCode).toBe(404);
    expect((await chart(999999, admin.headers)).statusCode).toBe(404);
  });
});

describe('the CSV import', () => {
  const csv = [
    'ra;modalidade;carga_horaria_aproveitada;carga_horaria_maxima',
    '2024002;Atividades de extensão;12,5;40',
    '2024002;Monitoria;10;20',
    '2024001;Atividades de ensino;50;60',
    '9999999;Monitoria;1;2',
    '2024002;;abc;-1',
    '2024002;Monitoria;5;20',
  ].join('\n');

  it('previews every row with its errors and writes nothing on a dry run', async () => {
    const res = await importCsv(csv, true);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ dry_run: true, saved: 0, skipped: 3 });
    expect(body.rows[0]).toMatchObject({
      line: 2,
      ra: '2024002',
      carga_horaria_aproveitada: 12.5,
      carga_horaria_maxima: 40,
      status: 'valid',
    });
    expect(body.rows[3].errors).toEqual(['RA não encontrado: 9999999']);
    expect(body.rows[4].errors).toEqual([
      'Modalidade obrigatória',
      'Carga horária aproveitada inválida',
      'Carga horária máxima inválida',
    ]);
    expect(body.rows[5].errors).toEqual(['Linha repetida para este RA e modalidade']);
    expect((await chart(bruno.student_id, bruno.headers)).json().data).toEqual([]);
  });

  it('saves the valid rows, replacing the hours of a modality already there', async () => {
    const res = await importCsv(csv, false);
    expect(res.json()).toMatchObject({ dry_run: false, saved: 3, skipped: 3 });
    const bruno2 = (await chart(bruno.student_id, bruno.headers)).json() as ComplementaryActivities;
    expect(bruno2.data).toEqual([
      { descricao: 'Atividades de extensão', carga_horaria_aproveitada: 12.5, carga_horaria_maxima: 40 },
      { descricao: 'Monitoria', carga_horaria_aproveitada: 10, carga_horaria_maxima: 20 },
    ]);
    const anaChart = (await chart(ana.student_id, ana.headers)).json() as ComplementaryActivities;
    expect(anaChart.data).toContainEqual({
      descricao: 'Atividades de ensino',
      carga_horaria_aproveitada: 50,
      carga_horaria_maxima: 60,
    });
    expect(anaChart.data).toHaveLength(5);
  });

  it('refuses a file without the required columns and anyone but an administrator', async () => {
    const noColumn = await importCsv('ra,modalidade\n2024001,Monitoria', true);
    expect(noColumn.statusCode).toBe(422);
    expect(noColumn.json().errors[0]).toMatchObject({
      field: 'csv',
      message: 'Coluna obrigatória ausente: carga_horaria_aproveitada',
    });
    expect((await importCsv('', true)).statusCode).toBe(422);
    expect((await importCsv(csv, false, rep.headers)).statusCode).toBe(403);
    expect((await importCsv(csv, false, ana.headers)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/complementary-activities/import',
          payload: { csv, dry_run: false },
        })
      ).statusCode,
    ).toBe(401);
  });
});

it("answers no course ('Nenhum curso encontrado.') when the student has neither a course nor hours", async () => {
  await t.database.db.delete(complementaryActivities).where(eq(complementaryActivities.student_id, bruno.student_id!));
  await t.database.db.update(students).set({ id_course: null }).where(eq(students.id, bruno.student_id!));
  expect((await chart(bruno.student_id, bruno.headers)).json()).toEqual({ source: 'embedded', course: null, data: [] });
});
