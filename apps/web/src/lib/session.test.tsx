import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '@portal/contracts';
import { routeSetOf, signIn, signOut, updateSession, getSession } from './session';

const session = (role: Session['role']): Session => ({
  type: 'bearer',
  token: `token-${role}`,
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  role,
  user_id: 1,
  student_id: role === 'ALUNO' ? 1 : null,
  has_terms: true,
  name: 'Ana',
  must_change_password: false,
});

const signInAt = (address: string, role: Session['role']) => {
  window.history.replaceState(null, '', address);
  signIn(session(role));
  return window.location.pathname + window.location.search;
};

describe('where a sign-in lands', () => {
  afterEach(() => signOut('/'));

  it("keeps a student on an alert e-mail's link: a job (?vaga=) or 'Meus alertas'", () => {
    expect(signInAt('/?vaga=42', 'ALUNO')).toBe('/?vaga=42');
    signOut('/');
    expect(signInAt('/meus-alertas', 'ALUNO')).toBe('/meus-alertas');
  });

  it("opens the role's home otherwise", () => {
    expect(signInAt('/?vaga=abc', 'ALUNO')).toBe('/');
    signOut('/');
    expect(signInAt('/signin', 'ALUNO')).toBe('/');
    signOut('/');
    expect(signInAt('/?vaga=42', 'admin')).toBe('/');
    signOut('/');
    expect(signInAt('/meus-alertas', 'representante_empresa')).toBe('/');
  });
});

describe('a password set by the server configuration', () => {
  afterEach(() => signOut('/'));

  it('selects only the new-password form until it is replaced, then the role', () => {
    signIn({ ...session('admin'), must_change_password: true });
    expect(routeSetOf(getSession())).toBe('password-change');
    updateSession({ must_change_password: false });
    expect(routeSetOf(getSession())).toBe('admin');
  });
});
