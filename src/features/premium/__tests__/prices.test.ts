import { describe, expect, it } from 'vitest';
import { CURRENCIES, planPrice, visitorCurrency } from '../prices';

describe('display prices', () => {
  it('guesses the currency from the time zone first, then the language region, and falls back to euros', () => {
    expect(visitorCurrency({ timeZone: 'America/Mexico_City', languages: ['es-ES'] })).toBe('MXN');
    expect(visitorCurrency({ timeZone: 'America/Argentina/Buenos_Aires' })).toBe('ARS');
    expect(visitorCurrency({ timeZone: 'America/Bogota' })).toBe('COP');
    expect(visitorCurrency({ timeZone: 'America/Santiago' })).toBe('CLP');
    expect(visitorCurrency({ timeZone: 'Europe/Madrid' })).toBe('EUR');
    expect(visitorCurrency({ timeZone: 'Atlantic/Canary' })).toBe('EUR');
    expect(visitorCurrency({ timeZone: 'America/Lima' })).toBe('USD');
    expect(visitorCurrency({ timeZone: 'Etc/UTC', languages: ['es-CO', 'es'] })).toBe('COP');
    expect(visitorCurrency({ timeZone: 'Etc/UTC', languages: ['es'] })).toBe('EUR');
  });

  it('writes each currency as its readers do, marking every «$» with its code', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(planPrice('monthly', 'EUR').launch)).toBe('4,99 €');
    expect(planPrice('monthly', 'USD').launch).toBe('$4.99 USD');
    expect(plain(planPrice('annual', 'COP').regular)).toBe('$ 319.900 COP');
    expect(planPrice('annual', 'CLP').launch).toBe('$35.990 CLP');
    for (const currency of CURRENCIES) {
      const { launch, regular } = planPrice('monthly', currency);
      expect(launch).not.toBe(regular);
      if (currency !== 'EUR') expect(launch.endsWith(currency)).toBe(true);
    }
  });

  it('spreads the annual launch price over twelve months in the currency\'s own precision', () => {
    expect(planPrice('annual', 'EUR').perMonth.replace(/\s/g, ' ')).toBe('3,33 €');
    expect(planPrice('annual', 'MXN').perMonth).toBe('$58 MXN');
  });
});
