/**
 * The one logger shape the API passes around: Fastify's pino logger satisfies it, the worker
 * writes JSON lines with it, and tests pass a quiet one. A dependency that needs less takes a
 * `Pick<Logger, ...>` of it.
 */
export interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Logs nothing: for tests and tools. */
export const quietLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
