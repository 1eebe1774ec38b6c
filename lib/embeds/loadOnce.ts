/** A fetch of code (or anything slow) that every caller shares, and what it brought once it arrived. */
export type OnceLoader<T> = {
  (): Promise<T>;
  /** What the fetch brought, or null until it has arrived: a later mount can use it at once. */
  loaded(): T | null;
};

/**
 * Wraps `load` (typically an `import()`) so that callers share one request while it is in flight,
 * and later callers get the result at once. A failure is forgotten, so the next call tries again
 * (the visitor was offline, then was not).
 */
export function loadOnce<T>(load: () => Promise<T>): OnceLoader<T> {
  let pending: Promise<T> | null = null;
  let arrived: T | null = null;
  const get = () => {
    pending ??= load().then(
      (value) => {
        arrived = value;
        return value;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(get, { loaded: () => arrived });
}
