/** Video uploads of up to 100 MB take longer than the 5000 ms of plain calls. */
export const SLOW_CALL_MS = 30_000;
