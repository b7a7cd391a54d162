import { lazy, type ComponentType } from 'react';

/** A module loaded once, on demand, whose value can be read at once after it has loaded. */
export interface Preloadable<M> {
  /** Loads the module (once; again after a failure). */
  load: () => Promise<M>;
  /** The module, once loaded. */
  readonly loaded: M | undefined;
}

export const preloadable = <M>(importer: () => Promise<M>): Preloadable<M> => {
  let promise: Promise<M> | undefined;
  let value: M | undefined;
  return {
    load: () =>
      (promise ??= importer().then(
        (module) => (value = module),
        (error: unknown) => {
          promise = undefined;
          throw error;
        },
      )),
    get loaded() {
      return value;
    },
  };
};

/**
 * A resolved thenable that calls back at once, typed as the Promise React.lazy asks for: React
 * reads it in the same render (a Promise would call back a microtask later). React only calls
 * `then` on it.
 */
const settled = <T>(value: T): Promise<T> =>
  ({ then: (onFulfilled: (v: T) => unknown) => onFulfilled(value) }) as unknown as Promise<T>;

/**
 * React.lazy over a preloadable module. When the module has already loaded (a route's loader
 * started it), the component renders in the same pass: plain React.lazy would show the Suspense
 * fallback first, and React holds the reveal of a boundary up to 300 ms after a fallback appeared
 * (docs/decisions/011-hiring-pipeline.md, "First paint").
 */
export const lazyFrom = <M, P extends object>(module: Preloadable<M>, pick: (m: M) => ComponentType<P>) =>
  lazy(() => {
    const loaded = module.loaded;
    return loaded ? settled({ default: pick(loaded) }) : module.load().then((m) => ({ default: pick(m) }));
  });
