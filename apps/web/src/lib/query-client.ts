import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { getSession, subscribeSession } from './session';

/** Client errors (4xx) are final; network failures and 5xx are retried once. */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);

/**
 * The one query client. Loaded with the signed-in route sets and the public pages (not with the
 * login screens, which call the API directly), through `app/query-layout`.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// Another user's data must not survive a sign-in or sign-out.
let lastToken = getSession()?.token;
subscribeSession(() => {
  const token = getSession()?.token;
  if (token === lastToken) return;
  lastToken = token;
  queryClient.clear();
});
