// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { useState } from 'react';
import { AuthForm, type AuthMode } from '../auth-form';
import { RecoverForm } from '../recover-form';
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
    prepare: vi.fn(),
    signIn: vi.fn(async () => ({ error: null })),
    signUp: vi.fn(async () => ({ error: null, needsConfirmation: false })),
    signInWithGoogle: vi.fn(async () => ({ error: null })),
    googleEnabled: vi.fn(async () => true),
    resetPassword: vi.fn(async () => ({ error: null })),
    resendConfirmation: vi.fn(async () => ({ error: null })),
    ...overrides,
  };
}

function renderForm(api: AuthApi = fakeApi(), initialMode: AuthMode = 'signIn') {
  const onSignedIn = vi.fn();
  const onSignedUp = vi.fn();
  const onForgotPassword = vi.fn();
  const user = userEvent.setup();
  // The page keeps the mode (in the address); here a state stands in for it.
  function Harness() {
    const [mode, setMode] = useState<AuthMode>(initialMode);
    return <AuthForm api={api} mode={mode} onModeChange={setMode} onSignedIn={onSignedIn} onSignedUp={onSignedUp} onForgotPassword={onForgotPassword} />;
  }
  render(
    <MemoryRouter>
      <Toaster />
      <Harness />
    </MemoryRouter>,
  );
  return { api, user, onSignedIn, onSignedUp, onForgotPassword };
}

