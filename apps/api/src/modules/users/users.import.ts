import {
  COURSE_NOT_FOUND,
  EMAIL_PATTERN,
  PASSWORD_MIN_LENGTH,
  STUDENT_IMPORT_MAX_ROWS,
  type StudentImportResult,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { csvColumns, parseCsv } from '../../lib/csv.ts';

type Column = 'ra' | 'name' | 'email' | 'course' | 'password';
const HEADERS: Record<string, Column> = {
  ra: 'ra',
  nome: 'name',
  name: 'name',
  email: 'email',
  'e-mail': 'email',
  curso: 'course',
  course: 'course',
  senha: 'password',
  password: 'password',
};
const REQUIRED = { ra: 'ra', name: 'nome', email: 'email', course: 'curso' } as const;
/** A course named with other case or accents is the same course, as its unique index says. */
const courseKey = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR').trim();
/** Rows stored per transaction. */
const WRITE_CHUNK = 500;

export interface ImportDeps {
  courses(): Promise<Array<{ id: number; name: string }>>;
  existing(ras: string[], emails: string[]): Promise<{ ras: Set<string>; emails: Set<string> }>;
  /** Stores valid rows at once; answers which e-mails were created and which were taken meanwhile. */
  createMany(
    rows: Array<{ ra: string; name: string; email: string; courseId: number; password?: string }>,
  ): Promise<{ created: Set<string>; emailTaken: Set<string> }>;
  welcome(email: string, name: string): Promise<void>;
}

/** Checks every row first (the preview); writes only when not a dry run, skipping invalid rows. */
export const importStudents = async (csv: string, dryRun: boolean, deps: ImportDeps): Promise<StudentImportResult> => {
  const columns = csvColumns<Column>(csv, HEADERS, REQUIRED);
  const [, ...lines] = parseCsv(csv);
  if (lines.length > STUDENT_IMPORT_MAX_ROWS)
    throw AppError.validation('csv', `Máximo de ${STUDENT_IMPORT_MAX_ROWS} linhas por arquivo`);
  const records = lines.map((cells, i) => {
    const get = (key: Column) => (cells[columns.indexOf(key)] ?? '').trim();
    return {
      line: i + 2,
      ra: get('ra'),
      name: get('name'),
      email: get('email').toLowerCase(),
      course: get('course'),
      password: get('password'),
    };
  });
  const courses = new Map((await deps.courses()).map((c) => [courseKey(c.name), c.id]));
  const taken = await deps.existing(
    records.map((r) => r.ra),
    records.map((r) => r.email),
  );
  const seenRa = new Set<string>();
  const seenEmail = new Set<string>();
  const rows = records.map((r) => {
    const errors: string[] = [];
    if (!/^[0-9A-Za-z.-]{1,32}$/.test(r.ra)) errors.push('RA inválido');
    else if (taken.ras.has(r.ra) || seenRa.has(r.ra)) errors.push('RA já cadastrado');
    if (!r.name) errors.push('Nome obrigatório');
    if (!EMAIL_PATTERN.test(r.email)) errors.push('E-mail inválido');
    else if (taken.emails.has(r.email) || seenEmail.has(r.email)) errors.push('E-mail já cadastrado');
    if (!courses.has(courseKey(r.course))) errors.push(`${COURSE_NOT_FOUND}${r.course || '(vazio)'}`);
    if (r.password && r.password.length < PASSWORD_MIN_LENGTH) errors.push('Senha com menos de 8 caracteres');
    seenRa.add(r.ra);
    seenEmail.add(r.email);
    return { ...r, errors, status: errors.length ? ('invalid' as const) : ('valid' as const) };
  });
  if (dryRun)
    return {
      rows: rows.map(({ password: _p, ...r }) => r),
      created: 0,
      skipped: rows.filter((r) => r.errors.length).length,
      dry_run: true,
    };

  const valid = rows.filter((r) => !r.errors.length);
  /** Per valid line: null when created, else why it was skipped at write time. */
  const outcome = new Map<number, string | null>();
  for (let i = 0; i < valid.length; i += WRITE_CHUNK) {
    const chunk = valid.slice(i, i + WRITE_CHUNK);
    const result = await deps.createMany(
      chunk.map((r) => ({
        ra: r.ra,
        name: r.name,
        email: r.email,
        courseId: courses.get(courseKey(r.course))!,
        password: r.password || undefined,
      })),
    );
    for (const r of chunk) {
      outcome.set(
        r.line,
        result.created.has(r.email)
          ? null
          : result.emailTaken.has(r.email)
            ? 'E-mail já cadastrado'
            : 'RA já cadastrado',
      );
    }
  }
  const out = rows.map(({ password: _p, ...r }) => {
    const late = outcome.get(r.line);
    if (late === null) return { ...r, status: 'created' as const };
    return { ...r, errors: late ? [late] : r.errors, status: 'skipped' as const };
  });
  // Without a password in the file, the student chooses one through a welcome link.
  for (const r of valid) if (!r.password && outcome.get(r.line) === null) await deps.welcome(r.email, r.name);
  const created = out.filter((r) => r.status === 'created').length;
  return { rows: out, created, skipped: out.length - created, dry_run: false };
};
