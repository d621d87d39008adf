// The library's five categories, in the order the home page shows them.

export const LIBRARY_CATEGORIES = [
  { id: 'astrologia', label: 'Astrología', description: 'El lenguaje simbólico del cielo: planetas, casas, aspectos y ciclos, y el tarot que dialoga con ellos.' },
  { id: 'advaita-vedanta', label: 'Advaita Vedanta', description: 'La no dualidad de las Upanishads, Shankara y Ramana: indagar quién eres.' },
  { id: 'budismo', label: 'Budismo', description: 'Las enseñanzas tempranas del Buda: sufrimiento, impermanencia, karma y bondad.' },
  { id: 'yoga-sutras', label: 'Yoga Sutras', description: 'Patañjali y el camino de aquietar la mente, sutra a sutra.' },
  { id: 'psicologia', label: 'Psicología', description: 'Jung, apego, emociones y autocompasión: herramientas para tu vida interior.' },
] as const;

export type LibraryCategoryId = (typeof LIBRARY_CATEGORIES)[number]['id'];

export const CATEGORY_IDS = LIBRARY_CATEGORIES.map((category) => category.id) as [LibraryCategoryId, ...LibraryCategoryId[]];

export function categoryLabel(id: string): string {
  return LIBRARY_CATEGORIES.find((category) => category.id === id)?.label ?? id;
}
