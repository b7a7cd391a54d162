import { useState } from 'react';

interface RowDialogState<K, T> {
  kind: K;
  target: T | null;
  open: boolean;
  /** Grows at each opening: the dialog is remounted (`key`) with the target's values. */
  key: number;
}

/**
 * Which of a list's dialogs is open, and for which row (null: adding one). The target stays while
 * the dialog closes, so its text does not change during the exit animation.
 */
export const useRowDialog = <K extends string, T>(initial: K) => {
  const [state, setState] = useState<RowDialogState<K, T>>({ kind: initial, target: null, open: false, key: 0 });
  return {
    ...state,
    show: (kind: K, target: T | null) => setState((d) => ({ kind, target, open: true, key: d.key + 1 })),
    close: () => setState((d) => ({ ...d, open: false })),
    isOpen: (kind: K) => state.open && state.kind === kind,
    /** The row of the dialog of `kind`; null while another kind was opened last. */
    targetOf: (kind: K) => (state.kind === kind ? state.target : null),
  };
};

export type RowDialog<K extends string, T> = ReturnType<typeof useRowDialog<K, T>>;
