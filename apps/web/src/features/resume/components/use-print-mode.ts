import { useEffect, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

// The `print` media query, read directly: MUI's useMediaQuery warns in the console about `print`.
const printQuery = () => window.matchMedia?.('print');
const subscribePrint = (listener: () => void) => {
  const query = printQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
};
const isPrintMedia = () => printQuery()?.matches ?? false;

/**
 * True while the page is printed: the printed resume always uses the light theme, whatever the
 * screen's mode. `print()` switches synchronously before opening the dialog; Ctrl+P and print
 * emulation are followed through `beforeprint`/`afterprint` and the `print` media query.
 */
export const usePrintMode = () => {
  const printMedia = useSyncExternalStore(subscribePrint, isPrintMedia, () => false);
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  const print = () => {
    flushSync(() => setPrinting(true));
    // The dialog blocks until it closes; some browsers send no 'afterprint'.
    window.print();
    setPrinting(false);
  };
  return { printing: printing || printMedia, print };
};
