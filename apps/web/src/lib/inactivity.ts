import { useEffect } from 'react';
import { INACTIVITY_LOGOUT_MS } from '@portal/contracts';
import { apiFetch } from './api-client';
import { clearStorage, readStorage, STORAGE_KEYS } from './storage';

/** docs/spec/04-states.md#session: these events count as activity and restart the timer. */
const ACTIVITY_EVENTS = ['load', 'click', 'scroll', 'keypress', 'touchstart'] as const;

/**
 * The inactivity timeout: 7,200,000 ms (2 hours). Tests may shorten it by setting
 * `localStorage.setItem('inactivity_ms', '3000')` before the page loads (read when the timer
 * starts); any non-positive or non-numeric value is ignored.
 */
export const inactivityTimeoutMs = (): number => {
  const override = Number(readStorage(STORAGE_KEYS.inactivityMs));
  return Number.isFinite(override) && override > 0 ? override : INACTIVITY_LOGOUT_MS;
};

/**
 * While `enabled`, after the timeout passes with no activity: revokes the token on the server
 * (`POST /api/logout`, best effort), clears local storage (preferences kept) and loads
 * `redirectTo`.
 */
export const useInactivityLogout = (enabled: boolean, redirectTo: string): void => {
  useEffect(() => {
    if (!enabled) return undefined;
    const timeout = inactivityTimeoutMs();
    let timer = 0;
    let expired = false;
    const expire = () => {
      if (expired) return;
      expired = true;
      // Revoked first, so a copy of the token left anywhere stops working too; the reload waits
      // for the answer (at most the API timeout), and keepalive covers a tab closed meanwhile. A
      // failure (offline, already revoked) still signs the browser out.
      void apiFetch('/logout', { method: 'POST', expireOn401: false, keepalive: true })
        .catch(() => undefined)
        .finally(() => {
          clearStorage();
          window.location.assign(redirectTo);
        });
    };
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(expire, timeout);
    };
    const options = { capture: true, passive: true } as const;
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, restart, options);
    restart();
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, restart, options);
    };
  }, [enabled, redirectTo]);
};
