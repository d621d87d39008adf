// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Toaster, toast } from 'sonner';

// The service worker itself is exercised by the browser tests; here the registration hook is the seam.
const updateServiceWorker = vi.fn(async () => {});
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    needRefresh: [true, () => {}],
    offlineReady: [false, () => {}],
    updateServiceWorker,
  }),
}));

const { UpdatePrompt } = await import('../update-prompt');

afterEach(() => {
  toast.dismiss();
  cleanup();
});

it('offers the new version and reloads only when the user chooses "Actualizar"', async () => {
  render(
    <>
      <Toaster />
      <UpdatePrompt />
    </>,
  );
  expect(await screen.findByText('Nueva versión disponible')).toBeInTheDocument();
  expect(updateServiceWorker).not.toHaveBeenCalled();
  // A plain click: sonner's swipe handling needs pointer capture, which jsdom lacks.
  fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
  expect(updateServiceWorker).toHaveBeenCalledWith(true);
});
