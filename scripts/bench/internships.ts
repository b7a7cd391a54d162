// Internships (docs/decisions/018-internships-tce.md): 1,000 TCEs created, sent, signed by the
// three parties and frozen as PDFs on PostgreSQL. Prints the p50/p95 of each step, the last
// signature (the one that builds and stores the PDF) apart, and the process's RSS every 100 TCEs.
// The three accounts' passwords are re-hashed with cheap scrypt parameters: the password check
// of a signature is the sign-in's, measured by the security section; here it would only add noise.
import { loadavg } from 'node:os';
import { eq, inArray } from 'drizzle-orm';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import { bootstrap } from '../../apps/api/src/db/seed/bootstrap.ts';
import { seedDemo } from '../../apps/api/src/db/seed/demo.ts';
import { agreements, companies, students, users } from '../../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../../apps/api/src/lib/password.ts';
import { benchEnv, buildBenchApp, createBenchDatabase } from './bench-app.ts';
import { stats } from './timing.ts';
import { buildTcePdf } from '../../apps/api/src/modules/internships/internships.pdf.ts';

const COUNT = Number(process.env.BENCH_INTERNSHIPS ?? 1000);
const PDF_P95_TARGET_MS = 300;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const mb = () => (process.memoryUsage().rss / 1_048_576).toFixed(0);
/** The JavaScript heap in use: what a leak grows; RSS also holds what the collector has not returned. */
const heap = () => (process.memoryUsage().heapUsed / 1_048_576).toFixed(0);

