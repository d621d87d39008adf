import type { PlacementCorpus } from './types.ts';

// Jupiter by sign and by house, in both voices. Jupiter spends a year in a sign, so everyone born that year shares
// it: the sign is a clause that the house passage (or, without a time, the planet's closest personal contact)
// completes in the same sentence.

export const JUPITER: PlacementCorpus = {
  self: {
    sign: {
      aries: ['Tu confianza crece cuando tomas la iniciativa y te lanzas a lo nuevo, y la medida te ayuda a no prometer más de lo que puedes sostener'],
      taurus: ['Creces a través de lo tangible, cultivando y disfrutando con calma de lo que tienes, y tu fe en la vida se apoya en la experiencia'],
      gemini: ['Géminis es el exilio de Júpiter, frente a Sagitario, y tu crecimiento llega por el aprendizaje, los contactos y la curiosidad más que por las grandes certezas'],
      cancer: ['Cáncer es la exaltación de Júpiter, y tu abundancia es sobre todo afectiva, hecha de cuidado, de hogar y de lazos de confianza'],
      leo: ['Tu confianza se expande cuando creas y te expresas con el corazón, y tu optimismo generoso inspira a los demás'],
      virgo: ['Virgo es el exilio de Júpiter, frente a Piscis, y creces perfeccionando, sirviendo y entendiendo cómo funcionan las cosas, con la fe puesta en el trabajo bien hecho'],
      libra: ['Te expandes a través de las relaciones, la colaboración y la búsqueda de justicia, y muchas puertas se te abren por medio de otras personas'],
      scorpio: ['Creces atravesando lo profundo, y las crisis, los secretos y los vínculos intensos te enseñan más que cualquier libro'],
      sagittarius: ['Sagitario es uno de los domicilios de Júpiter, y aquí se amplifican tu fe, tu sentido del humor y tu hambre de horizontes'],
      capricorn: ['Capricornio es la caída de Júpiter, y tu optimismo es prudente, el de quien cree en lo que se construye con esfuerzo y paciencia'],
      aquarius: ['Creces a través de las ideas innovadoras, la amistad y los proyectos colectivos, y tu optimismo se entusiasma con lo que puede mejorar para muchos'],
      pisces: ['Piscis es el domicilio tradicional de Júpiter, y tu expansión es espiritual y compasiva, hecha de fe en la bondad, en la imaginación y en lo que no se ve'],
    },
    house: [
      (q) => `En la casa 1, ${q} se vuelve presencia: la gente percibe tu confianza y tu generosidad desde el primer momento.`,
      (q) => `En la casa 2, ${q} amplía tu relación con los recursos y los talentos: crees en tu valor y encuentras maneras de multiplicar lo que sabes hacer.`,
      (q) => `Desde la casa 3, ${q} crece aprendiendo, enseñando y conversando, y tu curiosidad abre puertas.`,
      (q) => `En la casa 4, ${q} hace del hogar un espacio de crecimiento, y las raíces familiares te dan confianza.`,
      (q) => `Desde la casa 5, ${q} se vuelca en la creatividad, la alegría y el juego, que son para ti fuentes de abundancia interior.`,
      (q) => `En la casa 6, ${q} crece a través del trabajo cotidiano y el servicio, y encontrar sentido en lo pequeño es tu riqueza.`,
      (q) => `Desde la casa 7, ${q} encuentra su vía principal en las relaciones y las alianzas: las personas que te rodean amplían tu mundo.`,
      (q) => `En la casa 8, ${q} te da confianza para atravesar procesos profundos, y las crisis suelen dejarte más sabiduría de la que te quitan.`,
      (q) => `En la casa 9, su lugar natural, ${q} se despliega en los viajes, el estudio, la filosofía y la enseñanza.`,
      (q) => `En la casa 10, ${q} amplía tu vocación y tu proyección pública, y tu trabajo en el mundo puede inspirar a otros.`,
      (q) => `Desde la casa 11, ${q} hace de la amistad y la comunidad una fuente de oportunidades, y tus sueños crecen en compañía.`,
      (q) => `En la casa 12, ${q} actúa como una protección silenciosa: tu vida interior, la espiritualidad y la compasión son un gran recurso.`,
    ],
  },
  other: {
    sign: {
      aries: ['Su confianza crece cuando toma la iniciativa y se lanza a lo nuevo, y la medida le ayuda a no prometer más de lo que puede sostener'],
      taurus: ['Crece a través de lo tangible, cultivando y disfrutando con calma de lo que tiene, y su fe en la vida se apoya en la experiencia'],
      gemini: ['Géminis es el exilio de Júpiter, frente a Sagitario, y su crecimiento llega por el aprendizaje, los contactos y la curiosidad más que por las grandes certezas'],
      cancer: ['Cáncer es la exaltación de Júpiter, y su abundancia es sobre todo afectiva, hecha de cuidado, de hogar y de lazos de confianza'],
      leo: ['Su confianza se expande cuando crea y se expresa con el corazón, y su optimismo generoso inspira a los demás'],
      virgo: ['Virgo es el exilio de Júpiter, frente a Piscis, y crece perfeccionando, sirviendo y entendiendo cómo funcionan las cosas, con la fe puesta en el trabajo bien hecho'],
      libra: ['Se expande a través de las relaciones, la colaboración y la búsqueda de justicia, y muchas puertas se le abren por medio de otras personas'],
      scorpio: ['Crece atravesando lo hondo, y las crisis, los secretos y los vínculos intensos le enseñan más que cualquier libro'],
      sagittarius: ['Sagitario es uno de los domicilios de Júpiter, y aquí se amplifican su fe, su sentido del humor y su hambre de horizontes'],
      capricorn: ['Capricornio es la caída de Júpiter, y su optimismo es prudente, el de quien cree en lo que se construye con esfuerzo y paciencia'],
      aquarius: ['Crece a través de las ideas innovadoras, la amistad y los proyectos colectivos, y su optimismo se entusiasma con lo que puede mejorar para muchos'],
      pisces: ['Piscis es el domicilio tradicional de Júpiter, y su expansión es espiritual y compasiva, hecha de fe en la bondad, en la imaginación y en lo que no se ve'],
    },
    house: [
      (q) => `En la casa 1, ${q} se vuelve presencia: la gente percibe su confianza y su generosidad desde el primer momento.`,
      (q) => `En la casa 2, ${q} amplía su relación con los recursos y los talentos: cree en su valor y encuentra maneras de multiplicar lo que sabe hacer.`,
      (q) => `Desde la casa 3, ${q} crece aprendiendo, enseñando y conversando, y su curiosidad abre puertas.`,
      (q) => `En la casa 4, ${q} hace del hogar un espacio de crecimiento, y las raíces familiares le dan confianza.`,
      (q) => `Desde la casa 5, ${q} se vuelca en la creatividad, la alegría y el juego, fuentes de abundancia interior en su vida.`,
      (q) => `En la casa 6, ${q} crece a través del trabajo cotidiano y el servicio, y encontrar sentido en lo pequeño es su riqueza.`,
      (q) => `Desde la casa 7, ${q} encuentra su vía principal en las relaciones y las alianzas: las personas que le rodean amplían su mundo.`,
      (q) => `En la casa 8, ${q} le da confianza para atravesar procesos hondos, y las crisis suelen dejarle más sabiduría de la que le quitan.`,
      (q) => `En la casa 9, su lugar natural, ${q} se despliega en los viajes, el estudio, la filosofía y la enseñanza.`,
      (q) => `En la casa 10, ${q} amplía su vocación y su proyección pública, y su trabajo en el mundo puede inspirar a otros.`,
      (q) => `Desde la casa 11, ${q} hace de la amistad y la comunidad una fuente de oportunidades, y sus sueños crecen en compañía.`,
      (q) => `En la casa 12, ${q} actúa como una protección silenciosa: su vida interior, la espiritualidad y la compasión son un gran recurso.`,
    ],
  },
};
