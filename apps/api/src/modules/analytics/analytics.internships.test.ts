import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_INTERNSHIP_COLUMNS, type AnalyticsOverview } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { signInParties, tcePayload } from '../internships/internships.test-helpers.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let s: Awaited<ReturnType<typeof signInParties>>;
let clockFile: string;
const setToday = (day: string) => writeFileSync(clockFile, String(Date.parse(`${day}T15:00:00Z`) - Date.now()));
const YEAR = 'from=2027-01-01&to=2027-12-31';

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: S, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: who.headers, payload });
const active = async (over: Record<string, unknown>, who: S) => {
  const id = (await call('POST', '/api/internships', s.rep, tcePayload({ companies_id: s.acme, ...over }))).json()
    .id as number;
  await call('POST', `/api/internships/${id}/submit`, s.rep);
  for (const [p, password] of [
    [who, 'Aluno@1234'],
    [s.rep, 'Empresa@123'],
    [s.admin, 'Admin@12345'],
  ] as const)
    expect((await call('POST', `/api/internships/${id}/signatures`, p, { password })).statusCode).toBe(201);
  return (await call('GET', `/api/internships/${id}`, who)).json();
};

beforeAll(async () => {
  clockFile = join(mkdtempSync(join(tmpdir(), 'portal-clock-')), 'offset');
  writeFileSync(clockFile, '0');
  t = await createTestApp({ CLOCK_OFFSET_FILE: clockFile }, { demo: true });
  s = await signInParties(t);
  setToday('2027-01-15');
  const a = await active({ starts_on: '2027-02-01', ends_on: '2027-07-31' }, s.student);
  const b = await active({ ra: '2024002', starts_on: '2027-03-01', ends_on: '2027-04-30' }, s.student2);
  // B's report on time, B completed; A's report still owed on 10 August.
  setToday('2027-04-20');
  const rid = b.reports[0].id as number;
  await call('PUT', `/api/internships/${b.id}/reports/${rid}`, s.student2, { activities: 'Telas e testes' });
  setToday('2027-04-30');
  const done = { evaluation: 'Ótimo', activities_summary: 'Telas e testes' };
  expect((await call('POST', `/api/internships/${b.id}/completion`, s.rep, done)).statusCode).toBe(200);
  expect(a.reports).toHaveLength(1);
  setToday('2027-08-10');
});
afterAll(() => t.close());

describe('Indicadores: internships', () => {
  it('counts active by course and company, started and completed per month, reports on time, mean duration', async () => {
    const o = (await call('GET', `/api/analytics/overview?${YEAR}`, s.admin)).json() as AnalyticsOverview;
    expect(o.internships).toMatchObject({
      active: 2,
      started: 2,
      completed: 1,
      reports_on_time: 1,
      reports_overdue: 1,
      mean_duration_days: 61,
      by_company: [{ company_id: s.acme, company: 'Acme Tecnologia', active: 2 }],
    });
    expect(o.internships.by_course.reduce((n, c) => n + c.active, 0)).toBe(2);
    expect(o.internships.by_month).toHaveLength(12);
    expect(o.internships.by_month.filter((m) => m.started || m.completed)).toEqual([
      { month: '2027-02', started: 1, completed: 0 },
      { month: '2027-03', started: 1, completed: 0 },
      { month: '2027-04', started: 0, completed: 1 },
    ]);
    // A period before any internship, and another company's representative: nothing.
    const before = (await call('GET', '/api/analytics/overview?from=2026-01-01&to=2026-06-30', s.admin)).json();
    expect(before.internships).toMatchObject({ active: 0, started: 0, mean_duration_days: null });
    const gamma = (await call('GET', `/api/analytics/overview?${YEAR}`, s.rep2)).json() as AnalyticsOverview;
    expect(gamma.internships.active).toBe(0);
    const acme = (await call('GET', `/api/analytics/overview?${YEAR}`, s.rep)).json() as AnalyticsOverview;
    expect(acme.internships.active).toBe(2);
  });

  it('exports one row per internship in the CSV and in a sheet of the XLSX', async () => {
    const csv = await call('GET', `/api/analytics/internships.csv?${YEAR}`, s.admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="estagios-2027-01-01-a-2027-12-31.csv"');
    const rows: string[][] = parse(csv.body.replace(/^\uFEFF/, ''), { delimiter: ';' });
    expect(rows[0]).toEqual([...ANALYTICS_INTERNSHIP_COLUMNS]);
    expect(rows.slice(1).map((r) => [r[1], r[4], r[5], r[6], r[7], r[8]])).toEqual([
      ['2024001', '01/02/2027', '31/07/2027', 'Ativo', '0', '1'],
      ['2024002', '01/03/2027', '30/04/2027', 'Concluído', '1', '0'],
    ]);
    expect((await call('GET', `/api/analytics/internships.csv?${YEAR}`, s.student)).statusCode).toBe(403);

    const xlsx = await call('GET', `/api/analytics/export.xlsx?${YEAR}`, s.admin);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Estágios')!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).values).toEqual([undefined, ...ANALYTICS_INTERNSHIP_COLUMNS]);
    const figures = book.getWorksheet('Indicadores')!;
    const labels = figures.getColumn(1).values;
    expect(labels).toContain('Estágios ativos no período');
    expect(labels).toContain('Relatórios de estágio atrasados');
  });
});
