import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SSO_ERROR_MESSAGES, type Session } from '@portal/contracts';
import { getSession, signOut } from '../../../lib/session';
import { AuthCallbackPage } from './auth-callback-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The API's answer to `POST /api/auth/exchange`: a student's session. */
const exchangeAnswers = (role: Session['role']) => {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push(`${init.method ?? 'GET'} ${url} ${String(init.body)}`);
    const session: Session = {
      type: 'bearer',
      token: 'token-sso',
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      role,
      user_id: 7,
      student_id: role === 'ALUNO' ? 7 : null,
      has_terms: true,
      name: 'Ana',
      must_change_password: false,
    };
    return new Response(JSON.stringify(session), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
};

const at = (search: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/auth/callback', Component: AuthCallbackPage }], {
        initialEntries: [`/auth/callback${search}`],
      })}
    />,
  );

describe('/auth/callback', () => {
  it('tells why an institutional sign-in was refused, in Portuguese', async () => {
    at('?error=not_linked');
    expect(await screen.findByRole('heading', { name: 'Não foi possível entrar' })).toBeTruthy();
    expect(screen.getByText(SSO_ERROR_MESSAGES.not_linked)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para a entrada' }).getAttribute('href')).toBe('/');
  });

  it('shows the generic reason for an unknown or missing error', async () => {
    at('?error=%3Cscript%3E');
    expect(await screen.findByText(SSO_ERROR_MESSAGES.provider)).toBeTruthy();
    cleanup();
    at('');
    expect(await screen.findByText(SSO_ERROR_MESSAGES.provider)).toBeTruthy();
  });

  it.each([
    ['a path of this site', '%2Fmeus-alertas', '/meus-alertas'],
    ['a job link', '%2F%3Fvaga%3D42', '/?vaga=42'],
    ['another site', 'https%3A%2F%2Foutro.example%2F', '/'],
    ['a protocol-relative address', '%2F%2Foutro.example%2Fvagas', '/'],
    ['no next at all', '', '/'],
  ])('exchanges the code and opens next when it is %s, else the home', async (_, next, landing) => {
    window.history.replaceState(null, '', '/auth/callback');
    const calls = exchangeAnswers('ALUNO');
    at(`?code=abc123${next ? `&next=${next}` : ''}`);
    await waitFor(() => expect(getSession()?.token).toBe('token-sso'));
    expect(calls).toEqual([expect.stringMatching(/^POST \/api\/auth\/exchange \{"code":"abc123"\}$/)]);
    expect(window.location.pathname + window.location.search).toBe(landing);
    signOut('/');
  });
});
