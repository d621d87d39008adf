import { describe, expect, it } from 'vitest';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { functionErrorMessage } from '../function-errors';
import { es } from '../../i18n/es';
import { esChart } from '../../i18n/es-chart';
import { esTarot } from '../../i18n/es-tarot';

const httpError = (status: number) => new FunctionsHttpError(new Response('{}', { status }));

describe.each([
  ['chart', esChart],
  ['tarot', esTarot],
])('function errors for %s', (_feature, messages) => {
  it('maps a 429 response to the rate-limit message', () => {
    expect(functionErrorMessage(httpError(429), messages)).toBe('Demasiadas solicitudes. Intenta de nuevo en unos minutos.');
  });

  it('maps a 402 response to the credits message', () => {
    expect(functionErrorMessage(httpError(402), messages)).toBe('Créditos agotados. Contacta soporte.');
  });

  it('also reads the numbers from the message, as the spec words it', () => {
    expect(functionErrorMessage(new Error('upstream said 429'), messages)).toBe(es.functions.tooManyRequests);
    expect(functionErrorMessage(new Error('status 402 from provider'), messages)).toBe(es.functions.creditsExhausted);
  });

  it('maps any other failure to the feature message', () => {
    expect(functionErrorMessage(httpError(500), messages)).toBe(messages.functionError);
    expect(functionErrorMessage(new Error('boom'), messages)).toBe(messages.functionError);
  });
});

it('uses the spec wording for each feature', () => {
  expect(functionErrorMessage(httpError(500), esChart)).toBe('Error generando carta natal');
  expect(functionErrorMessage(httpError(500), esTarot)).toBe('Error generando lectura');
});
