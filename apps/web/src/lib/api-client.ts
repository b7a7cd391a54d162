import type { z } from 'zod';
import {
  API_TIMEOUT_MS,
  EXPIRED_REDIRECT_DELAY_MS,
  messages,
  MFA_SETUP_REQUIRED,
  PASSWORD_CHANGE_REQUIRED,
  TERMS_REQUIRED,
} from '@portal/contracts';
import { ApiError } from './api-error';
import { apiUrl, type QueryValue } from './api-url';
import { takeEarlyResponse } from './early-requests';
import { getSession, signOut, updateSession } from './session';
import { toast } from './toast';

export { API_BASE } from './api-url';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  /** Appended to the URL; null, undefined and '' are left out; an array repeats its key. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * When false, a 401 is returned to the caller as an ApiError instead of ending the session:
   * for the login, forgot-password and reset-password calls, where 401 means bad credentials.
   */
  expireOn401?: boolean;
  /** Lets the request finish even when the page unloads meanwhile (a logout before a reload). */
  keepalive?: boolean;
}

let expiring = false;

/**
 * docs/spec/04-states.md#session, docs/spec/07-api.md#handling-of-answers: any 401 clears local storage, sends the user to `/`, and shows the expiry
 * message after 5 s. Concurrent 401s end the session once.
 */
const expireSession = () => {
  if (expiring) return;
  expiring = true;
  signOut('/');
  window.setTimeout(() => {
    expiring = false;
    toast.warning(messages.session.expired);
  }, EXPIRED_REDIRECT_DELAY_MS);
};

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * Calls the jobs API under `/api`: bearer token of the stored session, `Accept: application/json`,
 * 5000 ms timeout. Resolves with the parsed body (JSON, text, or undefined for 204), validated by
 * `schema` when given; rejects with an ApiError.
 */
export async function apiFetch<S extends z.ZodType>(
  path: string,
  options: RequestOptions & { schema: S },
): Promise<z.output<S>>;
export async function apiFetch<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
export async function apiFetch(path: string, options: RequestOptions & { schema?: z.ZodType } = {}): Promise<unknown> {
  const {
    method = 'GET',
    body,
    query,
    signal,
    timeoutMs = API_TIMEOUT_MS,
    expireOn401 = true,
    keepalive,
    schema,
  } = options;
  const headers = new Headers({ Accept: 'application/json' });
  const token = getSession()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = window.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const url = apiUrl(path, query);
    const early = method === 'GET' ? takeEarlyResponse(url) : undefined;
    const response = await (early ??
      fetch(url, {
        method,
        headers,
        body: payload,
        signal: controller.signal,
        ...(keepalive ? { keepalive } : {}),
      }));
    const data = await readBody(response);
    if (!response.ok) {
      if (response.status === 401 && expireOn401) expireSession();
      const error = ApiError.fromBody(response.status, data);
      // The server wants a new password first (a session stored before it said so): show the form.
      if (response.status === 403 && error.errors.some((e) => e.rule === PASSWORD_CHANGE_REQUIRED))
        updateSession({ must_change_password: true });
      // MFA_REQUIRED_ROLES: the second factor is set up first.
      if (response.status === 403 && error.errors.some((e) => e.rule === MFA_SETUP_REQUIRED))
        updateSession({ mfa_setup_required: true });
      // The current term is not accepted (a new version, or another tab's session): the terms dialog opens.
      if (response.status === 403 && error.errors.some((e) => e.rule === TERMS_REQUIRED))
        updateSession({ has_terms: false });
      throw error;
    }
    if (!schema) return data;
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new ApiError(response.status, [{ message: messages.errors.internal }]);
    return parsed.data;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (signal?.aborted && !timedOut) throw error;
    throw ApiError.network(timedOut ? 'timeout' : 'network');
  } finally {
    window.clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
