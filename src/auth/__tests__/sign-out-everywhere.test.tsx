// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster, toast } from 'sonner';
import { es } from '../../i18n/es';
import { paths } from '../../lib/paths';
import { SignOutEverywhere } from '../sign-out-everywhere';

const signOut = vi.fn<(scope?: 'local' | 'global') => Promise<boolean>>();
vi.mock('../session', () => ({ useSession: () => ({ signOut }) }));

afterEach(() => {
  toast.dismiss();
  cleanup();
  signOut.mockReset();
});

function renderButton() {
  const onStart = vi.fn();
  render(
    <MemoryRouter initialEntries={['/cuenta']}>
      <Toaster />
      <Routes>
        <Route path="/cuenta" element={<SignOutEverywhere onStart={onStart} />} />
        <Route path={paths.auth} element={<p>Página de acceso</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { onStart, user: userEvent.setup() };
}

const toastText = () => document.querySelector('[data-sonner-toaster]')?.textContent ?? '';

describe('SignOutEverywhere', () => {
  it('signs out with scope global, says so and goes to the sign-in page', async () => {
    signOut.mockResolvedValue(true);
    const { onStart, user } = renderButton();
    await user.click(screen.getByRole('button', { name: es.signOutEverywhere.button }));
    expect(signOut).toHaveBeenCalledWith('global');
    expect(onStart).toHaveBeenCalled();
    expect(await screen.findByText('Página de acceso')).toBeTruthy();
    await waitFor(() => expect(toastText()).toContain(es.signOutEverywhere.done));
  });

  it('stays put and explains when the server could not be told (offline)', async () => {
    let finish!: (done: boolean) => void;
    signOut.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: es.signOutEverywhere.button }));
    const busy = screen.getByRole('button', { name: es.signOutEverywhere.pending });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    finish(false);
    await waitFor(() => expect(toastText()).toContain(es.signOutEverywhere.failed));
    expect(screen.getByRole('button', { name: es.signOutEverywhere.button })).toBeTruthy();
    expect(screen.queryByText('Página de acceso')).toBeNull();
  });
});
