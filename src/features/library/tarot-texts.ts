// The tarot section's own words (the cards' meanings come from the deck in supabase/functions/_shared/tarot).
// Kept beside the section rather than in src/i18n/es.ts, which every page's first paint downloads.

export const tarotSection = {
  title: 'Tarot: las 78 cartas',
  summary: 'Qué dice cada arcano, derecho e invertido, con sus palabras clave, una pregunta para hoy y sus correspondencias astrológicas.',
  intro:
    'El mazo de Sendero Astral sigue la tradición Rider–Waite–Smith: veintidós arcanos mayores que narran un viaje y cincuenta y seis menores repartidos en cuatro palos, uno por elemento. Aquí tienes el texto completo de cada carta, el mismo con el que se escribe tu lectura del día.',
  tags: ['tarot', 'cartas', 'arcanos mayores', 'arcanos menores', 'baraja'],
  majors: 'Arcanos mayores',
  majorsIntro: 'Del Loco al Mundo: las grandes etapas de un camino de vida.',
  minorsIn: (suit: string) => `Palo de ${suit}`,
  card: 'Carta del tarot',
  upright: 'Al derecho',
  reversed: 'Invertida',
  keywords: 'Palabras clave',
  question: 'Pregunta para hoy',
  action: 'Un gesto para hoy',
  image: 'La imagen',
  correspondences: 'Correspondencias',
  element: 'Elemento',
  astrology: 'Astrología',
  number: 'Número',
  readMore: 'Para seguir leyendo',
  backToTarot: 'Todas las cartas',
  notFoundTitle: 'No encontramos esta carta',
  notFoundText: 'El mazo tiene 78 cartas y esta dirección no corresponde a ninguna. Vuelve a la lista para elegir otra.',
  previous: 'Carta anterior',
  next: 'Carta siguiente',
  searchResult: 'Tarot',
  loading: 'Abriendo el mazo...',
  navLabel: 'Tarot',
  wholeLibrary: 'Toda la biblioteca en una página',
  libraryTitle: 'Biblioteca de Sendero Astral',
  libraryIntro:
    'Todos los artículos, abiertos a cualquiera: astrología, Advaita Vedanta, budismo, Yoga Sutras y psicología, escritos para leer con calma. Con una cuenta, además, calculas tu carta natal y recibes una carta de tarot cada día.',
  libraryDescription: 'Artículos originales en español sobre astrología, Advaita Vedanta, budismo, Yoga Sutras, psicología y el significado de las 78 cartas del tarot.',
  tarotDescription: 'El significado de las 78 cartas del tarot Rider–Waite–Smith, al derecho e invertidas, con sus correspondencias astrológicas.',
};
