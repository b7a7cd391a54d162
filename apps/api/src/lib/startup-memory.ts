/**
 * One full garbage collection once start-up is over. Opening the embedded database leaves about
 * 100 MB of buffers behind (the cluster template unpacked, the WebAssembly binary, PGlite's file
 * bundle), and migrations and the demo seed add more; an idle server would hold them for a long
 * time, because nothing allocates enough to trigger a major collection. `npm start` runs node with
 * `--expose-gc` for this call; elsewhere (tsx, tests) it does nothing (docs/decisions/014-scale-out.md).
 */
export const collectStartupGarbage = (): void => {
  (globalThis as { gc?: () => void }).gc?.();
};
