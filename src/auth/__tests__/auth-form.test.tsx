// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { AuthForm } from '../auth-form';
import type { AuthApi } from '../auth-api';

// Sonner keeps its toasts in module state: dismiss them so one test's toast never answers the next one's query.
afterEach(() => {
  toast.dismiss();
  cleanup();
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fakeApi(overrides: Partial<AuthApi> = {}): AuthApi {
  return {
    signIn: vi.fn(async () => ({ error: null })),
    signUp: vi.fn(async () => ({ error: null, needsConfirmation: false })),
    signInWithGoogle: vi.fn(async () => ({ error: null })),
    googleEnabled: vi.fn(async () => true),
    ...overrides,
  };
}

function renderForm(api: AuthApi = fakeApi()) {
  const onSignedIn = vi.fn();
  const onSignedUp = vi.fn();
  const user = userEvent.setup();
  render(
    <>
      <Toaster />
      <AuthForm api={api} onSignedIn={onSignedIn} onSignedUp={onSignedUp} />
    </>,
  );
  return { api, user, onSignedIn, onSignedUp };
}

async function fill(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
}

const submit = () => screen.getByRole('button', { name: /^(Entrar|Crear cuenta|Procesando\.\.\.)$/ });

describe('AuthForm', () => {
  it('opens on sign-in and toggles to sign-up, where the optional full name appears', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('heading', { name: 'Bienvenido' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nombre completo (opcional)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('placeholder', 'Mínimo 6 caracteres');

    await user.click(screen.getByRole('button', { name: '¿No tienes cuenta? Crea una' }));
    expect(screen.getByRole('heading', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre completo (opcional)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '¿Ya tienes cuenta? Entra' }));
    expect(screen.getByRole('heading', { name: 'Bienvenido' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nombre completo (opcional)')).not.toBeInTheDocument();
  });

  it('blocks an invalid email with a toast', async () => {
    const { user, api } = renderForm();
    await fill(user, 'ana@', '123456');
    await user.click(submit());
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(api.signIn).not.toHaveBeenCalled();
  });

  it('blocks a short password with a toast', async () => {
    const { user, api } = renderForm();
    await fill(user, 'ana@example.com', '12345');
    await user.click(submit());
    expect(await screen.findByText('La contraseña debe tener al menos 6 caracteres')).toBeInTheDocument();
    expect(api.signIn).not.toHaveBeenCalled();
  });

  it('shows only the first failing message', async () => {
    const { user } = renderForm();
    await fill(user, 'nope', '1');
    await user.click(submit());
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(screen.queryByText('La contraseña debe tener al menos 6 caracteres')).not.toBeInTheDocument();
  });

  it('signs in: "Procesando..." while waiting, then the welcome toast and onSignedIn', async () => {
    const answer = deferred<{ error: null }>();
    const { user, api, onSignedIn } = renderForm(fakeApi({ signIn: vi.fn(() => answer.promise) }));
    await fill(user, ' ana@example.com ', 'secreto1');
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
    expect(api.signIn).toHaveBeenCalledWith('ana@example.com', 'secreto1');
    answer.resolve({ error: null });
    expect(await screen.findByText('¡Bienvenido de vuelta!')).toBeInTheDocument();
    expect(onSignedIn).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it.each([
    [{ message: 'Invalid login credentials', code: 'invalid_credentials' }, 'Email o contraseña incorrectos'],
    [{ message: 'Email not confirmed', code: 'email_not_confirmed' }, 'Error al iniciar sesión'],
  ])('maps a sign-in error %o to "%s"', async (error, message) => {
    const { user, onSignedIn } = renderForm(fakeApi({ signIn: vi.fn(async () => ({ error })) }));
    await fill(user, 'ana@example.com', 'secreto1');
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says "Error inesperado" when sign-in throws', async () => {
    const { user } = renderForm(fakeApi({ signIn: vi.fn(async () => { throw new TypeError('Failed to fetch'); }) }));
    await fill(user, 'ana@example.com', 'secreto1');
    await user.click(submit());
    expect(await screen.findByText('Error inesperado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('signs up with the full name and confirms without signing in', async () => {
    const { user, api, onSignedUp, onSignedIn } = renderForm();
    await user.click(screen.getByRole('button', { name: '¿No tienes cuenta? Crea una' }));
    await user.type(screen.getByLabelText('Nombre completo (opcional)'), ' Ana Ruiz ');
    await fill(user, 'ana@example.com', 'secreto1');
    await user.click(submit());
    expect(await screen.findByText('¡Cuenta creada! Ya puedes acceder.')).toBeInTheDocument();
    expect(api.signUp).toHaveBeenCalledWith('ana@example.com', 'secreto1', 'Ana Ruiz');
    expect(onSignedUp).toHaveBeenCalledWith({ needsConfirmation: false, email: 'ana@example.com' });
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says to check the email when the backend confirms sign-ups by email (no session yet)', async () => {
    const { user, onSignedUp } = renderForm(fakeApi({ signUp: vi.fn(async () => ({ error: null, needsConfirmation: true })) }));
    await user.click(screen.getByRole('button', { name: '¿No tienes cuenta? Crea una' }));
    await fill(user, 'ana@example.com', 'secreto1');
    await user.click(submit());
    expect(await screen.findByText('Cuenta creada. Revisa tu email para confirmarla.')).toBeInTheDocument();
    expect(screen.queryByText('¡Cuenta creada! Ya puedes acceder.')).not.toBeInTheDocument();
    expect(onSignedUp).toHaveBeenCalledWith({ needsConfirmation: true, email: 'ana@example.com' });
  });

  it('signs up without a name as an empty string', async () => {
    const { user, api } = renderForm();
    await user.click(screen.getByRole('button', { name: '¿No tienes cuenta? Crea una' }));
    await fill(user, 'ana@example.com', 'secreto1');
    await user.click(submit());
    await waitFor(() => expect(api.signUp).toHaveBeenCalledWith('ana@example.com', 'secreto1', ''));
  });

  it('validates on sign-up too', async () => {
    const { user, api } = renderForm();
    await user.click(screen.getByRole('button', { name: '¿No tienes cuenta? Crea una' }));
    await fill(user, 'ana@example.com', 'corta');
    await user.click(submit());
    expect(await screen.findByText('La contraseña debe tener al menos 6 caracteres')).toBeInTheDocument();
    expect(api.signUp).not.toHaveBeenCalled();
  });

  it.each([
    [{ message: 'User already registered', code: 'user_already_exists' }, 'Este email ya está registrado'],
    [{ message: 'Signups not allowed for this instance', code: 'signup_disabled' }, 'Error al crear cuenta'],
  ])('maps a sign-up error %o to "%s"', async (error, message) => {
    const { user, onSignedUp } = renderForm(fakeApi({ signUp: vi.fn(async () => ({ error, needsConfirmation: false })) }));
    await user.click(screen.getByRole('button', { name: '¿No tienes cuenta? Crea una' }));
    await fill(user, 'ana@example.com', 'secreto1');
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it('says "Error inesperado" when sign-up throws, and shows "Procesando..." meanwhile', async () => {
    const answer = deferred<never>();
    const { user } = renderForm(fakeApi({ signUp: vi.fn(() => answer.promise) }));
    await user.click(screen.getByRole('button', { name: '¿No tienes cuenta? Crea una' }));
    await fill(user, 'ana@example.com', 'secreto1');
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
    answer.reject(new Error('boom'));
    expect(await screen.findByText('Error inesperado')).toBeInTheDocument();
  });

  it('continues with Google: "Conectando..." while the redirect starts', async () => {
    const answer = deferred<{ error: null }>();
    const { user, api } = renderForm(fakeApi({ signInWithGoogle: vi.fn(() => answer.promise) }));
    await user.click(await screen.findByRole('button', { name: 'Continuar con Google' }));
    expect(screen.getByRole('button', { name: 'Conectando...' })).toBeDisabled();
    expect(api.signInWithGoogle).toHaveBeenCalledOnce();
    answer.resolve({ error: null });
  });

  it('says "Error al conectar con Google" when Google answers with an error', async () => {
    const { user } = renderForm(fakeApi({ signInWithGoogle: vi.fn(async () => ({ error: new Error('provider') })) }));
    await user.click(await screen.findByRole('button', { name: 'Continuar con Google' }));
    expect(await screen.findByText('Error al conectar con Google')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar con Google' })).toBeEnabled();
  });

  it('says "Error inesperado con Google" when the Google call throws', async () => {
    const { user } = renderForm(fakeApi({ signInWithGoogle: vi.fn(async () => { throw new Error('boom'); }) }));
    await user.click(await screen.findByRole('button', { name: 'Continuar con Google' }));
    expect(await screen.findByText('Error inesperado con Google')).toBeInTheDocument();
  });

  it('says Google is unavailable when the backend has it disabled', async () => {
    const api = fakeApi({ googleEnabled: vi.fn(async () => false) });
    renderForm(api);
    const button = await screen.findByRole('button', { name: 'Google no está disponible' });
    expect(button).toBeDisabled();
    expect(api.signInWithGoogle).not.toHaveBeenCalled();
  });
});
