import type { PlacementCorpus } from './types.ts';

// Pluto by sign and by house, in both voices. Pluto stays between twelve and thirty years in a sign, so its sign is
// a generation's: a clause that the house passage (or, without a time, the planet's closest personal contact) makes
// personal in the same sentence.

export const PLUTO: PlacementCorpus = {
  self: {
    sign: {
      aries: ['A tu generación le toca transformar a través de la acción y la afirmación personal, y tu poder interior despierta cuando te atreves'],
      taurus: ['Tauro, opuesto a Escorpio, es el exilio de Plutón, y tu generación vive transformaciones profundas en torno a los recursos, el valor y el cuerpo'],
      gemini: ['A tu generación le toca transformar el conocimiento y la comunicación, y las palabras tienen sobre ti un poder especial'],
      cancer: ['Tu generación atravesó cambios radicales en la familia y en la idea de patria, y sanar las raíces es una de tus tareas de fondo'],
      leo: ['A tu generación le toca buscar poder a través de la creación y la autoexpresión, y la autenticidad es tu fuerza transformadora'],
      virgo: ['A tu generación le toca transformar el trabajo, los métodos y la relación con el cuerpo, y la regeneración te llega a través de la rutina y del servicio'],
      libra: ['A tu generación le toca transformar las relaciones y las reglas de la convivencia, y tus vínculos son un espacio de cambio profundo'],
      scorpio: ['Escorpio es el domicilio moderno de Plutón, que comparte su regencia con Marte, y tu generación explora con intensidad el poder, la intimidad y lo oculto'],
      sagittarius: ['A tu generación le toca transformar las creencias, la educación y la visión del mundo, y buscar tu propia verdad es una fuerza de cambio'],
      capricorn: ['Tu generación vive el derrumbe y la reconstrucción de las estructuras, y tu poder se expresa en la responsabilidad asumida'],
      aquarius: ['A tu generación le toca transformar la tecnología y la vida colectiva, y la libertad individual y el bien común te piden reconciliarse'],
      pisces: ['A tu generación le toca transformar la espiritualidad y la sensibilidad colectiva, y tu compasión tiene una hondura especial'],
    },
    house: [
      (q) => `En la casa 1, ${q} se vuelve presencia intensa y magnética, y tu vida incluye reinvenciones profundas de tu propia identidad.`,
      (q) => `En la casa 2, ${q} pasa por tu relación con los recursos y el valor propio: descubres un poder que no depende de lo que tienes.`,
      (q) => `Desde la casa 3, ${q} da profundidad y poder a tu palabra: investigas, persuades, y tus ideas pueden transformar a otros.`,
      (q) => `Desde la casa 4, ${q} remueve las raíces: la historia familiar es un territorio de transformación, y sanarla te da una fuerza enorme.`,
      (q) => `En la casa 5, ${q} intensifica tu creatividad y tu manera de amar, hasta el punto de que lo que creas o amas te transforma.`,
      (q) => `En la casa 6, ${q} pasa por los hábitos y el trabajo, y tienes capacidad para regenerar lo que no funciona.`,
      (q) => `En la casa 7, ${q} hace de las relaciones un espacio de transformación profunda: aprendes sobre el poder y la confianza a través del otro.`,
      (q) => `En la casa 8, su lugar natural, ${q} hace de la intimidad, las crisis y los renacimientos una parte esencial de tu camino.`,
      (q) => `Desde la casa 9, ${q} se vuelve asunto personal: buscas verdades que cambien tu vida, no solo tus opiniones.`,
      (q) => `En la casa 10, ${q} da a tu vocación un sentido de misión, y tu influencia puede crecer mucho cuando la usas con integridad.`,
      (q) => `En la casa 11, ${q} pasa por los grupos y las amistades, que te transforman y a los que transformas, y te atraen los proyectos con impacto colectivo.`,
      (q) => `Desde la casa 12, ${q} trabaja en lo profundo del inconsciente, y explorar tu mundo interior con paciencia y buena compañía libera una gran energía.`,
    ],
  },
  other: {
    sign: {
      aries: ['A su generación le toca transformar a través de la acción y la afirmación personal, y su poder interior despierta cuando se atreve'],
      taurus: ['Tauro, opuesto a Escorpio, es el exilio de Plutón, y su generación vive transformaciones hondas en torno a los recursos, el valor y el cuerpo'],
      gemini: ['A su generación le toca transformar el conocimiento y la comunicación, y las palabras tienen sobre esta persona un poder especial'],
      cancer: ['Su generación atravesó cambios radicales en la familia y en la idea de patria, y sanar las raíces es una de sus tareas de fondo'],
      leo: ['A su generación le toca buscar poder a través de la creación y la autoexpresión, y la autenticidad es su fuerza transformadora'],
      virgo: ['A su generación le toca transformar el trabajo, los métodos y la relación con el cuerpo, y la regeneración le llega a través de la rutina y del servicio'],
      libra: ['A su generación le toca transformar las relaciones y las reglas de la convivencia, y sus vínculos son un espacio de cambio hondo'],
      scorpio: ['Escorpio es el domicilio moderno de Plutón, que comparte su regencia con Marte, y su generación explora con intensidad el poder, la intimidad y lo oculto'],
      sagittarius: ['A su generación le toca transformar las creencias, la educación y la visión del mundo, y buscar su propia verdad es una fuerza de cambio'],
      capricorn: ['Su generación vive el derrumbe y la reconstrucción de las estructuras, y su poder se expresa en la responsabilidad asumida'],
      aquarius: ['A su generación le toca transformar la tecnología y la vida colectiva, y la libertad individual y el bien común le piden reconciliarse'],
      pisces: ['A su generación le toca transformar la espiritualidad y la sensibilidad colectiva, y su compasión tiene una hondura especial'],
    },
    house: [
      (q) => `En la casa 1, ${q} se vuelve presencia intensa y magnética, y su vida incluye reinvenciones hondas de su propia identidad.`,
      (q) => `En la casa 2, ${q} pasa por su relación con los recursos y el valor propio: descubre un poder que no depende de lo que tiene.`,
      (q) => `Desde la casa 3, ${q} da hondura y poder a su palabra: investiga, persuade, y sus ideas pueden transformar a otros.`,
      (q) => `Desde la casa 4, ${q} remueve las raíces: la historia familiar es un territorio de transformación, y sanarla le da una fuerza enorme.`,
      (q) => `En la casa 5, ${q} intensifica su creatividad y su manera de amar, hasta el punto de que lo que crea o ama le transforma.`,
      (q) => `En la casa 6, ${q} pasa por los hábitos y el trabajo, y tiene capacidad para regenerar lo que no funciona.`,
      (q) => `En la casa 7, ${q} hace de las relaciones un espacio de transformación honda: aprende sobre el poder y la confianza a través del otro.`,
      (q) => `En la casa 8, su lugar natural, ${q} hace de la intimidad, las crisis y los renacimientos una parte esencial de su camino.`,
      (q) => `Desde la casa 9, ${q} se vuelve asunto personal: busca verdades que cambien su vida, no solo sus opiniones.`,
      (q) => `En la casa 10, ${q} da a su vocación un sentido de misión, y su influencia puede crecer mucho cuando la usa con integridad.`,
      (q) => `En la casa 11, ${q} pasa por los grupos y las amistades, que le transforman y a los que transforma, y le atraen los proyectos con impacto colectivo.`,
      (q) => `Desde la casa 12, ${q} trabaja en lo hondo del inconsciente, y explorar su mundo interior con paciencia y buena compañía libera una gran energía.`,
    ],
  },
};
