// The load bench's three kinds of connection (students, staff, sign-ins) as autocannon request
// sequences, and the tally of their answers by request and status.
import type { Request } from 'autocannon';
import { STUDENT_PASSWORD, type Fixture } from './load-fixture.ts';

type Ctx = Record<string, unknown>;
const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

/** Per request label: responses by status. */
export type Tally = Map<string, Map<number, number>>;
const count = (tally: Tally, label: string, status: number) => {
  const byStatus = tally.get(label) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  tally.set(label, byStatus);
};

/**
 * One step of a connection's sequence: `build` chooses the request from the context (reset at
 * each new round of the sequence), `after` reads the answer (the application id to withdraw).
 */
const step = (
  tally: Tally,
  build: (ctx: Ctx) => { label: string; method: string; path: string; token: string; body?: unknown },
  after?: (status: number, body: string, ctx: Ctx) => void,
): Request => ({
  setupRequest(request, ctx) {
    const r = build(ctx);
    ctx.label = r.label;
    return {
      ...request,
      method: r.method,
      path: `/api${r.path}`,
      headers: {
        ...(r.token && { authorization: `Bearer ${r.token}` }),
        ...(r.body !== undefined && { 'content-type': 'application/json' }),
      },
      body: r.body === undefined ? undefined : JSON.stringify(r.body),
    };
  },
  onResponse(status, body, ctx) {
    count(tally, String(ctx.label), status);
    after?.(status, body, ctx);
  },
});

/** The three kinds of connection and their sequences. */
export const scenarios = (f: Fixture, tally: Tally) => {
  let nextStudent = 0;
  let nextStaff = 0;
  let nextLogin = 0;
  const student = (ctx: Ctx) => f.students[ctx.who as number]!;
  const studentSeq: Request[] = [
    step(tally, (ctx) => {
      ctx.who = nextStudent++ % f.students.length;
      return {
        label: 'student search',
        method: 'GET',
        path: `/jobs-for-student?${pick(f.searches)}`,
        token: student(ctx).token,
      };
    }),
    step(tally, (ctx) => ({
      label: 'job details',
      method: 'GET',
      path: `/jobs/${pick(f.jobIds)}/student`,
      token: student(ctx).token,
    })),
    step(tally, (ctx) => ({
      label: 'student search',
      method: 'GET',
      path: `/jobs-for-student?${pick(f.searches)}`,
      token: student(ctx).token,
    })),
    step(tally, (ctx) => ({
      label: 'bookmarks list',
      method: 'GET',
      path: '/student-bookmark',
      token: student(ctx).token,
    })),
    step(
      tally,
      (ctx) => ({
        label: 'apply',
        method: 'POST',
        path: '/applications',
        token: student(ctx).token,
        body: { job_id: pick(f.jobIds), ra: student(ctx).ra },
      }),
      (status, body, ctx) => {
        if (status === 201) ctx.applicationId = (JSON.parse(body) as { id: number }).id;
      },
    ),
    step(tally, (ctx) => ({
      label: 'job details',
      method: 'GET',
      path: `/jobs/${pick(f.jobIds)}/student`,
      token: student(ctx).token,
    })),
    step(tally, (ctx) =>
      ctx.applicationId
        ? {
            label: 'withdraw',
            method: 'DELETE',
            path: `/applications/${String(ctx.applicationId)}`,
            token: student(ctx).token,
          }
        : {
            label: 'my applications (nothing to withdraw)',
            method: 'GET',
            path: '/applications',
            token: student(ctx).token,
          },
    ),
    step(tally, (ctx) => ({
      label: 'my applications',
      method: 'GET',
      path: '/applications',
      token: student(ctx).token,
    })),
  ];
  const staffer = (ctx: Ctx) => f.staff[ctx.who as number]!;
  const staffSeq: Request[] = [
    step(tally, (ctx) => {
      ctx.who = nextStaff++ % f.staff.length;
      const s = staffer(ctx);
      return s.admin
        ? { label: 'staff: users (admin)', method: 'GET', path: `/users?page=${1 + (nextStaff % 3)}`, token: s.token }
        : { label: 'staff: own companies (rep)', method: 'GET', path: '/companies/user', token: s.token };
    }),
    step(tally, (ctx) => ({
      label: `staff: companies (${staffer(ctx).admin ? 'admin' : 'rep'})`,
      method: 'GET',
      path: '/companies?page=1',
      token: staffer(ctx).token,
    })),
    step(tally, (ctx) => {
      const s = staffer(ctx);
      return {
        label: `staff: jobs (${s.admin ? 'admin' : 'rep'})`,
        method: 'GET',
        path: s.admin ? '/jobs?page=1' : '/jobs/user?page=1',
        token: s.token,
      };
    }),
    step(tally, (ctx) => ({
      label: `staff: applications (${staffer(ctx).admin ? 'admin' : 'rep'})`,
      method: 'GET',
      path: '/applications?page=1',
      token: staffer(ctx).token,
    })),
    step(tally, (ctx) => ({
      label: `staff: job with applications (${staffer(ctx).admin ? 'admin' : 'rep'})`,
      method: 'GET',
      path: `/jobs/${pick(staffer(ctx).jobIds)}`,
      token: staffer(ctx).token,
    })),
  ];
  const loginSeq: Request[] = [
    step(tally, () => {
      const n = nextLogin++;
      if (n % 4 === 3) {
        const s = f.staff[n % f.staff.length]!;
        return {
          label: 'login (staff)',
          method: 'POST',
          path: '/login',
          token: '',
          body: { email: s.email, password: s.password },
        };
      }
      return {
        label: 'login (student)',
        method: 'POST',
        path: '/login-student',
        token: '',
        body: { ra: f.students[n % f.students.length]!.ra, password: STUDENT_PASSWORD },
      };
    }),
  ];
  return { students: studentSeq, staff: staffSeq, logins: loginSeq };
};
