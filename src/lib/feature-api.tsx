import { createContext, useContext, useMemo, type ReactNode } from 'react';

// The one seam between a feature's components and what they ask of the world outside them (the backend, the
// browser's push service, the engine loaded on demand): the feature lists those operations in one API object,
// its components read them with useApi(), the app gets the real ones, and a component test gives the provider
// fakes for the operations it exercises (docs/contributing.md, "Test a feature").

export interface FeatureApi<Api extends object> {
  /** Replaces some of the operations for everything inside it (tests); the others stay the real ones. */
  Provider: (props: { api: Partial<Api>; children: ReactNode }) => ReactNode;
  /** The operations, for the feature's components. */
  useApi: () => Api;
}

export function featureApi<Api extends object>(real: Api): FeatureApi<Api> {
  const Context = createContext<Api>(real);
  function Provider({ api, children }: { api: Partial<Api>; children: ReactNode }) {
    const value = useMemo(() => ({ ...real, ...api }), [api]);
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }
  return { Provider, useApi: () => useContext(Context) };
}