export const benchInternships = async () => {
  console.info(`load average at start (1, 5, 15 min): ${load()}`);
  const server = await createBenchDatabase('bench_internships');
  console.info(`PostgreSQL ${server.version}`);
  const { dir, env } = benchEnv('internships');
  const { database } = server;
  try {
    await runMigrations(database);
    await bootstrap(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    await seedDemo(database.db);
    const db = database.db;
    const [acme] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Acme Tecnologia'));
    await db
      .insert(agreements)
      .values({ companies_id: acme!.id, number: 'CV-BENCH', starts_on: '2020-01-01', ends_on: '2040-12-31' });
    // One student with many TCEs at one company: recorded with a disability, so art. 11 allows it.
    await db.update(students).set({ disability: true }).where(eq(students.ra, '2024001'));
    const app = await buildBenchApp(env, database, dir);
    const login = async (url: string, payload: object) =>
      ({ authorization: `Bearer ${(await app.inject({ method: 'POST', url, payload })).json().token}` }) as Record<
        string,
        string
      >;
    const rep = await login('/api/login', { email: 'rh@acme.com.br', password: 'Empresa@123' });
    const admin = await login('/api/login', { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    const student = await login('/api/login-student', { ra: '2024001', password: 'Aluno@1234' });
    // After the sign-ins, which would hash them again with the production parameters.
    const cheap = { N: 1024, r: 8, p: 1 };
    const emails = ['rh@acme.com.br', env.ADMIN_EMAIL, 'ana.souza@aluno.demo.edu.br'];
    const passwords: Record<string, string> = {
      'rh@acme.com.br': 'Empresa@123',
      [env.ADMIN_EMAIL]: env.ADMIN_PASSWORD,
    };
    passwords['ana.souza@aluno.demo.edu.br'] = 'Aluno@1234';
    for (const email of emails)
      await db
        .update(users)
        .set({ password_hash: await hashPassword(passwords[email]!, cheap) })
        .where(inArray(users.email, [email]));
    const terms = (await app.inject({ url: '/api/terms' })).json() as Array<{ id: number; type: string }>;
    const term = terms.filter((x) => x.type === 'aluno').at(-1)!;
    const [ana] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'ana.souza@aluno.demo.edu.br'));
    await app.inject({
      method: 'POST',
      url: '/api/terms/sign',
      headers: student,
      payload: { user_id: ana!.id, term_id: term.id },
    });

    const times = { create: [] as number[], submit: [] as number[], sign: [] as number[], last: [] as number[] };
    const step = async (into: number[], url: string, headers: Record<string, string>, payload?: object) => {
      const t0 = performance.now();
      const res = await app.inject({ method: 'POST', url, headers, payload });
      into.push(performance.now() - t0);
      if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return res.json() as { id: number };
    };
    console.info(`  ${COUNT} TCEs, one at a time; RSS at start ${mb()} MB (heap ${heap()})`);
    const rss: string[] = [];
    for (let i = 0; i < COUNT; i++) {
      const { id } = await step(times.create, '/api/internships', rep, {
        ra: '2024001',
        companies_id: acme!.id,
        kind: 'optional',
        starts_on: '2027-01-01',
        ends_on: '2027-12-31',
        hours_per_day: 6,
        hours_per_week: 30,
        stipend_cents: 150000,
        transport_aid_cents: 20000,
        insurer: 'Seguradora Bench S.A.',
        policy_number: `AP-${i}`,
        supervisor: {
          name: 'Supervisora Bench',
          email: `sup${i}@acme.com.br`,
          position: 'Gerente',
          education: 'Computação',
        },
        advisor: { name: 'Prof. Orientador', email: 'orientador@demo.edu.br' },
        activities: ['Desenvolver telas do sistema interno', 'Escrever testes automatizados', 'Documentar as APIs'],
      });
      await step(times.submit, `/api/internships/${id}/submit`, rep);
      await step(times.sign, `/api/internships/${id}/signatures`, student, { password: 'Aluno@1234' });
      await step(times.sign, `/api/internships/${id}/signatures`, rep, { password: 'Empresa@123' });
      await step(times.last, `/api/internships/${id}/signatures`, admin, { password: env.ADMIN_PASSWORD });
      if ((i + 1) % 100 === 0) rss.push(`${i + 1}: ${mb()} MB (heap ${heap()})`);
    }
    const line = (label: string, t: number[]) => {
      const s = stats(t);
      console.info(
        `  ${label.padEnd(52)} p50 ${s.p50.toFixed(1).padStart(6)} ms  p95 ${s.p95.toFixed(1).padStart(6)} ms`,
      );
      return s.p95;
    };
    line('POST /api/internships (create, law checks)', times.create);
    line('POST /api/internships/:id/submit', times.submit);
    line('POST .../signatures, student and company', times.sign);
    const last = line('POST .../signatures, university (builds + stores the PDF)', times.last);
    console.info(`  RSS (JS heap in use) every 100 TCEs: ${rss.join(', ')}`);
    console.info(
      `  TARGET PDF step p95 < ${PDF_P95_TARGET_MS} ms (the last signature, whole request): ${last.toFixed(0)} ms ${last < PDF_P95_TARGET_MS ? 'OK' : 'MISSED'}`,
    );
    // The PDF alone (pdf-lib, the QR code), without the request, the transaction and the disk.
    const sections = Array.from({ length: 10 }, (_, i) => ({
      heading: `Cláusula ${i + 1}ª`,
      paragraphs: ['Texto da cláusula do termo de compromisso de estágio, com a lei e o artigo citados. '.repeat(4)],
    }));
    const pdfTimes: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t0 = performance.now();
      await buildTcePdf({
        title: 'Termo de Compromisso de Estágio',
        sections,
        termsSha256: 'a'.repeat(64),
        signatures: (['student', 'company', 'institution'] as const).map((party) => ({
          party,
          name: 'Nome da Parte',
          signed_at: new Date(),
          method: 'assinatura eletrônica simples, com senha',
        })),
        verificationCode: 'ABCDEFGHJKLMNPQR',
        verificationUrl: 'http://localhost:3000/validar/ABCDEFGHJKLMNPQR',
        at: new Date(),
      });
      pdfTimes.push(performance.now() - t0);
    }
    line('buildTcePdf alone (n=200)', pdfTimes);
    console.info(`load average at end (1, 5, 15 min): ${load()}`);
    await app.close();
  } finally {
    await server.drop();
  }
};
