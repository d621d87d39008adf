import { useSyncExternalStore, type ComponentProps } from 'react';
import type { ExternalToast } from 'sonner';
import { lazyModule } from './lazy-module';

// The app's toasts (spec §8), with sonner loaded on the first toast rather than with the first paint: /auth and
// the prerendered pages paint and hydrate without it. Calls made while it loads run in order, on the one
// promise, and the <Toaster> mounts once sonner is here, showing the toasts created before it (sonner replays
// them to a late subscriber).

type Sonner = typeof import('sonner');
const sonner = lazyModule<Sonner>(() => import('sonner'));

/** Fetches sonner ahead of a toast that is about to come (a form about to be sent), so it shows at once. */
export function prepareToasts(): void {
  void sonner.load();
}

type Show = (message: string, options?: ExternalToast) => void;

function show(pick: (module: Sonner) => (message: string, options?: ExternalToast) => unknown): Show {
  return (message, options) => {
    void sonner.load().then((module) => pick(module)(message, options));
  };
}

export const toast = Object.assign(show((module) => module.toast), {
  success: show((module) => module.toast.success),
  error: show((module) => module.toast.error),
  info: show((module) => module.toast.info),
  dismiss(id?: string | number) {
    void sonner.load().then((module) => module.toast.dismiss(id));
  },
});

/** sonner's <Toaster>, rendered from the first toast on (nothing in the prerendered HTML). */
export function Toaster(props: ComponentProps<Sonner['Toaster']>) {
  const module = useSyncExternalStore(sonner.subscribe, sonner.loaded, () => null);
  return module ? <module.Toaster {...props} /> : null;
}
