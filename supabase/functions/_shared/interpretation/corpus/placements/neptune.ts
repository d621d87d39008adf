import type { PlacementCorpus } from './types.ts';

// Neptune by sign and by house, in both voices. Neptune stays some fourteen years in a sign, so its sign speaks of an
// era: a clause that the house passage (or, without a time, the planet's closest personal contact) makes personal
// in the same sentence.

export const NEPTUNE: PlacementCorpus = {
  self: {
    sign: {
      aries: ['Tu época sueña con heroísmo y nuevos comienzos, y la inspiración te visita cuando actúas por un ideal'],
      taurus: ['Tu época idealiza la naturaleza, la belleza y lo sencillo, y tú puedes encontrar lo sagrado en lo cotidiano y lo sensorial'],
      gemini: ['Tu época sueña con palabras e información, y tu imaginación encuentra su cauce en el relato'],
      cancer: ['Tu época idealizó el hogar, la familia y las raíces, y la nostalgia puede ser para ti fuente de ternura y de inspiración'],
      leo: ['Tu época sueña con el amor romántico y la creación, y el arte y el juego son tus vías hacia lo inspirado'],
      virgo: ['Virgo, opuesto a Piscis, es el exilio de Neptuno, y tu época buscó lo sagrado en el servicio y en el trabajo bien hecho'],
      libra: ['Tu época idealiza la paz y las relaciones, y la belleza y la armonía tienen para ti algo de anhelo espiritual'],
      scorpio: ['Tu época exploró lo oculto, el deseo y la transformación, y tu intuición se adentra en zonas profundas de la psique'],
      sagittarius: ['Tu época sueña con la libertad, los viajes y las filosofías del mundo, y tu fe busca horizontes amplios'],
      capricorn: ['Tu época idealiza la estructura mientras cuestiona las instituciones, y tus sueños necesitan tomar forma para sentirse reales'],
      aquarius: ['Tu época sueña con comunidades conectadas y un futuro más humano, y los ideales colectivos te inspiran'],
      pisces: ['Piscis es el domicilio moderno de Neptuno, el signo donde se expresa sin filtro, y tu época es sensible, compasiva e imaginativa'],
    },
    house: [
      (q) => `En la casa 1, ${q} tiñe tu presencia, muy receptiva a las atmósferas, y cuidar tus límites te protege.`,
      (q) => `En la casa 2, ${q} vuelve idealista tu relación con lo material, y conviene poner claridad práctica en tus recursos.`,
      (q) => `Desde la casa 3, ${q} da a tu mente un tono poético e intuitivo, y la escritura creativa o la música pueden ser tu forma de comunicar.`,
      (q) => `En la casa 4, ${q} idealiza el hogar y las raíces: tu casa puede ser un santuario, y revisar con ternura la historia familiar te aclara.`,
      (q) => `Desde la casa 5, ${q} inspira tu creatividad y tu forma de enamorarte, y el arte, el cine o la música son fuentes de magia para ti.`,
      (q) => `En la casa 6, ${q} busca sentido en el trabajo cotidiano y en el servicio, y un orden amable en tus rutinas te ayuda a no dispersarte.`,
      (q) => `En la casa 7, ${q} te hace buscar una conexión casi espiritual con la pareja, y ver a las personas como son te protege de desilusiones.`,
      (q) => `Desde la casa 8, ${q} da a tu intimidad una cualidad mística, y los procesos profundos te conectan con algo que te trasciende.`,
      (q) => `En la casa 9, ${q} te orienta hacia la espiritualidad y los ideales, y tu fe se nutre más de lo que intuyes que de lo que te enseñan.`,
      (q) => `Desde la casa 10, ${q} puede ligar tu vocación al arte, a la ayuda o a lo espiritual, y tu imagen pública inspira aunque cueste encasillarla.`,
      (q) => `En la casa 11, ${q} te hace soñar con comunidades ideales: tus amistades pueden ser almas afines, y elegir con discernimiento te cuida.`,
      (q) => `En la casa 12, su lugar natural, ${q} enriquece un mundo interior compasivo y muy intuitivo, y el silencio te renueva.`,
    ],
  },
  other: {
    sign: {
      aries: ['Su época sueña con heroísmo y nuevos comienzos, y la inspiración le visita cuando actúa por un ideal'],
      taurus: ['Su época idealiza la naturaleza, la belleza y lo sencillo, y puede encontrar lo sagrado en lo cotidiano y lo sensorial'],
      gemini: ['Su época sueña con palabras e información, y su imaginación encuentra su cauce en el relato'],
      cancer: ['Su época idealizó el hogar, la familia y las raíces, y la nostalgia puede ser para esta persona fuente de ternura y de inspiración'],
      leo: ['Su época sueña con el amor romántico y la creación, y el arte y el juego son sus vías hacia lo inspirado'],
      virgo: ['Virgo, opuesto a Piscis, es el exilio de Neptuno, y su época buscó lo sagrado en el servicio y en el trabajo bien hecho'],
      libra: ['Su época idealiza la paz y las relaciones, y la belleza y la armonía tienen para esta persona algo de anhelo espiritual'],
      scorpio: ['Su época exploró lo oculto, el deseo y la transformación, y su intuición se adentra en zonas hondas de la psique'],
      sagittarius: ['Su época sueña con la libertad, los viajes y las filosofías del mundo, y su fe busca horizontes amplios'],
      capricorn: ['Su época idealiza la estructura mientras cuestiona las instituciones, y sus sueños necesitan tomar forma para sentirse reales'],
      aquarius: ['Su época sueña con comunidades conectadas y un futuro más humano, y los ideales colectivos le inspiran'],
      pisces: ['Piscis es el domicilio moderno de Neptuno, el signo donde se expresa sin filtro, y su época es sensible, compasiva e imaginativa'],
    },
    house: [
      (q) => `En la casa 1, ${q} tiñe su presencia, muy receptiva a las atmósferas, y cuidar sus límites le protege.`,
      (q) => `En la casa 2, ${q} vuelve idealista su relación con lo material, y le conviene poner claridad práctica en sus recursos.`,
      (q) => `Desde la casa 3, ${q} da a su mente un tono poético e intuitivo, y la escritura creativa o la música pueden ser su forma de comunicar.`,
      (q) => `En la casa 4, ${q} idealiza el hogar y las raíces: su casa puede ser un santuario, y revisar con ternura la historia familiar le aclara.`,
      (q) => `Desde la casa 5, ${q} inspira su creatividad y su forma de enamorarse, y el arte, el cine o la música son fuentes de magia en su vida.`,
      (q) => `En la casa 6, ${q} busca sentido en el trabajo cotidiano y en el servicio, y un orden amable en sus rutinas le ayuda a no dispersarse.`,
      (q) => `En la casa 7, ${q} le hace buscar una conexión casi espiritual con la pareja, y ver a las personas como son le protege de desilusiones.`,
      (q) => `Desde la casa 8, ${q} da a su intimidad una cualidad mística, y los procesos hondos le conectan con algo que le trasciende.`,
      (q) => `En la casa 9, ${q} le orienta hacia la espiritualidad y los ideales, y su fe se nutre más de lo que intuye que de lo que le enseñan.`,
      (q) => `Desde la casa 10, ${q} puede ligar su vocación al arte, a la ayuda o a lo espiritual, y su imagen pública inspira aunque cueste encasillarla.`,
      (q) => `En la casa 11, ${q} le hace soñar con comunidades ideales: sus amistades pueden ser almas afines, y elegir con discernimiento le cuida.`,
      (q) => `En la casa 12, su lugar natural, ${q} enriquece un mundo interior compasivo y muy intuitivo, y el silencio le renueva.`,
    ],
  },
};
