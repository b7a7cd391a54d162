export const API_BASE = '/api';

export type QueryValue = string | number | boolean | null | undefined | readonly string[];

/**
 * The URL `apiFetch` asks for: `path` under /api, the query's null, undefined and '' left out, an
 * array repeating its key. Its own module: the entry's early requests (app/early-requests.ts)
 * build the same URLs without loading the API client.
 */
export const apiUrl = (path: string, query?: Record<string, QueryValue>): string => {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const v of value as readonly string[]) params.append(key, v);
    else if (value !== null && value !== undefined && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
};
