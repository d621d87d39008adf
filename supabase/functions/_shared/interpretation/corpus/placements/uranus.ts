import type { PlacementCorpus } from './types.ts';

// Uranus by sign and by house, in both voices. Uranus stays seven years in a sign, so its sign is a generation's:
// a clause that the house passage (or, without a time, the planet's closest personal contact) makes personal in
// the same sentence.

export const URANUS: PlacementCorpus = {
  self: {
    sign: {
      aries: ['Tu generación trae un impulso pionero, el de romper moldes con audacia, y en ti se vuelve una necesidad muy marcada de independencia'],
      taurus: ['Perteneces a una generación que replantea el valor de las cosas y la relación con la tierra, y en tu caso el cambio llega a menudo por lo tangible'],
      gemini: ['Tu generación revoluciona la comunicación y el aprendizaje, y en ti se traduce en una mente inquieta que busca formas nuevas de conectar'],
      cancer: ['Tu generación reinventa la familia y el hogar, y quizá necesites un concepto propio de pertenencia, más elegido que heredado'],
      leo: ['Leo, frente a Acuario, es el exilio de Urano, y tu generación busca una expresión propia sin guiones, una rebeldía que se vuelve personal'],
      virgo: ['Perteneces a una generación que transforma los hábitos cotidianos y los métodos de trabajo, y tu forma de innovar es encontrar maneras más inteligentes de hacer las cosas'],
      libra: ['Tu generación redefine las relaciones y los acuerdos, y para ti un vínculo necesita espacio para la libertad de ambas partes'],
      scorpio: ['Tu generación rompe tabúes sobre la intimidad, el poder y lo oculto, y en ti el cambio suele llegar a través de crisis que liberan'],
      sagittarius: ['Perteneces a una generación que cuestiona las creencias heredadas y busca una visión global del mundo, y tu libertad tiene mucho de búsqueda filosófica'],
      capricorn: ['Tu generación transforma estructuras e instituciones, y en ti la innovación es práctica, la de cambiar desde dentro lo que no funciona'],
      aquarius: ['Acuario es el domicilio moderno de Urano y marca una generación conectada y con un fuerte sentido colectivo, para la que la independencia es casi una necesidad vital'],
      pisces: ['Tu generación disuelve fronteras a través de la imaginación, la tecnología y la espiritualidad, y tu intuición puede abrirte caminos inesperados'],
    },
    house: [
      (q) => `En la casa 1, ${q} se hace visible en tu manera de presentarte, original e independiente: necesitas libertad para ser como eres.`,
      (q) => `En la casa 2, ${q} vuelve cambiante tu relación con los recursos, y valoras la libertad por encima de la seguridad.`,
      (q) => `Desde la casa 3, ${q} electriza tu mente: aprendes a saltos y te atraen las formas nuevas de comunicar.`,
      (q) => `En la casa 4, ${q} trae cambios y movimiento al hogar, y quizá necesites crear un concepto de familia a tu medida.`,
      (q) => `Desde la casa 5, ${q} vuelve original tu creatividad e imprevisibles tus amores: te atrae lo que rompe la rutina.`,
      (q) => `En la casa 6, ${q} pide flexibilidad en el trabajo y en las rutinas: funcionas mejor con autonomía y con métodos propios.`,
      (q) => `Desde la casa 7, ${q} se juega en la pareja: necesitas relaciones que respeten tu libertad, y te atraen las personas originales.`,
      (q) => `En la casa 8, ${q} puede traer transformaciones súbitas que liberan, y vives la intimidad con intensidad y, a la vez, con independencia.`,
      (q) => `Desde la casa 9, ${q} te impulsa a cuestionar creencias heredadas, y los viajes y los estudios pueden darte giros inesperados.`,
      (q) => `En la casa 10, ${q} pide una vocación con libertad, y tu camino profesional puede incluir cambios de rumbo significativos.`,
      (q) => `Desde la casa 11, ${q} encuentra su terreno en los grupos y las amistades, fuente de ideas renovadoras, y te motiva todo lo que mira al futuro.`,
      (q) => `En la casa 12, ${q} trabaja desde el inconsciente: tus intuiciones llegan de golpe y la vida interior puede darte revelaciones liberadoras.`,
    ],
  },
  other: {
    sign: {
      aries: ['Su generación trae un impulso pionero, el de romper moldes con audacia, y en esta persona se vuelve una necesidad muy marcada de independencia'],
      taurus: ['Pertenece a una generación que replantea el valor de las cosas y la relación con la tierra, y en su caso el cambio llega a menudo por lo tangible'],
      gemini: ['Su generación revoluciona la comunicación y el aprendizaje, y en esta persona se traduce en una mente inquieta que busca formas nuevas de conectar'],
      cancer: ['Su generación reinventa la familia y el hogar, y quizá necesite un concepto propio de pertenencia, más elegido que heredado'],
      leo: ['Leo, frente a Acuario, es el exilio de Urano, y su generación busca una expresión propia sin guiones, una rebeldía que se vuelve personal'],
      virgo: ['Pertenece a una generación que transforma los hábitos cotidianos y los métodos de trabajo, y su forma de innovar es encontrar maneras más inteligentes de hacer las cosas'],
      libra: ['Su generación redefine las relaciones y los acuerdos, y para esta persona un vínculo necesita espacio para la libertad de ambas partes'],
      scorpio: ['Su generación rompe tabúes sobre la intimidad, el poder y lo oculto, y en su vida el cambio suele llegar a través de crisis que liberan'],
      sagittarius: ['Pertenece a una generación que cuestiona las creencias heredadas y busca una visión global del mundo, y su libertad tiene mucho de búsqueda filosófica'],
      capricorn: ['Su generación transforma estructuras e instituciones, y en su caso la innovación es práctica, la de cambiar desde dentro lo que no funciona'],
      aquarius: ['Acuario es el domicilio moderno de Urano y marca una generación conectada y con un fuerte sentido colectivo, para la que la independencia es casi una necesidad vital'],
      pisces: ['Su generación disuelve fronteras a través de la imaginación, la tecnología y la espiritualidad, y su intuición puede abrirle caminos inesperados'],
    },
    house: [
      (q) => `En la casa 1, ${q} se hace visible en su manera de presentarse, original e independiente: necesita libertad para ser como es.`,
      (q) => `En la casa 2, ${q} vuelve cambiante su relación con los recursos, y valora la libertad por encima de la seguridad.`,
      (q) => `Desde la casa 3, ${q} electriza su mente: aprende a saltos y le atraen las formas nuevas de comunicar.`,
      (q) => `En la casa 4, ${q} trae cambios y movimiento al hogar, y quizá necesite crear un concepto de familia a su medida.`,
      (q) => `Desde la casa 5, ${q} vuelve original su creatividad e imprevisibles sus amores: le atrae lo que rompe la rutina.`,
      (q) => `En la casa 6, ${q} pide flexibilidad en el trabajo y en las rutinas: funciona mejor con autonomía y con métodos propios.`,
      (q) => `Desde la casa 7, ${q} se juega en la pareja: necesita relaciones que respeten su libertad, y le atraen las personas originales.`,
      (q) => `En la casa 8, ${q} puede traer transformaciones súbitas que liberan, y vive la intimidad con intensidad y, a la vez, con independencia.`,
      (q) => `Desde la casa 9, ${q} le impulsa a cuestionar creencias heredadas, y los viajes y los estudios pueden darle giros inesperados.`,
      (q) => `En la casa 10, ${q} pide una vocación con libertad, y su camino profesional puede incluir cambios de rumbo significativos.`,
      (q) => `Desde la casa 11, ${q} encuentra su terreno en los grupos y las amistades, fuente de ideas renovadoras, y le motiva todo lo que mira al futuro.`,
      (q) => `En la casa 12, ${q} trabaja desde el inconsciente: sus intuiciones llegan de golpe y la vida interior puede darle revelaciones liberadoras.`,
    ],
  },
};
