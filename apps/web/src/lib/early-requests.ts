/**
 * GET requests a page sends before React and its code have loaded, because its address alone says
 * what it will ask for (app/early-requests.ts): `apiFetch` takes the answer of an equal GET once,
 * instead of sending it again after the page's code. Answers nobody took are dropped after
 * `KEEP_MS`, so a later visit never reads an old one.
 */
const KEEP_MS = 10_000;
const pending = new Map<string, Promise<Response>>();

/** Sends each GET (`/api/...`) now with `headers`, to be taken by `takeEarlyResponse`. */
export const sendEarly = (urls: string[], headers: Record<string, string>, timeoutMs: number): void => {
  for (const url of urls) {
    pending.set(url, fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) }));
  }
  if (urls.length) window.setTimeout(() => pending.clear(), KEEP_MS);
};

/** The early answer to `url`, once; undefined when none was sent (or it was already taken). */
export const takeEarlyResponse = (url: string): Promise<Response> | undefined => {
  const response = pending.get(url);
  pending.delete(url);
  return response;
};
