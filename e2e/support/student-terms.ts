// Demo students start without the student term signed, and its dialog covers the whole shell.
// Journeys about other screens sign it through the API first; the student journey accepts it
// through the dialog with RA 2024002, whom no other journey signs in through the screens.
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
