import type { PlacementCorpus } from './types.ts';

// Saturn by sign and by house, in both voices. Saturn spends two or three years in a sign: the sign is a clause that
// the house passage (or, without a time, the planet's closest personal contact) completes in the same sentence.

export const SATURN: PlacementCorpus = {
  self: {
    sign: {
      aries: ['Aries es la caída de Saturno, y la impaciencia choca con la necesidad de construir despacio, de modo que quizá al principio dudabas antes de afirmarte'],
      taurus: ['Tu lección de largo plazo tiene que ver con la seguridad y el valor propio, y descubres que la estabilidad verdadera también nace de dentro'],
      gemini: ['Saturno te pide rigor con la palabra y el pensamiento, y puede que alguna vez dudaras de tu inteligencia o de tu voz'],
      cancer: ['Cáncer es el exilio de Saturno, frente a Capricornio, y tu lección pasa por el mundo emocional, porque quizá tuviste que contener pronto lo que sentías'],
      leo: ['Leo es el exilio de Saturno, frente a Acuario, y los límites se viven de forma muy personal, porque tu brillo madura tarde, pero madura de verdad'],
      virgo: ['Tu exigencia con los detalles y con el trabajo es alta, y la lección consiste en distinguir la excelencia de la perfección imposible'],
      libra: ['Libra es la exaltación de Saturno, y tu sentido del deber se vuelve sentido de la justicia en relaciones comprometidas y bien definidas'],
      scorpio: ['Tu lección profunda tiene que ver con la confianza, el poder y la intimidad, y aprendes a soltar el control como un acto de madurez'],
      sagittarius: ['Te toca dar estructura a tus creencias, y no te conformas con verdades prestadas'],
      capricorn: ['Capricornio es uno de los domicilios de Saturno, y te da una capacidad notable de disciplina, responsabilidad y planificación, siempre que no cargues más peso del necesario'],
      aquarius: ['Acuario es el domicilio tradicional de Saturno, que aquí combina libertad y responsabilidad, y aprendes a poner tus ideas originales al servicio de estructuras reales'],
      pisces: ['Tu lección es dar forma a lo intangible, a la sensibilidad, la fe y la compasión, y aprendes a poner límites amorosos sin cerrarte'],
    },
    house: [
      (q) => `En la casa 1, ${q} marca tu presencia: quizá te costó mostrarte con soltura, y con los años tu autoridad natural se afianza.`,
      (q) => `En la casa 2, ${q} te enseña a construir tu seguridad y tu autoestima paso a paso, y lo que logras con esfuerzo propio vale doble para ti.`,
      (q) => `Desde la casa 3, ${q} se aplica a la comunicación: aprendes a hablar con rigor y precisión, y tu palabra gana peso cuando confías en ella.`,
      (q) => `En la casa 4, ${q} recae sobre la familia y el hogar, quizá con responsabilidades tempranas, y construir tu propio espacio seguro es una tarea de vida.`,
      (q) => `En la casa 5, ${q} te pide tomarte en serio tu creatividad y tu alegría: con disciplina, tu expresión personal se vuelve sólida y duradera.`,
      (q) => `En la casa 6, ${q} se traduce en una gran capacidad de trabajo y de método, y dosificar la exigencia forma parte de la lección.`,
      (q) => `Desde la casa 7, ${q} hace de las relaciones un aprendizaje serio: buscas compromiso y lealtad, y tus vínculos maduran con el tiempo.`,
      (q) => `En la casa 8, ${q} te invita a vivir con madurez la intimidad, la confianza y los cambios profundos, que te dejan una fuerza serena.`,
      (q) => `Desde la casa 9, ${q} se vuelca en tus creencias: desconfías de las verdades fáciles y tu sabiduría se forja con la experiencia.`,
      (q) => `En la casa 10, ${q} pone en tu vocación una ambición paciente, y el reconocimiento llega con el tiempo y con un trabajo constante.`,
      (q) => `Desde la casa 11, ${q} te lleva a elegir tus amistades con cuidado y a conservarlas durante años, y en los grupos asumes responsabilidades.`,
      (q) => `En la casa 12, ${q} trabaja con lo interior: miedos antiguos, silencio y soledad pueden convertirse en fuente de profundidad y de calma.`,
    ],
  },
  other: {
    sign: {
      aries: ['Aries es la caída de Saturno, y la impaciencia choca con la necesidad de construir despacio, de modo que quizá al principio dudaba antes de afirmarse'],
      taurus: ['Su lección de largo plazo tiene que ver con la seguridad y el valor propio, y descubre que la estabilidad verdadera también nace de dentro'],
      gemini: ['Saturno le pide rigor con la palabra y el pensamiento, y puede que alguna vez dudara de su inteligencia o de su voz'],
      cancer: ['Cáncer es el exilio de Saturno, frente a Capricornio, y su lección pasa por el mundo emocional, porque quizá tuvo que contener pronto lo que sentía'],
      leo: ['Leo es el exilio de Saturno, frente a Acuario, y los límites se viven de forma muy personal, porque su brillo madura tarde, pero madura de verdad'],
      virgo: ['Su exigencia con los detalles y con el trabajo es alta, y la lección consiste en distinguir la excelencia de la perfección imposible'],
      libra: ['Libra es la exaltación de Saturno, y su sentido del deber se vuelve sentido de la justicia en relaciones comprometidas y bien definidas'],
      scorpio: ['Su lección de fondo tiene que ver con la confianza, el poder y la intimidad, y aprende a soltar el control como un acto de madurez'],
      sagittarius: ['Le toca dar estructura a sus creencias, y no se conforma con verdades prestadas'],
      capricorn: ['Capricornio es uno de los domicilios de Saturno, y le da una capacidad notable de disciplina, responsabilidad y planificación, siempre que no cargue más peso del necesario'],
      aquarius: ['Acuario es el domicilio tradicional de Saturno, que aquí combina libertad y responsabilidad, y aprende a poner sus ideas originales al servicio de estructuras reales'],
      pisces: ['Su lección es dar forma a lo intangible, a la sensibilidad, la fe y la compasión, y aprende a poner límites amorosos sin cerrarse'],
    },
    house: [
      (q) => `En la casa 1, ${q} marca su presencia: quizá le costó mostrarse con soltura, y con los años su autoridad natural se afianza.`,
      (q) => `En la casa 2, ${q} le enseña a construir su seguridad y su autoestima paso a paso, y lo que logra con esfuerzo propio vale doble en su vida.`,
      (q) => `Desde la casa 3, ${q} se aplica a la comunicación: aprende a hablar con rigor y precisión, y su palabra gana peso cuando confía en ella.`,
      (q) => `En la casa 4, ${q} recae sobre la familia y el hogar, quizá con responsabilidades tempranas, y construir su propio espacio seguro es una tarea de vida.`,
      (q) => `En la casa 5, ${q} le pide tomarse en serio su creatividad y su alegría: con disciplina, su expresión personal se vuelve sólida y duradera.`,
      (q) => `En la casa 6, ${q} se traduce en una gran capacidad de trabajo y de método, y dosificar la exigencia forma parte de la lección.`,
      (q) => `Desde la casa 7, ${q} hace de las relaciones un aprendizaje serio: busca compromiso y lealtad, y sus vínculos maduran con el tiempo.`,
      (q) => `En la casa 8, ${q} le invita a vivir con madurez la intimidad, la confianza y los cambios hondos, que le dejan una fuerza serena.`,
      (q) => `Desde la casa 9, ${q} se vuelca en sus creencias: desconfía de las verdades fáciles y su sabiduría se forja con la experiencia.`,
      (q) => `En la casa 10, ${q} pone en su vocación una ambición paciente, y el reconocimiento llega con el tiempo y con un trabajo constante.`,
      (q) => `Desde la casa 11, ${q} le lleva a elegir sus amistades con cuidado y a conservarlas durante años, y en los grupos asume responsabilidades.`,
      (q) => `En la casa 12, ${q} trabaja con lo interior: miedos antiguos, silencio y soledad pueden convertirse en fuente de hondura y de calma.`,
    ],
  },
};
