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

// An error toast says what went wrong; once it is put right (a success follows, or the form's refused fields
// are all corrected) the message is stale and goes, rather than lingering beside the fix.
const openErrors = new Set<string | number>();

function dismissOpenErrors(module: Sonner): void {
  for (const id of openErrors) module.toast.dismiss(id);
  openErrors.clear();
}

function showError(message: string, options?: ExternalToast): void {
  void sonner.load().then((module) => {
    const id = module.toast.error(message, {
      ...options,
      onDismiss(shown) {
        openErrors.delete(id);
        options?.onDismiss?.(shown);
      },
      onAutoClose(shown) {
        openErrors.delete(id);
        options?.onAutoClose?.(shown);
      },
    });
    openErrors.add(id);
  });
}

/** Takes down the error toasts still showing: the problem they named has been fixed. */
export function dismissErrorToasts(): void {
  if (openErrors.size) void sonner.load().then(dismissOpenErrors);
}

export const toast = Object.assign(show((module) => module.toast), {
  success: show((module) => {
    dismissOpenErrors(module);
    return module.toast.success;
  }),
  error: showError,
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
