import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A positive integer kept in the address bar's query (e.g. `/empresas?user_id=3`), so a filtered
 * list can be linked to and survives a reload. Setting undefined removes it.
 */
export const useNumberParam = (name: string): [number | undefined, (value: number | undefined) => void] => {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(name));
  const value = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const set = useCallback(
    (next: number | undefined) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next === undefined) copy.delete(name);
          else copy.set(name, String(next));
          return copy;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [value, set];
};
