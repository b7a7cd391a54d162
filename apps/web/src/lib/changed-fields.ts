/** Values that count as "nothing": a cleared field equals a missing one. */
const normalise = (value: unknown): unknown => (value === null || value === undefined || value === '' ? '' : value);

/**
 * The entries of `next` that differ from `initial` (docs/spec/05-validation.md#users: edits send only the changed
 * fields). Compares after trimming strings; `null`, `undefined` and '' are equal.
 */
export const changedFields = <T extends Record<string, unknown>>(
  next: T,
  initial: Partial<Record<keyof T, unknown>>,
): Partial<T> => {
  const out: Partial<T> = {};
  for (const key of Object.keys(next) as Array<keyof T>) {
    const a = normalise(typeof next[key] === 'string' ? (next[key] as string).trim() : next[key]);
    const b = normalise(typeof initial[key] === 'string' ? (initial[key] as string).trim() : initial[key]);
    if (!Object.is(a, b)) out[key] = next[key];
  }
  return out;
};
