// Tokens for calling the API directly from a journey (to prepare data or check what another role
// receives), through the same login endpoints the screens use.
import { expect, type APIRequestContext } from '@playwright/test';
import { accounts, type Role } from '../fixtures.ts';
import { acceptTermInSession } from './student-terms.ts';

/**
 * Signs `role` in through `POST /api/login` or `POST /api/login-student`; returns its bearer token.
 * A student accepts the current term first, as the API requires for every student route.
 */
export const apiToken = async (request: APIRequestContext, role: Role): Promise<string> => {
  const account = accounts[role];
  const response =
    'ra' in account
      ? await request.post('/api/login-student', { data: { ra: account.ra, password: account.password } })
      : await request.post('/api/login', { data: { email: account.email, password: account.password } });
  expect(response.status(), `login of ${role}`).toBe(200);
  const body = (await response.json()) as { token: string; user_id: number; has_terms: boolean };
  if ('ra' in account) await acceptTermInSession(request, body);
  return body.token;
};

/** The Authorization header for a token. */
export const bearer = (token: string): Record<string, string> => ({ Authorization: `Bearer ${token}` });
