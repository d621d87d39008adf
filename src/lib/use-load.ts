import { useCallback, useEffect, useState } from 'react';

// Something loaded on demand when a component mounts (the astronomy engine's chunk, say), with a retry for when
// the chunk did not arrive. `load` is compared by identity: pass a module-level function (or a memoised one), since
// a new function on every render would start a new load on every render.

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

export function useLoad<T>(load: () => Promise<T>): { state: LoadState<T>; retry: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    load().then(
      (value) => setState({ status: 'ready', value }),
      () => setState({ status: 'failed' }),
    );
  }, [load]);
  useEffect(retry, [retry]);
  return { state, retry };
}
