import { queryOptions, useQuery } from '@tanstack/react-query';
import { appConfigSchema, type AppConfig } from '@portal/contracts';
import { apiFetch } from './api-client';

/** `GET /api/config` (public): links to the support page and the academic password recovery. */
export const appConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => apiFetch('/config', { signal, schema: appConfigSchema, expireOn401: false }),
  staleTime: Infinity,
  gcTime: Infinity,
});

export const useAppConfig = (): AppConfig | undefined => useQuery(appConfigQueryOptions).data;
