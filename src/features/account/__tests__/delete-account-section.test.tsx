// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@supabase/supabase-js';
import { DeleteAccountSection } from '../components/delete-account-section';
import { accountApi, type AccountApi } from '../api/account-api';
import { setOnline } from '../../../testing/network';

// The confirmation step: what it asks for, what it says when the server refuses, and that the device is cleared
// only after the server deleted the account.

const deleteAccount = vi.fn<AccountApi['deleteAccount']>();
const clearDevice = vi.fn<AccountApi['clearDevice']>(async () => undefined);

function renderSection(props: Parameters<typeof DeleteAccountSection>[0]) {
  return render(
    <accountApi.Provider api={{ deleteAccount, clearDevice }}>
      <DeleteAccountSection {...props} />
    </accountApi.Provider>,
  );
}

const passwordUser = { id: 'u-1', identities: [{ provider: 'email' }] } as unknown as User;
const googleUser = { id: 'u-2', identities: [{ provider: 'google' }] } as unknown as User;

beforeEach(() => {
  setOnline(true);
  deleteAccount.mockReset();
  clearDevice.mockClear();
});

afterEach(cleanup);

async function openConfirmation() {
  await userEvent.click(screen.getByRole('button', { name: 'Quiero eliminar mi cuenta' }));
}

describe('deleting the account', () => {
  it('says what goes and that it cannot be undone, points to the export, and asks first', async () => {
    renderSection({ user: passwordUser, onDeleted: vi.fn() });
    expect(screen.getByText(/No se puede deshacer/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Antes, descarga tus datos' })).toHaveAttribute('href', '#tus-datos');
    expect(screen.queryByLabelText('Tu contraseña')).not.toBeInTheDocument();
    await openConfirmation();
    await waitFor(() => expect(screen.getByLabelText('Tu contraseña')).toHaveFocus());
  });

  it('keeps an empty password from reaching the server and marks the field', async () => {
    renderSection({ user: passwordUser, onDeleted: vi.fn() });
    await openConfirmation();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta para siempre' }));
    const field = screen.getByLabelText('Tu contraseña');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Escribe tu contraseña para confirmar/);
    expect(field).toHaveFocus();
    expect(deleteAccount).not.toHaveBeenCalled();
    // Typing answers the message: it goes, and the hint stays.
    await userEvent.type(field, 's');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).toHaveAccessibleDescription('La comprobamos de nuevo en el servidor antes de borrar nada.');
  });

  it('on a wrong password says nothing was deleted, keeps what was typed and clears nothing', async () => {
    deleteAccount.mockResolvedValue({ ok: false, reason: 'wrong_password', message: null });
    const onDeleted = vi.fn();
    renderSection({ user: passwordUser, onDeleted });
    await openConfirmation();
    await userEvent.type(screen.getByLabelText('Tu contraseña'), 'no-es-esta{Enter}');
    const field = screen.getByLabelText('Tu contraseña');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/No hemos eliminado nada/));
    expect(field).toHaveValue('no-es-esta');
    expect(field).toHaveFocus();
    expect(deleteAccount).toHaveBeenCalledWith(expect.anything(), 'no-es-esta');
    expect(clearDevice).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('clears the device and hands over once the server deleted the account', async () => {
    deleteAccount.mockResolvedValue({ ok: true });
    const onDeleted = vi.fn();
    renderSection({ user: passwordUser, onDeleted });
    await openConfirmation();
    await userEvent.type(screen.getByLabelText('Tu contraseña'), 'saturno-29{Enter}');
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(clearDevice).toHaveBeenCalledWith(expect.anything(), 'u-1');
  });

  it('asks a Google account for the word, and offers a fresh sign-in when the server wants one', async () => {
    deleteAccount.mockResolvedValue({ ok: false, reason: 'reauthentication_required', message: null });
    renderSection({ user: googleUser, onDeleted: vi.fn() });
    await openConfirmation();
    const word = screen.getByLabelText('Escribe ELIMINAR para confirmar');
    await userEvent.type(word, 'eliminar{Enter}');
    expect(word).toHaveAccessibleDescription(/en mayúsculas/);
    expect(deleteAccount).not.toHaveBeenCalled();
    await userEvent.clear(word);
    await userEvent.type(word, 'ELIMINAR{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('vuelve a entrar con Google');
    expect(screen.getByRole('button', { name: 'Volver a entrar con Google' })).toBeInTheDocument();
    expect(deleteAccount).toHaveBeenCalledWith(expect.anything(), null);
  });

  it('does not try without a connection', async () => {
    setOnline(false);
    renderSection({ user: passwordUser, onDeleted: vi.fn() });
    await openConfirmation();
    await userEvent.type(screen.getByLabelText('Tu contraseña'), 'saturno-29{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión');
    expect(deleteAccount).not.toHaveBeenCalled();
  });
});
