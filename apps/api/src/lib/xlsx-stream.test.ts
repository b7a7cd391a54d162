import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { xlsxStream, type XlsxCell } from './xlsx-stream.ts';

const read = async (stream: AsyncIterable<Buffer>): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
};

describe('xlsxStream', () => {
  it('writes a workbook Excel readers open: text as written, numbers, dates, empty cells, sheet names', async () => {
    const when = new Date(Date.UTC(2025, 0, 2, 3, 4));
    const rows: XlsxCell[][] = [
      ['Texto', 'Número', 'Data'],
      ['a <b> & "c"', 1.5, when],
      ["'\tTabulado", null, null],
      ["'\rRetorno", 0, when],
      ['Ação', -2, null],
    ];
    const file = await read(
      xlsxStream([
        { name: 'Números', widths: [20, 10, 16], batches: [rows.slice(0, 2)] },
        {
          name: 'Lotes',
          widths: [20],
          batches: (async function* () {
            yield rows.slice(0, 3);
            yield [];
            yield rows.slice(3);
          })(),
        },
      ]),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Números', 'Lotes']);
    const sheet = book.getWorksheet('Lotes')!;
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(2).values).toEqual([undefined, 'a <b> & "c"', 1.5, when]);
    expect(sheet.getRow(3).getCell(1).value).toBe("'\tTabulado");
    expect(sheet.getRow(3).getCell(2).value).toBeNull();
    expect(sheet.getRow(4).values).toEqual([undefined, "'\rRetorno", 0, when]);
    expect(sheet.getRow(5).getCell(1).value).toBe('Ação');
    expect(sheet.getColumn(1).width).toBe(20);

    // Every entry's CRC and sizes, as an unzip tool checks them.
    const dir = mkdtempSync(join(tmpdir(), 'xlsx-stream-'));
    try {
      writeFileSync(join(dir, 'book.xlsx'), file);
      expect(execFileSync('unzip', ['-t', join(dir, 'book.xlsx')], { encoding: 'utf8' })).toContain('No errors');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the next batch only when the reader has taken the previous one (no rows pile up)', async () => {
    let produced = 0;
    const batches = (async function* () {
      for (let b = 0; b < 1000; b++) {
        produced++;
        // Text that does not compress away, so each batch fills zlib's buffers.
        yield Array.from({ length: 100 }, (_, i): XlsxCell[] => [`${b}-${i}-${Math.random()}`, Math.random()]);
      }
    })();
    const stream = xlsxStream([{ name: 'Linhas', widths: [30, 10], batches }]);
    const it = stream[Symbol.asyncIterator]();
    await it.next();
    await it.next();
    // Nobody reads: the buffers between the rows and the reader fill, then the rows stop coming;
    // a push writer would go on to the thousandth batch.
    await vi.waitFor(() => expect(stream.readableLength).toBeGreaterThanOrEqual(stream.readableHighWaterMark));
    await vi.waitFor(async () => {
      const asked = produced;
      for (let turn = 0; turn < 50; turn++) await new Promise((resolve) => setImmediate(resolve));
      expect(produced).toBe(asked);
    });
    expect(produced).toBeLessThan(50);
    await it.return?.();
  });
});
