import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  activities,
  applicationStageHistory,
  applications,
  auditions,
  companies,
  contractTypes,
  courses,
  jobs,
  students,
  users,
} from '../../db/schema/index.ts';

/**
 * A known data set for the indicators' tests: students of several courses (some without one, some
 * with a published video CV), jobs of every demo company, and applications and hires spread over
 * 2024-11..2025-09 with rows on the edges of the first semester of 2025 in Brasília time. Names
 * carry spreadsheet formulas, to prove the export neutralises them.
 */
export interface KnownStudent {
  id: number;
  name: string;
  ra: string;
  course: string | null;
  courseId: number | null;
  hasCv: boolean;
}
export interface KnownJob {
  id: number;
  title: string;
  companyId: number;
  company: string;
  contractTypeId: number;
  state: string;
  city: string;
  created: Date;
  closed: Date | null;
}
export interface KnownApplication {
  jobId: number;
  studentId: number;
  created: Date;
  hired: boolean;
  hiredAt: Date | null;
  stage: string;
  /** A rejected or withdrawn application that had reached the interview first. */
  interviewedFirst?: boolean;
}
export interface KnownData {
  students: KnownStudent[];
  jobs: KnownJob[];
  apps: KnownApplication[];
}

const HOSTILE_NAMES = [
  '=HYPERLINK("http://evil.example","x")',
  '+SUM(1;2)',
  '-2+3',
  '@cmd',
  '\tTabulado',
  '\rRetorno',
  'Nome; com "aspas"',
];
const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;

