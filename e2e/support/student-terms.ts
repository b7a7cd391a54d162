// Demo students start without the student term signed, and its dialog covers the whole shell; the
// API answers 403 terms_required to every student route until it is signed. Journeys about other
// screens sign it through the API first; the student journey publishes a new version and accepts
// it through the dialog with RA 2024002, whom no other journey signs in through the screens.
import { expect, type APIRequestContext } from '@playwright/test';

interface SessionBody {
  token: string;
  user_id: number;
  has_terms: boolean;
}

/**
 * Signs the newest 'aluno' term in a student's session unless already signed: the API answers 403
 * terms_required to every student route until then (apps/api/src/plugins/terms-gate.ts).
 */
export const acceptTermInSession = async (request: APIRequestContext, session: SessionBody): Promise<void> => {
  if (session.has_terms) return;
  const headers = { Authorization: `Bearer ${session.token}` };
  const terms = (await (await request.get('/api/terms')).json()) as Array<{ id: number; type: string }>;
  const term = terms.filter((t) => t.type === 'aluno').sort((a, b) => b.id - a.id)[0];
  expect(term, 'a student term in the demo data').toBeDefined();
  const sign = await request.post('/api/terms/sign', {
    headers,
    data: { user_id: session.user_id, term_id: term!.id },
  });
  expect(sign.status(), 'signing the student term').toBe(201);
};

/** Signs the newest 'aluno' term for the student `ra` unless already signed. */
export const signStudentTerm = async (request: APIRequestContext, ra: string, password: string): Promise<void> => {
  const login = await request.post('/api/login-student', { data: { ra, password } });
  expect(login.status(), `login of student ${ra}`).toBe(200);
  const session = (await login.json()) as SessionBody;
  await acceptTermInSession(request, session);
  await request.post('/api/logout', { headers: { Authorization: `Bearer ${session.token}` } });
};

/** A student's API session (`POST /api/login-student`) with the current term accepted. */
export const studentSession = async (
  request: APIRequestContext,
  ra: string,
  password: string,
): Promise<SessionBody & { student_id: number }> => {
  const login = await request.post('/api/login-student', { data: { ra, password } });
  expect(login.status(), `login of student ${ra}`).toBe(200);
  const session = (await login.json()) as SessionBody & { student_id: number };
  await acceptTermInSession(request, session);
  return session;
};

/**
 * The office publishes the newest student term again with one more line, as a new version: every
 * student must accept it anew (whatever other journeys signed before).
 */
export const republishStudentTerm = async (request: APIRequestContext, adminToken: string): Promise<void> => {
  const headers = { Authorization: `Bearer ${adminToken}` };
  const versions = (await (await request.get('/api/terms/versions', { headers })).json()) as Array<{
    id: number;
    type: string;
    term_text: string;
  }>;
  const current = versions.filter((v) => v.type === 'aluno').sort((a, b) => b.id - a.id)[0];
  expect(current, 'a student term in the demo data').toBeDefined();
  const published = await request.post('/api/terms', {
    headers,
    data: { type: 'aluno', term_text: `${current!.term_text}<p>Versão ${Date.now()}.</p>` },
  });
  expect(published.status(), 'publishing a new student term').toBe(201);
};
