/**
 * `/documents/{code}` (public verification): in its own module (no React) so the entry asks for it
 * as the page starts (app/early-requests.ts) with the very URL the page's query uses.
 */
export const documentPath = (code: string): string => `/documents/${encodeURIComponent(code)}`;