export const seedKnownData = async (db: Db): Promise<KnownData> => {
  let seed = 17;
  const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

  const courseRows = await db.select({ id: courses.id, name: courses.name }).from(courses);
  const companyRows = await db.select({ id: companies.id, name: companies.name }).from(companies);
  const contracts = await db.select({ id: contractTypes.id }).from(contractTypes);
  const [cvActivity] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(inArray(activities.id, [71]));

  const userRows = await db
    .insert(users)
    .values(
      Array.from({ length: 24 }, (_, i) => ({
        name: HOSTILE_NAMES[i] ?? `Estudante Indicador ${i + 1}`,
        email: `indicador${i + 1}@aluno.demo.edu.br`,
        password_hash: 'x',
        role_id: 3,
      })),
    )
    .returning({ id: users.id, name: users.name });
  const studentValues = userRows.map((u, i) => {
    const course = i % 6 === 5 ? null : pick(courseRows);
    return { id_user: u.id, ra: `2025${String(i + 1).padStart(3, '0')}`, id_course: course?.id ?? null };
  });
  const studentRows = await db
    .insert(students)
    .values(studentValues)
    .returning({ id: students.id, ra: students.ra, id_user: students.id_user, id_course: students.id_course });
  const known: KnownStudent[] = studentRows.map((s, i) => ({
    id: s.id,
    ra: s.ra,
    name: userRows[i]!.name,
    courseId: s.id_course,
    course: courseRows.find((c) => c.id === s.id_course)?.name ?? null,
    hasCv: i % 4 === 1,
  }));
  if (cvActivity) {
    await db
      .insert(auditions)
      .values(
        studentRows
          .filter((_, i) => known[i]!.hasCv)
          .map((s) => ({ code: `cv-${s.ra}`, user_id: s.id_user, activity_id: 71, published: true })),
      );
    // An unpublished video CV does not count.
    await db.insert(auditions).values({
      code: `cv-draft-${studentRows[0]!.ra}`,
      user_id: studentRows[0]!.id_user,
      activity_id: 71,
      published: false,
    });
  }

  const states = [
    ['SP', 'São Paulo'],
    ['RJ', 'Niterói'],
    ['MG', 'Uberlândia'],
  ] as const;
  const jobValues = Array.from({ length: 18 }, (_, i) => {
    const company = companyRows[i % companyRows.length]!;
    const [state, city] = pick(states);
    const created = new Date(
      at('2024-11-01T12:00:00Z').getTime() + Math.floor(rnd() * 220) * DAY + Math.floor(rnd() * DAY),
    );
    const closed = i % 3 === 0 ? null : new Date(created.getTime() + Math.floor(5 + rnd() * 120) * DAY);
    return {
      title: i === 0 ? '=Vaga perigosa' : `Vaga indicador ${i + 1}`,
      status: closed ? 2 : 1,
      companies_id: company.id,
      company: company.name,
      contract_types_id: pick(contracts).id,
      state,
      city,
      created_at: created,
      closed_at: closed,
      description: 'Vaga do conjunto conhecido.',
    };
  });
  const jobRows = await db.insert(jobs).values(jobValues).returning({ id: jobs.id });
  const knownJobs: KnownJob[] = jobRows.map((j, i) => {
    const v = jobValues[i]!;
    return {
      id: j.id,
      title: v.title,
      companyId: v.companies_id,
      company: v.company,
      contractTypeId: v.contract_types_id,
      state: v.state,
      city: v.city,
      created: v.created_at,
      closed: v.closed_at,
    };
  });

  const apps: KnownApplication[] = [];
  for (const job of knownJobs) {
    for (const student of known) {
      if (rnd() > 0.3) continue;
      const created = new Date(job.created.getTime() + Math.floor(rnd() * 90 * DAY));
      const hired = rnd() < 0.2;
      const stage = hired ? 'hired' : pick(['received', 'in_review', 'interview', 'rejected', 'withdrawn'] as const);
      const interviewedFirst = (stage === 'rejected' || stage === 'withdrawn') && rnd() < 0.5;
      apps.push({
        jobId: job.id,
        studentId: student.id,
        created,
        hired,
        stage,
        interviewedFirst,
        hiredAt: hired ? new Date(created.getTime() + Math.floor((1 + rnd() * 60) * DAY)) : null,
      });
    }
  }
  // The semester's edges in Brasília time (UTC-3), and ties on one instant across export batches.
  const edges = [
    '2024-12-31T23:59:00-03:00',
    '2025-01-01T00:00:00-03:00',
    '2025-06-30T23:59:00-03:00',
    '2025-07-01T00:00:00-03:00',
  ];
  edges.forEach((iso, i) =>
    apps.push({
      jobId: knownJobs[i]!.id,
      studentId: known[known.length - 1 - i]!.id,
      created: at(iso),
      hired: i === 2,
      stage: i === 2 ? 'hired' : 'received',
      hiredAt: i === 2 ? at('2025-07-02T10:00:00Z') : null,
    }),
  );
  for (let i = 0; i < 5; i++)
    apps.push({
      jobId: knownJobs[10 + i]!.id,
      studentId: known[i]!.id,
      created: at('2025-03-15T12:00:00.123456Z'),
      hired: false,
      stage: 'received',
      hiredAt: null,
    });
  const unique = [...new Map(apps.map((a) => [`${a.jobId}:${a.studentId}`, a])).values()];
  const ids = await db
    .insert(applications)
    .values(
      unique.map((a) => ({
        job_id: a.jobId,
        student_id: a.studentId,
        created_at: a.created,
        hired: a.hired,
        stage: a.stage,
        hired_at: a.hiredAt,
      })),
    )
    .returning({ id: applications.id });
  const interviewed = ids
    .filter((_, i) => unique[i]!.interviewedFirst)
    .map(({ id }) => ({ application_id: id, stage: 'interview', by_role: 'company' }));
  if (interviewed.length) await db.insert(applicationStageHistory).values(interviewed);
  // Microseconds, which a JavaScript date cannot hold: the export's keyset must not lose them.
  await db.execute(
    sql`update applications set created_at = created_at + interval '456 microseconds' where created_at = '2025-03-15T12:00:00.123Z'`,
  );
  return { students: known, jobs: knownJobs, apps: unique };
};
