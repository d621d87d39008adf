// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { NetworkIndicator } from '../network-indicator';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => {
  setOnline(true);
  toast.dismiss();
  cleanup();
});

it('shows a banner while offline and a short note when the connection returns', async () => {
  render(
    <>
      <Toaster />
      <NetworkIndicator />
    </>,
  );
  expect(screen.queryByText(/Sin conexión/)).not.toBeInTheDocument();

  setOnline(false);
  expect(screen.getByRole('status')).toHaveTextContent('Sin conexión. Puedes seguir leyendo lo que ya está en tu dispositivo.');

  setOnline(true);
  expect(screen.queryByText(/Sin conexión/)).not.toBeInTheDocument();
  expect(await screen.findByText('Conexión recuperada.')).toBeInTheDocument();
});
