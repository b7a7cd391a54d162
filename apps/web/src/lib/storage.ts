/**
 * Keys the app keeps in localStorage (docs/spec/03-entities.md#session: the session, the dark-mode flag and the draft
 * of the current audition are kept locally).
 *
 * - `session`: the login response, JSON.
 * - `dark_mode`: 'true' | 'false'; survives logout and 401 handling.
 * - `high_contrast`: 'true' | 'false', the high-contrast theme beside light and dark; survives logout.
 * - `captions`: 'off' when the user turned video captions off by default; survives logout.
 * - `inactivity_ms`: optional override of the 2-hour inactivity logout, in ms (tests only).
 * - `audition_draft`: the recorder's current audition `{ activity_id, job_id, audition_id, code }`
 *   (features/professional-stage/components/recorder/audition-draft.ts): reopening the recorder for
 *   the same activity and job reuses it instead of creating another; cleared after a successful upload.
 */
export const STORAGE_KEYS = {
  session: 'session',
  darkMode: 'dark_mode',
  highContrast: 'high_contrast',
  captions: 'captions',
  inactivityMs: 'inactivity_ms',
  auditionDraft: 'audition_draft',
} as const;

/** Keys that survive "clear local storage" on logout, expiry and inactivity. */
const PRESERVED_KEYS: readonly string[] = [
  STORAGE_KEYS.darkMode,
  STORAGE_KEYS.highContrast,
  STORAGE_KEYS.captions,
  STORAGE_KEYS.inactivityMs,
];

export const readStorage = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

export const writeStorage = (key: string, value: string | null): void => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled (private mode): the app keeps working for this page load.
  }
};

/** Clears everything the app stored except the user's preferences. */
export const clearStorage = (): void => {
  try {
    const keep = PRESERVED_KEYS.map((key) => [key, window.localStorage.getItem(key)] as const);
    window.localStorage.clear();
    for (const [key, value] of keep) if (value !== null) window.localStorage.setItem(key, value);
  } catch {
    // ignore: nothing to clear
  }
};
