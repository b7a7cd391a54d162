import { useSyncExternalStore } from 'react';
import { SESSION_ROLES, type Session, type SessionRole } from '@portal/contracts';
import { clearStorage, readStorage, STORAGE_KEYS, writeStorage } from './storage';
import { navigateWithRouter, setLocationBeforeRouteSetChange } from './navigation';

/**
 * The route set the session selects (docs/spec/02-screens.md#route-sets): a role, the signed-out set,
 * or, while the password set by the server's configuration must be replaced, only that form.
 */
export type RouteSetName = SessionRole | 'signed-out' | 'password-change' | 'mfa-setup';

/**
 * The shape of `sessionSchema` (contracts), checked by hand: this runs before the first render,
 * and keeping zod out of the entry chunk keeps the login route light.
 */
export const isSession = (value: unknown): value is Session => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v['type'] === 'bearer' &&
    typeof v['token'] === 'string' &&
    v['token'] !== '' &&
    typeof v['expires_at'] === 'string' &&
    SESSION_ROLES.some((role) => role === v['role']) &&
    typeof v['user_id'] === 'number' &&
    (v['student_id'] === null || typeof v['student_id'] === 'number') &&
    typeof v['has_terms'] === 'boolean' &&
    typeof v['name'] === 'string'
  );
};

/** A stored session: valid, and not past `expires_at`. Anything else means signed out. */
const parse = (raw: string | null): Session | null => {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isSession(value)) return null;
    const expiresAt = Date.parse(value.expires_at);
    return Number.isFinite(expiresAt) && expiresAt <= Date.now() ? null : value;
  } catch {
    return null;
  }
};

let raw = readStorage(STORAGE_KEYS.session);
let current = parse(raw);
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export const routeSetOf = (session: Session | null): RouteSetName =>
  session?.must_change_password
    ? 'password-change'
    : session?.mfa_setup_required
      ? 'mfa-setup'
      : (session?.role ?? 'signed-out');

/** Where 'Sair' and the inactivity logout take each role (docs/spec/02-screens.md#menu-and-shell). */
export const loginPathFor = (role: SessionRole | 'signed-out'): string =>
  role === 'admin' || role === 'representante_empresa' ? '/login-admin' : '/';

export const getSession = (): Session | null => current;

/**
 * Replaces the session and moves to `to`. When the route set changes, the address bar is set
 * first and the new router starts there; otherwise the mounted router navigates.
 */
const change = (next: Session | null, to: string) => {
  const routeSetChanges = routeSetOf(current) !== routeSetOf(next);
  current = next;
  raw = next ? JSON.stringify(next) : null;
  if (routeSetChanges) setLocationBeforeRouteSetChange(to);
  notify();
  if (!routeSetChanges) navigateWithRouter(to);
};

/**
 * The address a sign-in started from when it is a place to come back to: an alert e-mail's link
 * ('Meus alertas', or a job's `/?vaga=<id>`); else `/`. Institutional sign-ins carry it as `next`.
 */
export const signInReturnPath = (): string => {
  const { pathname, search } = window.location;
  if (pathname === '/meus-alertas') return pathname;
  const job = new URLSearchParams(search).get('vaga');
  return pathname === '/' && job && /^\d{1,10}$/.test(job) ? `/?vaga=${job}` : '/';
};

/** Where a sign-in lands: the role's home (`/`), except that a student stays on an alert link. */
const landingOf = (session: Session): string => (session.role === 'ALUNO' ? signInReturnPath() : '/');

/**
 * Stores the login response and opens `to` (an institutional sign-in's `next`, already checked to
 * be a path of this site), else the role's home (`/`) or the alert link it came from.
 */
export const signIn = (session: Session, to?: string): void => {
  writeStorage(STORAGE_KEYS.session, JSON.stringify(session));
  change(session, to ?? landingOf(session));
};

/** Clears local storage (preferences kept) and goes to `to`. */
export const signOut = (to: string): void => {
  clearStorage();
  change(null, to);
};

/**
 * Changes fields of the stored session without leaving the page: the student term once signed
 * (`has_terms`), so its dialog does not come back on the next load; the password, once replaced
 * (`must_change_password`), which opens the role's screens where the user was going.
 */
export const updateSession = (
  patch: Partial<Pick<Session, 'has_terms' | 'must_change_password' | 'mfa_setup_required'>>,
): void => {
  if (!current) return;
  current = { ...current, ...patch };
  raw = JSON.stringify(current);
  writeStorage(STORAGE_KEYS.session, raw);
  notify();
};

export const subscribeSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// Another tab signed in or out: follow it.
window.addEventListener('storage', (event) => {
  if (event.key !== STORAGE_KEYS.session && event.key !== null) return;
  const nextRaw = readStorage(STORAGE_KEYS.session);
  if (nextRaw === raw) return;
  const next = parse(nextRaw);
  // Same sign-in with a changed field (the term signed in another tab): stay on this page.
  if (next && current && next.token === current.token) {
    current = next;
    raw = nextRaw;
    notify();
    return;
  }
  change(next, '/');
});

export const useSession = (): Session | null => useSyncExternalStore(subscribeSession, getSession, getSession);
