import type { QueryClient } from '@tanstack/react-query';

/** A job change also shows on companies (their vacancies count). */
export const invalidateJobViews = (client: QueryClient) =>
  Promise.all(['jobs', 'companies'].map((key) => client.invalidateQueries({ queryKey: [key] })));
