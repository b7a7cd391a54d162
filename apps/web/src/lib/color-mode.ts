import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/** Light and dark, and the high-contrast theme beside them (eMAG, docs/spec/02-screens.md#accessibility). */
export type ColorMode = 'light' | 'dark' | 'high-contrast';

const systemMode = (): 'light' | 'dark' =>
  window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';

/** High contrast wins when chosen; then the stored light/dark choice; with none, the operating system's. */
const initial = (): ColorMode => {
  if (readStorage(STORAGE_KEYS.highContrast) === 'true') return 'high-contrast';
  const stored = readStorage(STORAGE_KEYS.darkMode);
  if (stored === 'true') return 'dark';
  if (stored === 'false') return 'light';
  return systemMode();
};

let mode: ColorMode = initial();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const setColorMode = (next: ColorMode): void => {
  mode = next;
  writeStorage(STORAGE_KEYS.highContrast, next === 'high-contrast' ? 'true' : null);
  if (next !== 'high-contrast') writeStorage(STORAGE_KEYS.darkMode, String(next === 'dark'));
  notify();
};

/** Turning high contrast off goes back to the light/dark choice kept beside it. */
export const setHighContrast = (on: boolean): void => {
  if (on) return setColorMode('high-contrast');
  writeStorage(STORAGE_KEYS.highContrast, null);
  mode = initial();
  notify();
};

// With no stored choice, the app follows the operating system when it switches (e.g. at dusk).
window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', (event) => {
  const stored = readStorage(STORAGE_KEYS.darkMode);
  if (stored === 'true' || stored === 'false' || mode === 'high-contrast') return;
  mode = event.matches ? 'dark' : 'light';
  notify();
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => mode;

export const useColorMode = (): ColorMode => useSyncExternalStore(subscribe, snapshot, snapshot);
