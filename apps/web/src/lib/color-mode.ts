import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

export type ColorMode = 'light' | 'dark';

/** The stored choice wins; with none, the operating system's preference. */
const initial = (): ColorMode => {
  const stored = readStorage(STORAGE_KEYS.darkMode);
  if (stored === 'true') return 'dark';
  if (stored === 'false') return 'light';
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
};

let mode: ColorMode = initial();
const listeners = new Set<() => void>();

export const setColorMode = (next: ColorMode): void => {
  mode = next;
  writeStorage(STORAGE_KEYS.darkMode, String(next === 'dark'));
  for (const listener of listeners) listener();
};

// With no stored choice, the app follows the operating system when it switches (e.g. at dusk).
window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', (event) => {
  const stored = readStorage(STORAGE_KEYS.darkMode);
  if (stored === 'true' || stored === 'false') return;
  mode = event.matches ? 'dark' : 'light';
  for (const listener of listeners) listener();
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => mode;

export const useColorMode = (): ColorMode => useSyncExternalStore(subscribe, snapshot, snapshot);
