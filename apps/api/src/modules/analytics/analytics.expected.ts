import type { KnownData } from './analytics.fixture.ts';

/**
 * The indicators worked out in plain JavaScript from the known data set, without SQL: what the
 * API must answer, card by card: the numbers agree with the rest of the portal (docs/decisions/013).
 */
export interface ExpectedFilter {
  from: string;
  to: string;
  course?: number;
  companies?: number[];
  contractTypeId?: number;
  state?: string;
}

const DAY = 86_400_000;
const brasiliaDay = (d: Date) => new Date(d.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
const median = (values: number[]): number | null => {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const round = (v: number | null, digits: number) => (v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits);

export const expectedOverview = (data: KnownData, f: ExpectedFilter, now = new Date()) => {
  const jobOk = (j: KnownData['jobs'][number]) =>
    (!f.companies || f.companies.includes(j.companyId)) &&
    (!f.contractTypeId || j.contractTypeId === f.contractTypeId) &&
    (!f.state || j.state === f.state);
  const jobs = new Map(data.jobs.map((j) => [j.id, j]));
  const students = new Map(data.students.map((s) => [s.id, s]));
  const inPeriod = (d: Date) => brasiliaDay(d) >= f.from && brasiliaDay(d) <= f.to;
  const apps = data.apps.filter(
    (a) =>
      inPeriod(a.created) &&
      jobOk(jobs.get(a.jobId)!) &&
      (!f.course || students.get(a.studentId)!.courseId === f.course),
  );
  const hired = apps.filter((a) => a.hired);
  const applicants = new Set(apps.map((a) => a.studentId));
  const hiredStudents = new Set(hired.map((a) => a.studentId));
  const withCv = [...applicants].filter((id) => students.get(id)!.hasCv).length;

  const openJobs = data.jobs.filter(
    (j) => jobOk(j) && brasiliaDay(j.created) <= f.to && (!j.closed || brasiliaDay(j.closed) >= f.from),
  );
  const newJobs = openJobs.filter((j) => brasiliaDay(j.created) >= f.from);

  const count = <K>(list: typeof apps, key: (a: (typeof apps)[number]) => K) => {
    const m = new Map<K, { applications: number; hired: number; students: Set<number> }>();
    for (const a of list) {
      const e = m.get(key(a)) ?? { applications: 0, hired: 0, students: new Set<number>() };
      e.applications++;
      if (a.hired) e.hired++;
      e.students.add(a.studentId);
      m.set(key(a), e);
    }
    return m;
  };
  const months = count(apps, (a) => brasiliaDay(a.created).slice(0, 7));
  const courses = count(apps, (a) => students.get(a.studentId)!.course ?? 'Sem curso');
  const companies = count(apps, (a) => jobs.get(a.jobId)!.companyId);
  const jobsPerCompany = new Map<number, number>();
  for (const j of openJobs) jobsPerCompany.set(j.companyId, (jobsPerCompany.get(j.companyId) ?? 0) + 1);
  const jobsPerState = new Map<string, number>();
  for (const j of openJobs) jobsPerState.set(j.state, (jobsPerState.get(j.state) ?? 0) + 1);
  const companyIds = new Set([...companies.keys(), ...jobsPerCompany.keys()]);

  const reached = (a: (typeof apps)[number]) =>
    (({ received: 0, in_review: 1, interview: 2, hired: 3 }) as Record<string, number>)[a.stage] ??
    (a.interviewedFirst ? 2 : 0);
  const funnel = [
    { stage: 'received', count: apps.length },
    { stage: 'in_review', count: apps.filter((a) => reached(a) >= 1).length },
    { stage: 'interview', count: apps.filter((a) => reached(a) >= 2).length },
    { stage: 'hired', count: hired.length },
    { stage: 'rejected', count: apps.filter((a) => a.stage === 'rejected').length },
    { stage: 'withdrawn', count: apps.filter((a) => a.stage === 'withdrawn').length },
  ];

  return {
    funnel,
    applications: apps.length,
    applicants: applicants.size,
    hired: hired.length,
    hired_students: hiredStudents.size,
    placement_rate: applicants.size ? round(hiredStudents.size / applicants.size, 4) : null,
    median_days_to_hire: round(median(hired.map((a) => (a.hiredAt!.getTime() - a.created.getTime()) / DAY)), 1),
    median_days_open: round(median(newJobs.map((j) => ((j.closed ?? now).getTime() - j.created.getTime()) / DAY)), 1),
    video_cv_share: applicants.size ? round(withCv / applicants.size, 4) : null,
    open_jobs: openJobs.length,
    new_jobs: newJobs.length,
    months: Object.fromEntries([...months].map(([k, v]) => [k, { applications: v.applications, hired: v.hired }])),
    courses: Object.fromEntries([...courses].map(([k, v]) => [k, { applicants: v.students.size, hired: v.hired }])),
    companies: Object.fromEntries(
      [...companyIds].map((id) => [
        id,
        {
          jobs: jobsPerCompany.get(id) ?? 0,
          applications: companies.get(id)?.applications ?? 0,
          hired: companies.get(id)?.hired ?? 0,
        },
      ]),
    ),
    states: Object.fromEntries(jobsPerState),
  };
};
