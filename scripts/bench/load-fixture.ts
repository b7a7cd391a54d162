// The load bench's fixture: 200 students imported through the CSV import and signed in, the
// staff signed in with their jobs, and varied student searches built from the open jobs.
export const STUDENTS = 200;
export const STUDENT_PASSWORD = 'Carga@12345';

type Json = Record<string, unknown>;

export const api = async <T = Json>(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<T> => {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? null : await res.json()) as T;
};

/** Runs `fn` over `items`, `width` at a time. */
export const pool = async <T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> => {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
};

const stripAccents = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

export interface Fixture {
  students: Array<{ ra: string; token: string }>;
  staff: Array<{ email: string; password: string; token: string; admin: boolean; jobIds: number[] }>;
  jobIds: number[];
  searches: string[];
}

/** 200 students through the CSV import, everyone signed in, the jobs and varied searches. */
export const prepare = async (base: string): Promise<Fixture> => {
  const adminLogin = { email: 'admin@demo.edu.br', password: 'Admin@12345' };
  const admin = await api<{ token: string }>(base, 'POST', '/login', undefined, adminLogin);
  const { data: courses } = await api<{ data: Array<{ name: string }> }>(base, 'GET', '/courses', admin.token);
  const rows = Array.from({ length: STUDENTS }, (_, i) => {
    const n = String(i + 1).padStart(4, '0');
    return `C${n},Aluno Carga ${n},carga${n}@aluno.bench.edu.br,${courses[i % courses.length]!.name},${STUDENT_PASSWORD}`;
  });
  const imported = await api<{ created: number }>(base, 'POST', '/users/import', admin.token, {
    csv: ['ra,nome,email,curso,senha', ...rows].join('\n'),
    dry_run: false,
  });
  if (imported.created !== STUDENTS) throw new Error(`imported ${imported.created} of ${STUDENTS} students`);
  const students = await pool(
    rows.map((r) => r.split(',')[0]!),
    4,
    async (ra) => ({
      ra,
      token: (
        await api<{ token: string }>(base, 'POST', '/login-student', undefined, { ra, password: STUDENT_PASSWORD })
      ).token,
    }),
  );

  const staffAccounts = [
    { ...adminLogin, admin: true },
    { email: 'rh@acme.com.br', password: 'Empresa@123', admin: false },
    { email: 'talentos@gamma.com.br', password: 'Empresa@123', admin: false },
  ];
  const staff = await pool(staffAccounts, 3, async (a) => {
    const { token } = await api<{ token: string }>(base, 'POST', '/login', undefined, {
      email: a.email,
      password: a.password,
    });
    const jobs = await api<{ data: Array<{ id: number }> }>(
      base,
      'GET',
      a.admin ? '/jobs?limit=100' : '/jobs/user?limit=100',
      token,
    );
    return { ...a, token, jobIds: jobs.data.map((j) => j.id) };
  });

  const open = await api<{ data: Array<{ id: number; title: string; state: string; city: string }> }>(
    base,
    'GET',
    '/jobs-for-student?limit=50',
    students[0]!.token,
  );
  const words = [
    ...new Set(
      open.data.flatMap((j) =>
        j.title
          .toLowerCase()
          .split(/\s+/)
          .filter((w) => w.length > 3),
      ),
    ),
  ];
  const states = [...new Set(open.data.map((j) => j.state))];
  const cities = [...new Set(open.data.map((j) => j.city))];
  const q = (o: Record<string, string>) => new URLSearchParams(o).toString();
  const searches = [
    q({}),
    q({ page: '2' }),
    ...words.flatMap((w) => [
      q({ title: w }),
      q({ title: stripAccents(w).toUpperCase() }),
      q({ title: w.slice(0, 4) }),
    ]),
    ...states.map((s) => q({ state: s })),
    ...cities.map((c) => q({ city: c })),
    ...words.slice(0, 6).flatMap((w) => states.slice(0, 3).map((s) => q({ title: w, state: s }))),
    q({ title: 'inexistente' }),
    q({ title: 'zzzz', city: 'Nenhuma' }),
  ];
  return { students, staff, jobIds: open.data.map((j) => j.id), searches };
};
