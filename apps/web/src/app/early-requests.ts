import { API_TIMEOUT_MS, BOARD_COLUMN_PAGE, type Session } from '@portal/contracts';
import { documentPath } from '../features/internships/api/document-path';
import { publicStudentPath } from '../features/resume/api/public-student-path';
import { jobSearchFromParams } from '../features/student-jobs/api/job-search-params';
import {
  STUDENT_APPLICATIONS_PATH,
  STUDENT_JOBS_PATH,
  studentApplicationsQuery,
  studentJobsQuery,
} from '../features/student-jobs/api/student-jobs-requests';
import { apiUrl } from '../lib/api-url';
import { sendEarly } from '../lib/early-requests';
import { getSession, routeSetOf } from '../lib/session';

/**
 * A page whose address alone says what it asks for first gets those GETs sent with the entry
 * script, before the route set, the shell and the page load (about half a second of code on a warm
 * load, two to three seconds on a phone), so the answers are in when the page first renders
 * (docs/decisions/011-hiring-pipeline.md, docs/decisions/021-mobile-first-load.md). The URLs come
 * from the same builders as the pages' queries, so `apiFetch` takes each answer instead of asking
 * again (app/early-requests.test.ts; e2e/hiring-pipeline-layout.spec.ts for the board).
 */
export const earlyRequestUrls = (location: URL, session: Session | null): string[] => {
  const path = location.pathname.replace(/(.)\/$/, '$1');
  const params = location.searchParams;
  // Public pages, for anyone (docs/spec/02-screens.md): the shared resume and a TCE's verification.
  const resume = /^\/curriculum\/([1-9]\d{0,8})\/public$/.exec(path)?.[1];
  const key = params.get('key');
  if (resume && key) return [apiUrl(publicStudentPath(Number(resume), key))];
  const code = /^\/validar\/([A-Za-z0-9]{1,64})$/.exec(path)?.[1];
  if (code) return [apiUrl(documentPath(code))];

  const routeSet = routeSetOf(session);
  if (routeSet === 'ALUNO' && session?.has_terms) {
    // The shell asks for the profile on every student page.
    const urls = [apiUrl('/profile')];
    const search = path === '/' ? jobSearchFromParams(params) : null;
    // The home with a search asks for the facets too (student-home-page.tsx).
    if (search) urls.push(apiUrl(STUDENT_JOBS_PATH, studentJobsQuery(search, undefined, true)));
    if (path === '/candidaturas') urls.push(apiUrl(STUDENT_APPLICATIONS_PATH, studentApplicationsQuery(1)));
    return urls;
  }
  if (routeSet === 'admin' || routeSet === 'representante_empresa') {
    // The board of `/candidaturas/:id?visao=quadro`: its job summary and its one board request.
    const job = /^\/candidaturas\/([1-9]\d{0,8})$/.exec(path)?.[1];
    if (job && params.get('visao') === 'quadro')
      return [`/api/jobs/${job}/summary`, `/api/jobs/${job}/board?limit=${BOARD_COLUMN_PAGE}`];
  }
  return [];
};

/** Sends the current address's early requests, with the headers `apiFetch` sends. */
export const startEarlyRequests = (): void => {
  const session = getSession();
  const urls = earlyRequestUrls(new URL(window.location.href), session);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (session) headers['Authorization'] = `Bearer ${session.token}`;
  sendEarly(urls, headers, API_TIMEOUT_MS);
};
