import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ANALYTICS_EXPORT_COLUMNS } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAll, type Sessions } from '../../test/access.ts';
import { seedKnownData, type KnownData } from './analytics.fixture.ts';
import { expectedOverview } from './analytics.expected.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import { createAnalyticsService } from './analytics.service.ts';
import { neutralise } from './analytics.export.ts';

let t: TestApp;
let s: Sessions;
let data: KnownData;
const H1 = { from: '2025-01-01', to: '2025-06-30' };
beforeAll(async () => {
  t = await createTestApp();
  s = await signInAll(t.app);
  data = await seedKnownData(t.database.db);
});
afterAll(() => t.close());

const parseCsv = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('export.csv', () => {
  it('streams one row per application of the period: UTF-8 with a BOM, ";" and CRLF, names as text', async () => {
    const res = await t.app.inject({ url: `/api/analytics/export.csv?from=${H1.from}&to=${H1.to}`, headers: s.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="indicadores-2025-01-01-a-2025-06-30.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = parseCsv(res.body);
    expect(lines[0]).toBe(ANALYTICS_EXPORT_COLUMNS.join(';'));
    expect(lines.length - 1).toBe(expectedOverview(data, H1).applications);
    expect(lines.filter((l) => l.includes(';Contratada;')).length).toBe(expectedOverview(data, H1).hired);
    expect(lines.filter((l) => l.includes(';Não selecionada;')).length).toBe(
      expectedOverview(data, H1).funnel[4]!.count,
    );
    const [audit] = await t.database.run.query<{ actor_label: string; details: { format: string; from: string } }>(
      "select actor_label, details from audit_log where action = 'analytics.exported' order by id desc limit 1",
      [],
    );
    expect(audit).toMatchObject({ actor_label: 'admin@demo.edu.br', details: { format: 'csv', from: H1.from } });
  });

  it('neutralises every cell a spreadsheet would run as a formula (=, +, -, @, tab, CR)', async () => {
    const body = (
      await t.app.inject({ url: '/api/analytics/export.csv?from=2024-01-01&to=2025-12-31', headers: s.admin })
    ).body;
    for (const cell of [
      `'=Vaga perigosa`,
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
      `'+SUM(1`,
      `'-2+3`,
      `'@cmd`,
      `'\tTabulado`,
      `"'\rRetorno"`,
      `"Nome; com ""aspas"""`,
    ]) {
      expect(body, cell).toContain(cell);
    }
    for (const line of parseCsv(body).slice(1)) expect(line.split(';').filter((c) => /^[=+\-@\t]/.test(c))).toEqual([]);
  });

  it("gives a representative their own companies' rows only", async () => {
    const body = (await t.app.inject({ url: `/api/analytics/export.csv?from=${H1.from}&to=${H1.to}`, headers: s.rep }))
      .body;
    const rows = parseCsv(body)
      .slice(1)
      .map((l) => l.split(';')[1]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((company) => company?.startsWith('Acme'))).toBe(true);
  });
});

describe('export.xlsx', () => {
  it('holds the figures and the rows, with neutralised text and dates as dates', async () => {
    const res = await t.app.inject({ url: `/api/analytics/export.xlsx?from=${H1.from}&to=${H1.to}`, headers: s.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const want = expectedOverview(data, H1);
    const figures = book.getWorksheet('Indicadores')!;
    expect(figures.getRow(5).values).toEqual([undefined, 'Candidaturas', want.applications]);
    const rows = book.getWorksheet('Candidaturas')!;
    expect(rows.getRow(1).values).toEqual([undefined, ...ANALYTICS_EXPORT_COLUMNS]);
    expect(rows.rowCount - 1).toBe(want.applications);
    const texts: unknown[] = [];
    rows.eachRow((row) => texts.push(...(row.values as unknown[]).slice(1, 8)));
    expect(texts.filter((v) => typeof v === 'string' && /^[=+\-@\t\r]/.test(v))).toEqual([]);
    expect(rows.getRow(2).getCell(9).value).toBeInstanceOf(Date);
  });
});

describe('export batches', () => {
  it('pages by (applied at, id): every row once, ties and microseconds across batch edges included', async () => {
    const analytics = createAnalyticsService({
      repo: createAnalyticsRepository(t.database.run),
      audit: { record: async () => undefined } as never,
    });
    const f = { from: '2021-01-01', to: '2025-12-31' };
    const ids: number[] = [];
    for await (const batch of analytics.exportRows(f, 3)) {
      expect(batch.length).toBeLessThanOrEqual(3);
      ids.push(...batch.map((r) => r.id));
    }
    expect(ids.length).toBe(expectedOverview(data, f).applications);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('neutralise leaves ordinary text alone', () => {
    expect(neutralise('Ana')).toBe('Ana');
    expect(neutralise('=1+1')).toBe("'=1+1");
    expect(neutralise('')).toBe('');
  });
});
