// The plans' display prices in the currencies our readers pay in. They are fixed amounts, chosen per currency
// (not converted at the day's rate), so a price never changes between two visits; nothing is charged yet.

export const CURRENCIES = ['EUR', 'USD', 'MXN', 'ARS', 'COP', 'CLP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export type PlanId = 'monthly' | 'annual';

interface PlanPrice {
  launch: number;
  regular: number;
}

const PRICES: Record<Currency, Record<PlanId, PlanPrice>> = {
  EUR: { monthly: { launch: 4.99, regular: 9.99 }, annual: { launch: 39.99, regular: 79.99 } },
  USD: { monthly: { launch: 4.99, regular: 9.99 }, annual: { launch: 39.99, regular: 79.99 } },
  MXN: { monthly: { launch: 89, regular: 179 }, annual: { launch: 699, regular: 1399 } },
  ARS: { monthly: { launch: 4900, regular: 9800 }, annual: { launch: 39000, regular: 78000 } },
  COP: { monthly: { launch: 19900, regular: 39900 }, annual: { launch: 159900, regular: 319900 } },
  CLP: { monthly: { launch: 4490, regular: 8990 }, annual: { launch: 35990, regular: 71990 } },
};

/** How each currency is written where it is used; the peso and the dollar share «$», so those carry their code. */
const FORMATS: Record<Currency, { locale: string; digits: number; code: boolean }> = {
  EUR: { locale: 'es-ES', digits: 2, code: false },
  USD: { locale: 'es-US', digits: 2, code: true },
  MXN: { locale: 'es-MX', digits: 0, code: true },
  ARS: { locale: 'es-AR', digits: 0, code: true },
  COP: { locale: 'es-CO', digits: 0, code: true },
  CLP: { locale: 'es-CL', digits: 0, code: true },
};

export function formatPrice(amount: number, currency: Currency): string {
  const { locale, digits, code } = FORMATS[currency];
  const text = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
  return code ? `${text} ${currency}` : text;
}

export interface DisplayPrice {
  launch: string;
  regular: string;
  /** The annual plan's launch price spread over twelve months. */
  perMonth: string;
}

export function planPrice(plan: PlanId, currency: Currency): DisplayPrice {
  const { launch, regular } = PRICES[currency][plan];
  const digits = FORMATS[currency].digits;
  const perMonth = Math.round((launch / 12) * 10 ** digits) / 10 ** digits;
  return { launch: formatPrice(launch, currency), regular: formatPrice(regular, currency), perMonth: formatPrice(perMonth, currency) };
}

const ZONE_CURRENCY: [RegExp, Currency][] = [
  [/^America\/(Mexico_City|Cancun|Merida|Monterrey|Matamoros|Chihuahua|Ciudad_Juarez|Ojinaga|Mazatlan|Bahia_Banderas|Hermosillo|Tijuana)$/, 'MXN'],
  [/^America\/(Argentina\/|Buenos_Aires$|Cordoba$|Mendoza$)/, 'ARS'],
  [/^America\/Bogota$/, 'COP'],
  [/^(America\/(Santiago|Punta_Arenas)|Pacific\/Easter)$/, 'CLP'],
  [/^(Europe|Atlantic\/(Canary|Madeira|Azores))\//, 'EUR'],
  [/^(America|Pacific\/(Honolulu|Galapagos))\//, 'USD'],
];

const REGION_CURRENCY: Record<string, Currency> = { MX: 'MXN', AR: 'ARS', CO: 'COP', CL: 'CLP', ES: 'EUR', US: 'USD', '419': 'USD' };

/**
 * The visitor's currency, guessed from where the device says it is: its time zone first (a phone sets it from
 * the network), then the region of its languages; euros when neither says.
 */
export function visitorCurrency(device: { timeZone?: string; languages?: readonly string[] } = browserDevice()): Currency {
  const zone = device.timeZone ?? '';
  for (const [pattern, currency] of ZONE_CURRENCY) if (pattern.test(zone)) return currency;
  for (const language of device.languages ?? []) {
    const region = language.split('-')[1]?.toUpperCase();
    if (region && REGION_CURRENCY[region]) return REGION_CURRENCY[region];
  }
  return 'EUR';
}

function browserDevice(): { timeZone?: string; languages?: readonly string[] } {
  return { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, languages: typeof navigator === 'undefined' ? [] : navigator.languages };
}
