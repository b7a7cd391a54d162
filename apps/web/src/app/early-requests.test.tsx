import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@portal/contracts';
import { verificationQueryOptions } from '../features/internships/api/internships-api';
import { publicStudentQueryOptions } from '../features/resume/api/public-student-query';
import { jobSearchFromParams } from '../features/student-jobs/api/job-search-params';
import { studentApplicationsQueryOptions } from '../features/student-jobs/api/student-applications-query';
import { studentJobsQueryOptions } from '../features/student-jobs/api/student-jobs-query';
import { profileQueryOptions } from '../lib/profile';
import { signIn, signOut } from '../lib/session';
import { startEarlyRequests } from './early-requests';
import { studentSession as student } from '../test/sessions';

/** Each URL fetched, with its Authorization header. */
const recordFetches = () => {
  const calls: { url: string; auth: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, auth: new Headers(init?.headers).get('Authorization') });
      return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
};

/** Runs a page's query as the page does; the answer (a 404 here) does not matter, only what was fetched. */
const runQuery = async (options: { queryFn?: unknown }) => {
  const queryFn = options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
  await queryFn({ signal: new AbortController().signal }).catch(() => undefined);
};

const visit = (address: string, session: Session | null) => {
  if (session) signIn(session, address);
  window.history.replaceState(null, '', address);
  const calls = recordFetches();
  startEarlyRequests();
  return calls;
};

describe('the requests a page sends as it starts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut('/');
  });

  it("sends the student home's search and the profile once, and the page's queries take them", async () => {
    const calls = visit('/?busca=1&title=est%C3%A1gio&work_mode=remote&page=2', student);
    expect(calls).toHaveLength(2);
    const search = jobSearchFromParams(new URLSearchParams(window.location.search))!;
    await runQuery(studentJobsQueryOptions(search, undefined, true));
    await runQuery(profileQueryOptions);
    expect(calls).toHaveLength(2);
    expect(calls.map((c) => c.auth)).toEqual(['Bearer token-aluno', 'Bearer token-aluno']);
    // A later search is the page's own request.
    await runQuery(studentJobsQueryOptions(search, undefined, true));
    expect(calls).toHaveLength(3);
  });

  it("sends 'Candidaturas' first page", async () => {
    const calls = visit('/candidaturas', student);
    expect(calls).toHaveLength(2);
    await runQuery(studentApplicationsQueryOptions(1));
    await runQuery(profileQueryOptions);
    expect(calls).toHaveLength(2);
  });

  it('sends the shared resume and the verification of a document, signed out', async () => {
    const resume = visit('/curriculum/7/public?key=Ab_c-9', null);
    expect(resume).toHaveLength(1);
    expect(resume[0]!.auth).toBeNull();
    await runQuery(publicStudentQueryOptions(7, 'Ab_c-9'));
    expect(resume).toHaveLength(1);

    const verification = visit('/validar/PD38KSMW6EPWTJZ4', null);
    expect(verification).toHaveLength(1);
    await runQuery(verificationQueryOptions('PD38KSMW6EPWTJZ4'));
    expect(verification).toHaveLength(1);
  });

  it('sends nothing for the sign-in page, a student without the term signed, or a resume without its key', () => {
    expect(visit('/', null)).toHaveLength(0);
    expect(visit('/curriculum/7/public', null)).toHaveLength(0);
    expect(visit('/?busca=1&title=x', { ...student, has_terms: false })).toHaveLength(0);
  });
});
