/**
 * A module imported on first need and only once: the import's promise, its value once it is here (for code that
 * must not trigger the import), and callbacks for whoever waits on someone else to import it.
 */
export function lazyModule<T>(importModule: () => Promise<T>) {
  let promise: Promise<T> | null = null;
  let value: T | null = null;
  const listeners = new Set<() => void>();
  return {
    load(): Promise<T> {
      promise ??= importModule().then((module) => {
        value = module;
        for (const listener of listeners) listener();
        return module;
      });
      return promise;
    },
    loaded(): T | null {
      return value;
    },
    /** Calls back when the module arrives, whoever imported it. Returns the cancel. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
