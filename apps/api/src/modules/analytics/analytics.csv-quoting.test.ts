import { text } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvStream } from './analytics.export.ts';
import type { ExportRow } from './analytics.repository.ts';

const HOSTILE = [
  'Dev Jr,=HYPERLINK("http://evil.example","x")',
  'Dev Jr;+SUM(1;2)',
  'Dev Jr\t-2+3',
  'Estágio\r@cmd',
  'Linha\n=1+1',
  '=Vaga perigosa',
  'Nome "com" aspas',
];

const row = (job: string, i: number): ExportRow => ({
  id: i,
  applied_at: new Date(Date.UTC(2025, 0, 1)),
  key_at: '',
  job,
  company: `Acme,@empresa ${i}`,
  contract_type: null,
  state: 'SP',
  city: 'São Paulo',
  course: null,
  student: 'Ana',
  ra: '-2025001',
  stage: 'received',
  hired_at: null,
});

const exported = async () =>
  (
    await text(
      csvStream(
        (async function* () {
          yield HOSTILE.map(row);
        })(),
      ),
    )
  ).replace(/^\uFEFF/, '');

/** A spreadsheet runs a cell as a formula when it starts with one of these. */
const FORMULA = /^[=+\-@\t\r]/;

describe('CSV export quoting (RFC 4180) and formula neutralisation', () => {
  it('quotes every cell, doubling quotes, and reads back the same text with an RFC 4180 reader', async () => {
    const body = await exported();
    const lines = body.split('\r\n').filter(Boolean);
    expect(lines[0]!.startsWith('"')).toBe(true);
    const rows: string[][] = parse(body, { delimiter: ';' });
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      `Dev Jr,'=HYPERLINK("http://evil.example","x")`,
      `Dev Jr;'+SUM(1;2)`,
      `Dev Jr\t'-2+3`,
      `Estágio\r'@cmd`,
      `Linha\n'=1+1`,
      `'=Vaga perigosa`,
      'Nome "com" aspas',
    ]);
    expect(rows[1]![7]).toBe(`'-2025001`);
  });

  for (const delimiter of [',', ';', '\t']) {
    it(`leaves no cell a formula for a reader splitting on ${JSON.stringify(delimiter)}`, async () => {
      const body = await exported();
      const quoted: string[][] = parse(body, { delimiter, relax_quotes: true, relax_column_count: true });
      const naive = body.split(/\r\n|\r|\n/).map((line) => line.split(delimiter));
      for (const cells of [...quoted, ...naive]) {
        expect(cells.filter((cell) => FORMULA.test(cell))).toEqual([]);
        expect(cells.filter((cell) => FORMULA.test(cell.replace(/^"/, '')))).toEqual([]);
      }
    });
  }
});
