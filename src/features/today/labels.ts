// Hoy's interface strings. They live with the feature, in its lazily loaded chunk, rather than in src/i18n/es.ts,
// which ships with the first paint of every route (docs/hoy.md, «Texts»).

export const TODAY = {
  title: 'Hoy',
  morning: 'Buenos días',
  afternoon: 'Buenas tardes',
  evening: 'Buenas noches',
  greeting: (salute: string, name: string | null) => (name ? `${salute}, ${name}` : salute),
  date: (day: string) => `Hoy es ${day}.`,
  card: 'Tu carta',
  moon: 'La Luna hoy',
  retrograde: 'Retrógrados ahora',
  transits: 'Lo que más pesa hoy en tu carta',
  practice: 'Una práctica para hoy',
  loading: 'Calculando el cielo de hoy…',
  engineError: 'No pudimos calcular el cielo de hoy en este dispositivo.',
  retry: 'Reintentar',
  noChart:
    'Aún no tenemos tu carta natal. Con tu fecha, hora y lugar de nacimiento, aquí verás por qué casa pasa la Luna y qué tránsitos te tocan de cerca; el cielo que compartimos todos ya lo tienes al lado.',
  noHouses: 'Tu carta no tiene hora de nacimiento, así que no sabemos por qué casa pasa la Luna. Si la averiguas, crea la carta de nuevo y aparecerá aquí.',
  noTransits: 'Hoy ningún planeta forma un aspecto cerrado con tu carta: un día sin grandes empujones, bueno para lo cotidiano.',
  /** The natal house the Moon crosses, in the Moon's fact line. */
  house: (house: number) => `casa ${house}`,
  illumination: (percent: number) => `iluminada al ${percent}\u00A0%`,
  createChart: 'Crear mi carta natal',
  chartFor: (name: string) => `Según «${name}», tu carta más reciente.`,
  orb: (orb: string) => `a ${orb} del exacto`,
  applying: 'acercándose',
  separating: 'alejándose',
  readArticle: (title: string) => `Leer «${title}»`,
  offline: 'Sin conexión: Hoy se calcula con lo que ya está en este dispositivo.',
} as const;
