import { useState } from 'react';
import { ORIENTATION_SEARCH_DELAY_MS } from '@portal/contracts';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/**
 * The title search of 'Cursos e seleções': the typed text applies 3000 ms after typing stops
 * (docs/spec/09-constants.md#timing), or at once with `searchNow` (Enter). Returns the applied, trimmed title.
 */
export const useTitleSearch = () => {
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, ORIENTATION_SEARCH_DELAY_MS);
  // A search run with Enter holds until the debounced value moves on (or settles on the text).
  const [now, setNow] = useState<{ value: string; over: string } | null>(null);
  const held = now !== null && debounced === now.over && text !== debounced;
  const title = (held ? now.value : debounced).trim();
  return {
    text,
    setText,
    title,
    /** The typed text is not applied yet. */
    waiting: text.trim() !== title,
    searchNow: () => setNow({ value: text, over: debounced }),
  };
};
