import { describe, expect, it } from 'vitest';
import { es } from '../../i18n/es';
import { signInErrorMessage, signUpErrorMessage } from '../auth-messages';
import { firstCredentialsProblem } from '../credentials-check';

describe('firstCredentialsProblem', () => {
  it('accepts a valid email and a 6-character password', () => {
    expect(firstCredentialsProblem('ana@example.com', '123456')).toBeNull();
    expect(firstCredentialsProblem('  ana@example.com ', '123456')).toBeNull();
  });

  it('reports an invalid email', () => {
    expect(firstCredentialsProblem('ana@', '123456')).toBe('Email inválido');
    expect(firstCredentialsProblem('', '123456')).toBe(es.auth.invalidEmail);
  });

  it('reports a short password', () => {
    expect(firstCredentialsProblem('ana@example.com', '12345')).toBe('La contraseña debe tener al menos 6 caracteres');
  });

  it('reports the email first when both fail', () => {
    expect(firstCredentialsProblem('nope', '1')).toBe(es.auth.invalidEmail);
  });
});

describe('signInErrorMessage', () => {
  it('maps wrong credentials by message or by code', () => {
    expect(signInErrorMessage({ message: 'Invalid login credentials' })).toBe('Email o contraseña incorrectos');
    expect(signInErrorMessage({ message: 'whatever', code: 'invalid_credentials' })).toBe(es.auth.wrongCredentials);
  });

  it('maps anything else to the generic sign-in error', () => {
    expect(signInErrorMessage({ message: 'Request rate limit reached', code: 'over_request_rate_limit' })).toBe('Error al iniciar sesión');
    expect(signInErrorMessage({})).toBe(es.auth.signInError);
  });
});

describe('signUpErrorMessage', () => {
  it('maps an existing account by message or by code', () => {
    expect(signUpErrorMessage({ message: 'User already registered' })).toBe('Este email ya está registrado');
    expect(signUpErrorMessage({ message: 'x', code: 'user_already_exists' })).toBe(es.auth.alreadyRegistered);
  });

  it('maps anything else to the generic sign-up error', () => {
    expect(signUpErrorMessage({ message: 'Password should be at least 6 characters', code: 'weak_password' })).toBe('Error al crear cuenta');
  });
});
