// What each retrograde planet asks for, one line each, and the line for a sky with none: Hoy's retrograde panel.

export type RetrogradePlanet = 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto';

export const RETROGRADE_NOTE: Record<RetrogradePlanet, string> = {
  mercury: 'revisa antes de firmar o enviar, y retoma conversaciones que quedaron a medias.',
  venus: 'vuelven afectos y gustos del pasado para que veas qué aprecias de verdad.',
  mars: 'la energía se vuelve hacia dentro; rinde más terminar que emprender.',
  jupiter: 'la confianza crece primero por dentro, antes de buscar más fuera.',
  saturn: 'toca revisar compromisos y estructuras, no sumar otros nuevos.',
  uranus: 'los cambios maduran en silencio antes de mostrarse.',
  neptune: 'se aclara lo que estaba idealizado; conviene mirar sin filtros.',
  pluto: 'lo que se transforma trabaja en lo hondo, lejos de la vista.',
};

export const NO_RETROGRADES = 'Ahora mismo ningún planeta está retrógrado: todos avanzan por el zodiaco.';