/** The toast region's text, apart from the messages written beside the fields. */
const toastText = () => document.querySelector('[data-sonner-toaster]')?.textContent ?? '';
const expectToast = (text: string) => waitFor(() => expect(toastText()).toContain(text));

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
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/privacidad');

    await user.click(screen.getByRole('button', { name: '¿Ya tienes cuenta? Entra' }));
    expect(screen.getByRole('heading', { name: 'Bienvenido' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nombre completo (opcional)')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'política de privacidad' })).not.toBeInTheDocument();
  });

  it('blocks an invalid email with a toast', async () => {
    const { user, api } = renderForm();
    await fill(user, 'ana@', '123456');
    await user.click(submit());
    await expectToast('Email inválido');
    expect(api.signIn).not.toHaveBeenCalled();
  });

  it('blocks a short password with a toast', async () => {
    const { user, api } = renderForm();
    await fill(user, 'ana@example.com', '12345');
    await user.click(submit());
    await expectToast('La contraseña debe tener al menos 6 caracteres');
    expect(api.signIn).not.toHaveBeenCalled();
  });

  it('toasts only the first failing message, marks every failing field inline and focuses the first', async () => {
    const { user } = renderForm();
    await fill(user, 'nope', '1');
    await user.click(submit());
    await waitFor(() => expect(toastText()).toContain('Email inválido'));
    expect(toastText()).not.toContain('La contraseña debe tener al menos 6 caracteres');
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Contraseña');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email inválido');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('La contraseña debe tener al menos 6 caracteres');
    expect(email).toHaveFocus();

    await user.type(email, '@ejemplo.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks the password beside the toast when the credentials are wrong', async () => {
    const { user } = renderForm(fakeApi({ signIn: vi.fn(async () => ({ error: { message: 'Invalid login credentials', code: 'invalid_credentials' } })) }));
    await fill(user, 'ana@example.com', 'secreto1');
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('Email o contraseña incorrectos'));
    expect(screen.getByLabelText('Contraseña')).toHaveFocus();
  });

  it('takes the error toast down once the refused field is corrected', async () => {
    const { user } = renderForm(fakeApi({ signIn: vi.fn(async () => ({ error: { message: 'Invalid login credentials', code: 'invalid_credentials' } })) }));
    await fill(user, 'ana@example.com', 'secreto1');
    await user.click(submit());
    await expectToast('Email o contraseña incorrectos');
    await user.type(screen.getByLabelText('Contraseña'), '2');
    await waitFor(() => expect(toastText()).not.toContain('Email o contraseña incorrectos'));
  });

  it('replaces the error toast with the welcome when the next try succeeds', async () => {
    const signIn = vi.fn(async () => ({ error: { message: 'Invalid login credentials', code: 'invalid_credentials' } as { message: string; code: string } | null }));
    const { user } = renderForm(fakeApi({ signIn }));
    await fill(user, 'ana@example.com', 'secreto1');
    await user.click(submit());
    await expectToast('Email o contraseña incorrectos');
    signIn.mockResolvedValueOnce({ error: null });
    await user.click(submit());
    await expectToast('¡Bienvenido de vuelta!');
    await waitFor(() => expect(toastText()).not.toContain('Email o contraseña incorrectos'));
  });

  it('holds the welcome back while the second factor is still due', async () => {
    const { user, onSignedIn } = renderForm(fakeApi({ signIn: vi.fn(async () => ({ error: null, needsSecondFactor: true })) }));
    await fill(user, 'ana@example.com', 'secreto1');
    await user.click(submit());
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    // sonner would have mounted its list by now had a toast been made.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(toastText()).not.toContain('¡Bienvenido de vuelta!');
  });

  it('opens on "Crear cuenta" when the page asks for it (a call to action)', () => {
    renderForm(fakeApi(), 'signUp');
    expect(screen.getByRole('heading', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre completo (opcional)')).toBeInTheDocument();
  });

  it('offers "¿Olvidaste tu contraseña?" on sign-in only, carrying the email typed', async () => {
    const { user, onForgotPassword } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(onForgotPassword).toHaveBeenCalledWith('ana@example.com');
    await user.click(screen.getByRole('button', { name: '¿No tienes cuenta? Crea una' }));
    expect(screen.queryByRole('button', { name: '¿Olvidaste tu contraseña?' })).not.toBeInTheDocument();
  });

  it('signs in: "Procesando..." while waiting, then the welcome toast and onSignedIn', async () => {
    const answer = deferred<{ error: null }>();
    const { user, api, onSignedIn } = renderForm(fakeApi({ signIn: vi.fn(() => answer.promise) }));
    await fill(user, ' ana@example.com ', 'secreto1');
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
    expect(api.signIn).toHaveBeenCalledWith('ana@example.com', 'secreto1');
    answer.resolve({ error: null });
    await expectToast('¡Bienvenido de vuelta!');
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
    await expectToast(message);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says "Error inesperado" when sign-in throws', async () => {
    const { user } = renderForm(fakeApi({ signIn: vi.fn(async () => { throw new TypeError('Failed to fetch'); }) }));
    await fill(user, 'ana@example.com', 'secreto1');
    await user.click(submit());
    await expectToast('Error inesperado');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('signs up with the full name and confirms without signing in', async () => {
    const { user, api, onSignedUp, onSignedIn } = renderForm();
    await user.click(screen.getByRole('button', { name: '¿No tienes cuenta? Crea una' }));
    await user.type(screen.getByLabelText('Nombre completo (opcional)'), ' Ana Ruiz ');
    await fill(user, 'ana@example.com', 'secreto1');
    await user.click(submit());
    await expectToast('¡Cuenta creada! Ya puedes acceder.');
    expect(api.signUp).toHaveBeenCalledWith('ana@example.com', 'secreto1', 'Ana Ruiz');
    expect(onSignedUp).toHaveBeenCalledWith({ needsConfirmation: false, email: 'ana@example.com' });
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says to check the email when the backend confirms sign-ups by email (no session yet)', async () => {
    const { user, onSignedUp } = renderForm(fakeApi({ signUp: vi.fn(async () => ({ error: null, needsConfirmation: true })) }));
    await user.click(screen.getByRole('button', { name: '¿No tienes cuenta? Crea una' }));
    await fill(user, 'ana@example.com', 'secreto1');
    await user.click(submit());
    await expectToast('Cuenta creada. Revisa tu email para confirmarla.');
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
    await expectToast('La contraseña debe tener al menos 6 caracteres');
    expect(api.signUp).not.toHaveBeenCalled();
  });

  it('refuses a sign-up name with nothing visible beside its field, and sends a name in one spelling (NFC)', async () => {
    const { user, api } = renderForm();
    await user.click(screen.getByRole('button', { name: '¿No tienes cuenta? Crea una' }));
    await user.type(screen.getByLabelText('Nombre completo (opcional)'), '\u200b\u200c\u200d');
    await fill(user, 'ana@example.com', 'secreto1');
    await user.click(submit());
    const message = 'Escribe el nombre con al menos una letra, un número o un signo visibles.';
    await expectToast(message);
    expect(screen.getByLabelText('Nombre completo (opcional)')).toHaveAccessibleDescription(message);
    expect(api.signUp).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Nombre completo (opcional)'));
    await user.type(screen.getByLabelText('Nombre completo (opcional)'), ' Jose\u0301 ');
    await user.click(submit());
    await waitFor(() => expect(api.signUp).toHaveBeenCalledWith('ana@example.com', 'secreto1', 'José'));
  });

  it('says a common password is refused for being easy to guess, beside the password', async () => {
    const { user } = renderForm(fakeApi({ signUp: vi.fn(async () => ({ error: { message: 'weak', code: 'weak_password', reasons: ['pwned'] }, needsConfirmation: false })) }));
    await user.click(screen.getByRole('button', { name: '¿No tienes cuenta? Crea una' }));
    await fill(user, 'ana@example.com', 'password');
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('Esa contraseña es de las primeras que se prueban al adivinar. Elige otra más tuya.'));
  });

  it.each([
    [{ message: 'User already registered', code: 'user_already_exists' }, 'Este email ya está registrado'],
    [{ message: 'Signups not allowed for this instance', code: 'signup_disabled' }, 'Error al crear cuenta'],
  ])('maps a sign-up error %o to "%s"', async (error, message) => {
    const { user, onSignedUp } = renderForm(fakeApi({ signUp: vi.fn(async () => ({ error, needsConfirmation: false })) }));
    await user.click(screen.getByRole('button', { name: '¿No tienes cuenta? Crea una' }));
    await fill(user, 'ana@example.com', 'secreto1');
    await user.click(submit());
    await expectToast(message);
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
    await expectToast('Error inesperado');
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
    await expectToast('Error al conectar con Google');
    expect(screen.getByRole('button', { name: 'Continuar con Google' })).toBeEnabled();
  });

  it('says "Error inesperado con Google" when the Google call throws', async () => {
    const { user } = renderForm(fakeApi({ signInWithGoogle: vi.fn(async () => { throw new Error('boom'); }) }));
    await user.click(await screen.findByRole('button', { name: 'Continuar con Google' }));
    await expectToast('Error inesperado con Google');
  });

  it('says Google is unavailable when the backend has it disabled', async () => {
    const api = fakeApi({ googleEnabled: vi.fn(async () => false) });
    renderForm(api);
    const button = await screen.findByRole('button', { name: 'Google no está disponible' });
    expect(button).toBeDisabled();
    expect(api.signInWithGoogle).not.toHaveBeenCalled();
  });
});

describe('RecoverForm', () => {
  function renderRecover(api: AuthApi = fakeApi(), initialEmail = '') {
    const onBack = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <Toaster />
        <RecoverForm api={api} initialEmail={initialEmail} onBack={onBack} />
      </>,
    );
    return { api, user, onBack };
  }

  it('sends the link and answers with the same neutral words whatever the address', async () => {
    const { user, api } = renderRecover(fakeApi(), 'ana@example.com');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(api.resetPassword).toHaveBeenCalledWith('ana@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent('Si ana@example.com tiene una cuenta en Sendero Astral');
  });

  it('stops an invalid email beside the field', async () => {
    const { user, api } = renderRecover();
    await user.type(screen.getByLabelText('Email'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email inválido');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(api.resetPassword).not.toHaveBeenCalled();
  });

  it('asks to wait a minute when the server limits the emails', async () => {
    const { user } = renderRecover(fakeApi({ resetPassword: vi.fn(async () => ({ error: { status: 429, code: 'over_email_send_rate_limit' } })) }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Acabamos de enviar un enlace a ese email. Espera un minuto antes de pedir otro.'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
