import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SSO_ERROR_MESSAGES } from '@portal/contracts';
import { AuthCallbackPage } from './auth-callback-page';

afterEach(cleanup);

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
});
