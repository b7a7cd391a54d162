import { useSyncExternalStore } from 'react';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS, TOAST_WARNING_MS } from '@portal/contracts';

export type ToastSeverity = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  severity: ToastSeverity;
  message: string;
  durationMs: number;
}

/** docs/spec/09-constants.md#timing: 2500 ms for success and error, 5500 ms for warnings. */
const DURATION_MS: Record<ToastSeverity, number> = {
  success: TOAST_SUCCESS_MS,
  error: TOAST_ERROR_MS,
  warning: TOAST_WARNING_MS,
  info: TOAST_WARNING_MS,
};

/** At most this many toasts are on screen; older ones leave first. */
const MAX_VISIBLE = 4;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

const set = (next: readonly Toast[]) => {
  toasts = next;
  for (const listener of listeners) listener();
};

export const dismissToast = (id: number): void => set(toasts.filter((t) => t.id !== id));

const show = (severity: ToastSeverity, message: string): number => {
  const id = nextId++;
  set([...toasts, { id, severity, message, durationMs: DURATION_MS[severity] }].slice(-MAX_VISIBLE));
  return id;
};

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => toasts;

export const useToasts = (): readonly Toast[] => useSyncExternalStore(subscribe, snapshot, snapshot);
