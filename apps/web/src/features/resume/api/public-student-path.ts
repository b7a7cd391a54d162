/**
 * `/students/:id/public?key=`: the shared resume's request, in its own module (no React) so the
 * entry asks for it as the page starts (app/early-requests.ts) with the very URL the page's query uses.
 */
export const publicStudentPath = (id: number, key: string): string =>
  `/students/${id}/public?key=${encodeURIComponent(key)}`;
