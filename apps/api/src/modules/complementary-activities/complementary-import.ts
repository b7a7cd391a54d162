import { COMPLEMENTARY_IMPORT_MAX_ROWS, type ComplementaryImportResult } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
// The users module's RFC 4180 reader: a pure function, shared rather than copied.
import { csvColumns, parseCsv } from '../../lib/csv.ts';
import type { ComplementaryActivitiesRepository } from './complementary-activities.repository.ts';

type Column = 'ra' | 'descricao' | 'used' | 'max';
const HEADERS: Record<string, Column> = {
  ra: 'ra',
  modalidade: 'descricao',
  descricao: 'descricao',
  descrição: 'descricao',
  carga_horaria_aproveitada: 'used',
  horas_aproveitadas: 'used',
  aproveitada: 'used',
  carga_horaria_maxima: 'max',
  carga_horaria_máxima: 'max',
  horas_maximas: 'max',
  maxima: 'max',
};
const REQUIRED: Record<Column, string> = {
  ra: 'ra',
  descricao: 'modalidade',
  used: 'carga_horaria_aproveitada',
  max: 'carga_horaria_maxima',
};
const MAX_HOURS = 999_999;

/** Hours as the spreadsheet writes them: "12", "12.5" or "12,5". */
const hours = (v: string): number | null => {
  if (!/^\d{1,6}([.,]\d{1,2})?$/.test(v)) return null;
  const n = Number(v.replace(',', '.'));
  return n <= MAX_HOURS ? n : null;
};

/** Checks every row first (the preview); saves only when not a dry run, skipping invalid rows. */
export const importComplementaryActivities = async (
  csv: string,
  dryRun: boolean,
  repo: ComplementaryActivitiesRepository,
): Promise<ComplementaryImportResult> => {
  const columns = csvColumns<Column>(csv, HEADERS, REQUIRED);
  const [, ...lines] = parseCsv(csv);
  if (lines.length > COMPLEMENTARY_IMPORT_MAX_ROWS)
    throw AppError.validation('csv', `Máximo de ${COMPLEMENTARY_IMPORT_MAX_ROWS} linhas por arquivo`);
  const records = lines.map((cells, i) => {
    const get = (key: Column) => (cells[columns.indexOf(key)] ?? '').trim();
    return { line: i + 2, ra: get('ra'), descricao: get('descricao'), used: get('used'), max: get('max') };
  });
  const studentIds = await repo.studentIdsByRa([...new Set(records.map((r) => r.ra).filter(Boolean))]);
  const seen = new Set<string>();
  const rows = records.map((r) => {
    const errors: string[] = [];
    const used = hours(r.used);
    const max = hours(r.max);
    if (!studentIds.has(r.ra)) errors.push(`RA não encontrado: ${r.ra || '(vazio)'}`);
    if (!r.descricao) errors.push('Modalidade obrigatória');
    else if (r.descricao.length > 160) errors.push('Modalidade com mais de 160 caracteres');
    if (used === null) errors.push('Carga horária aproveitada inválida');
    if (max === null) errors.push('Carga horária máxima inválida');
    const key = `${r.ra}|${r.descricao.toLowerCase()}`;
    if (seen.has(key)) errors.push('Linha repetida para este RA e modalidade');
    seen.add(key);
    return {
      line: r.line,
      ra: r.ra,
      descricao: r.descricao,
      carga_horaria_aproveitada: used,
      carga_horaria_maxima: max,
      errors,
      status: errors.length ? ('invalid' as const) : ('valid' as const),
    };
  });
  const valid = rows.filter((r) => !r.errors.length);
  if (dryRun) return { rows, saved: 0, skipped: rows.length - valid.length, dry_run: true };
  await repo.upsert(
    valid.map((r) => ({
      student_id: studentIds.get(r.ra)!,
      descricao: r.descricao,
      carga_horaria_aproveitada: r.carga_horaria_aproveitada!,
      carga_horaria_maxima: r.carga_horaria_maxima!,
    })),
  );
  return {
    rows: rows.map((r) => ({ ...r, status: r.errors.length ? ('skipped' as const) : ('saved' as const) })),
    saved: valid.length,
    skipped: rows.length - valid.length,
    dry_run: false,
  };
};
