import { useEffect, useState } from 'react';
import type { AppConfig } from '@portal/contracts';
import { apiFetch } from './api-client';
import { ApiError } from './api-error';

/** `appConfigSchema` of contracts, checked by hand to keep zod off the signed-out routes. */
const asAppConfig = (body: unknown): AppConfig => {
  const v = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const supportUrl = v['support_url'];
  const recoveryUrl = v['academic_password_recovery_url'];
  if (typeof supportUrl !== 'string' || typeof recoveryUrl !== 'string') throw ApiError.fromBody(500, body);
  return { support_url: supportUrl, academic_password_recovery_url: recoveryUrl };
};

let cached: AppConfig | undefined;
let pending: Promise<AppConfig> | null = null;

/**
 * `GET /api/config` (public): the support page and the academic password recovery links. Fetched
 * once per page load (a failure is retried by the next caller). Plain fetch, not TanStack Query:
 * the login screens that need it load without the query library.
 */
export const loadAppConfig = (): Promise<AppConfig> =>
  (pending ??= apiFetch('/config', { expireOn401: false })
    .then(asAppConfig)
    .then((config) => (cached = config))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    }));

/** The public config, or undefined while it loads (or when the API cannot be reached). */
export const useAppConfig = (): AppConfig | undefined => {
  const [config, setConfig] = useState(cached);
  useEffect(() => {
    if (cached) return undefined;
    let active = true;
    loadAppConfig().then(
      (loaded) => active && setConfig(loaded),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return config;
};
