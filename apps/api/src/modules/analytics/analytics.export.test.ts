import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
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
/** The cells, as a spreadsheet in Portuguese reads them (RFC 4180, ';'). */
const cellsOf = (body: string): string[][] => parse(body.replace(/^\uFEFF/, ''), { delimiter: ';' });

describe('export.csv', () => {
  it('streams one row per application of the period: UTF-8 with a BOM, ";" and CRLF, names as text', async () => {
    const res = await t.app.inject({ url: `/api/analytics/export.csv?from=${H1.from}&to=${H1.to}`, headers: s.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="indicadores-2025-01-01-a-2025-06-30.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = parseCsv(res.body);
    expect(lines[0]).toBe(ANALYTICS_EXPORT_COLUMNS.map((c) => `"${c}"`).join(';'));
    expect(lines.length - 1).toBe(expectedOverview(data, H1).applications);
    expect(lines.filter((l) => l.includes(';"Contratada";')).length).toBe(expectedOverview(data, H1).hired);
    expect(lines.filter((l) => l.includes(';"Não selecionada";')).length).toBe(
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
    for (const cells of cellsOf(body).slice(1)) expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
  });

  it("gives a representative their own companies' rows only", async () => {
    const body = (await t.app.inject({ url: `/api/analytics/export.csv?from=${H1.from}&to=${H1.to}`, headers: s.rep }))
      .body;
    const rows = cellsOf(body)
      .slice(1)
      .map((cells) => cells[1]);
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

  it('reads every value as the database holds it: dates to the millisecond, nulls, text', async () => {
    const repo = createAnalyticsRepository(t.database.run);
    const batch = await repo.exportBatch({ from: '2021-01-01', to: '2025-12-31' }, null, 100_000);
    const want = await t.database.run.query<Record<string, unknown>>(
      `select a.id, a.created_at as applied_at, a.created_at::text as key_at, j.title as job, c.name as company,
          ct.name as contract_type, j.state, j.city, co.name as course, u.name as student, s.ra, a.stage, a.hired_at
        from applications a join jobs j on j.id = a.job_id join students s on s.id = a.student_id
        join companies c on c.id = j.companies_id left join contract_types ct on ct.id = j.contract_types_id
        left join courses co on co.id = s.id_course join users u on u.id = s.id_user
        where a.id = any($1) order by a.created_at, a.id`,
      [batch.map((r) => r.id)],
    );
    expect(batch.length).toBe(expectedOverview(data, { from: '2021-01-01', to: '2025-12-31' }).applications);
    expect(batch.map((r) => ({ ...r }))).toEqual(want.map((r) => ({ ...r, id: Number(r.id) })));
    expect(batch.some((r) => r.hired_at instanceof Date)).toBe(true);
  });

  // PostgreSQL only: PGlite's rows are not the driver's. A row object per application is what V8
  // pretenured, growing the old generation by the whole export (docs/decisions/013-indicators.md).
  it.runIf(process.env.TEST_DATABASE_URL)('builds no driver row object for the rows it exports', async () => {
    const analytics = createAnalyticsService({
      repo: createAnalyticsRepository(t.database.run),
      audit: { record: async () => undefined } as never,
    });
    // Counts the row objects the driver builds, whichever query asks for them.
    const proto = pg.Query.prototype as unknown as { handleDataRow(msg: unknown): void };
    const handleDataRow = proto.handleDataRow;
    let driverRows = 0;
    proto.handleDataRow = function (this: unknown, msg: unknown) {
      driverRows++;
      handleDataRow.call(this, msg);
    };
    let rows = 0;
    try {
      for await (const batch of analytics.exportRows({ from: '2021-01-01', to: '2025-12-31' }, 7)) rows += batch.length;
    } finally {
      proto.handleDataRow = handleDataRow;
    }
    expect(rows).toBeGreaterThan(7);
    expect(driverRows).toBe(0);
  });

  it('a failing read rejects and gives its connection back', async () => {
    for (let i = 0; i < 25; i++) {
      await expect(t.database.run.eachRow('select no_such_column', [], () => undefined)).rejects.toThrow();
      await expect(
        t.database.run.eachRow('select 1::text', [], () => {
          throw new Error('row handler');
        }),
      ).rejects.toThrow('row handler');
    }
    const seen: unknown[] = [];
    await t.database.run.eachRow(`select 'a', null::text`, [], (fields) => seen.push(fields));
    expect(seen).toEqual([['a', null]]);
  });

  it('neutralise leaves ordinary text alone', () => {
    expect(neutralise('Ana')).toBe('Ana');
    expect(neutralise('=1+1')).toBe("'=1+1");
    expect(neutralise('')).toBe('');
  });
});
