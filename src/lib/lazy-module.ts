import { lazy, useEffect, useState, type ComponentType } from 'react';

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

export type LazyModule<T> = ReturnType<typeof lazyModule<T>>;

/**
 * React.lazy over a lazyModule, rendered at once when the module has already arrived. React.lazy alone suspends on
 * its first render even then (it reads the import's promise a microtask later), and React holds back what a
 * suspended boundary reveals until 300 ms after the last fallback it showed: the home's first screen, fetched
 * together with the page's own chunk, waited that long before today's card could paint.
 */
export function lazyComponent<T, P extends object>(module: LazyModule<T>, pick: (module: T) => ComponentType<P>) {
  return lazy(() => {
    const arrived = module.loaded();
    if (!arrived) return module.load().then((loaded) => ({ default: pick(loaded) }));
    const component = { default: pick(arrived) };
    // A thenable that answers synchronously: React.lazy settles on it before it renders, so nothing suspends.
    return { then: (resolve: (value: typeof component) => void) => resolve(component) } as unknown as Promise<typeof component>;
  });
}

/**
 * Whether the component of a module may render: once the module has settled (arrived, or failed for the boundary
 * around its component to show), loading it while `wanted`. Its arrival is a state update, which React commits at
 * once: a lazy component that suspended instead is revealed by a retry, which React holds back up to 300 ms after the
 * last fallback it showed. Once one module has settled, a later one (the next page) may render at once: it suspends
 * inside the transition that brought it, and React keeps what is on screen until it has arrived.
 */
export function useModuleSettled(module: LazyModule<unknown>, wanted: boolean): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    const settle = () => {
      if (current) setSettled(true);
    };
    module.load().then(settle, settle);
    return () => {
      current = false;
    };
  }, [module, wanted]);
  return settled || module.loaded() !== null;
}
