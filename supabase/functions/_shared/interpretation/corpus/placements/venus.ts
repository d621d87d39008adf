import type { PlacementCorpus } from './types.ts';

// Venus by sign and by house, in both voices (three readings of one sentence per sign; each house passage reads the
// sign's quality in that house).

export const VENUS: PlacementCorpus = {
  self: {
    sign: {
      aries: [
        'Aries es el exilio de Venus, frente a Libra: amas con entusiasmo y franqueza, y te atraen la conquista, la chispa y la gente que te desafía, un estilo más directo del que la tradición consideraba cómodo.',
        'Con Venus en el exilio de Aries, el amor se te enciende de golpe y pide movimiento, y tu reto es sostener el interés cuando la relación entra en calma.',
        'En Aries Venus está en su exilio, y tu afecto es franco e impaciente: saber que es un estilo, y no un defecto, te evita compararte con modelos de amor más sosegados.',
      ],
      taurus: [
        'Tauro es uno de los domicilios de Venus, y el afecto fluye aquí con naturalidad: amas con los sentidos, con lealtad y con una paciencia que construye vínculos duraderos.',
        'Venus está en su domicilio de Tauro: valoras la belleza tangible y el bienestar, sabes disfrutar de lo simple y tu cariño se demuestra con presencia.',
        'Con Venus en su domicilio, Tauro, el amor es algo que se cultiva despacio y se cuida con el cuerpo, y lo que eliges lo conservas.',
      ],
      gemini: [
        'Te enamora una buena conversación: necesitas juego, humor y estímulo mental en tus vínculos.',
        'Valoras la libertad y la variedad, y para ti una relación viva es un diálogo que nunca se agota.',
        'Con Venus en Géminis te atrae la inteligencia antes que la apariencia, y el aburrimiento enfría tu cariño más que cualquier discusión.',
      ],
      cancer: [
        'Amas cuidando, y necesitas sentir un hogar emocional junto a quien quieres.',
        'Tu ternura es profunda y leal, y expresar lo que necesitas, en lugar de esperar que lo adivinen, fortalece tus lazos.',
        'Con Venus en Cáncer el amor es refugio: te vinculas despacio y para quedarte, y proteges a quien quieres como a tu propia casa.',
      ],
      leo: [
        'Amas a lo grande, con gestos generosos y un corazón que quiere brillar junto al otro.',
        'Necesitas admiración mutua y celebración, y el amor, para ti, también es un escenario donde jugar.',
        'Con Venus en Leo te enamoran la alegría y el orgullo de estar con alguien, y tu lealtad es cálida siempre que no falte el reconocimiento.',
      ],
      virgo: [
        'Virgo es la caída de Venus, y tu cariño se expresa en actos más que en palabras: estar, ayudar, recordar los detalles.',
        'Con Venus en su caída, en Virgo, valoras lo auténtico y lo bien hecho, y aflojar la exigencia, contigo y con quien amas, hace más fácil recibir.',
        'En Virgo Venus está en su caída, y tu forma de querer es discreta y atenta: cuidas en lo pequeño, y aprender a pedir es tan importante como saber dar.',
      ],
      libra: [
        'Libra es uno de los domicilios de Venus, y se nota en tu sentido refinado de la armonía, la estética y el compañerismo.',
        'Venus está en su domicilio de Libra: amas desde la reciprocidad y el respeto, y cuidar tu individualidad dentro de la pareja mantiene vivo el equilibrio.',
        'Con Venus en su domicilio, Libra, tienes un don para crear belleza y buen trato a tu alrededor, y tu reto es no callar lo que te molesta por miedo a romper la calma.',
      ],
      scorpio: [
        'Escorpio es el exilio de Venus, frente a Tauro: amas con una intensidad total que la tradición no tenía por cómoda, y buscas una intimidad sin máscaras.',
        'Con Venus en el exilio de Escorpio, la lealtad y la profundidad son tus valores en el amor, y los celos aparecen cuando el miedo a perder pesa más que la confianza.',
        'En Escorpio Venus está en su exilio, y no te interesan los vínculos a medias: te entregas del todo, y aprender a confiar sin vigilar es tu mayor trabajo afectivo.',
      ],
      sagittarius: [
        'Amas con libertad, humor y ganas de crecer junto al otro.',
        'Te atraen las personas que amplían tu mundo, y una relación sin espacio para la aventura se te queda pequeña.',
        'Con Venus en Sagitario el amor es un viaje compartido, y necesitas que tu pareja sea también tu compañía de descubrimientos.',
      ],
      capricorn: [
        'Amas con seriedad y compromiso: te tomas tu tiempo y, cuando eliges, construyes con constancia.',
        'Valoras la fiabilidad por encima de las promesas, y con los años tu ternura se vuelve más visible.',
        'Con Venus en Capricornio el afecto se demuestra cumpliendo, y te atrae la gente con los pies en la tierra y un proyecto propio.',
      ],
      aquarius: [
        'Amas desde la amistad y la libertad: necesitas un vínculo entre iguales, donde cada quien pueda seguir siendo quien es.',
        'Valoras lo original y lo auténtico por encima de las convenciones, y te enamora quien te deja espacio.',
        'Con Venus en Acuario el amor empieza como complicidad, y los moldes de pareja te interesan poco si no dejan sitio a la sorpresa.',
      ],
      pisces: [
        'Piscis es la exaltación de Venus: el amor se vuelve compasión, y tu sensibilidad a la belleza alcanza un registro casi espiritual.',
        'Con Venus exaltada en Piscis tu romanticismo es sincero y generoso, con cierta tendencia a idealizar; ver al otro tal como es, y no solo como lo sueñas, protege tu corazón.',
        'En Piscis Venus alcanza su exaltación, y amas sin medir: la música, el arte y la ternura son tu idioma, y cuidar tus límites te evita dar más de lo que tienes.',
      ],
    },
    house: [
      (q) => `La casa 1 pone a Venus en primer plano, y ${q} forma parte de tu presencia: tu encanto facilita la armonía allí donde llegas.`,
      (q) => `En la casa 2, Venus une el amor y el valor propio, y ${q} se nota en lo que eliges y disfrutas; aprendes que tu valía no depende de lo que posees.`,
      (q) => `Venus en la casa 3 pone ${q} en tu forma de hablar y de escribir, y los vínculos con hermanos, vecinos y amistades cercanas te aportan dulzura.`,
      (q) => `Venus en la casa 4 lleva ${q} al hogar: crear un espacio acogedor y unos lazos familiares cariñosos es esencial para ti.`,
      (q) => `La casa 5 es un lugar feliz para Venus, y ${q} se enciende con el romance, el arte, el juego y el disfrute creativo.`,
      (q) => `En la casa 6, ${q} se expresa en pequeños gestos de cuidado, y te sienta bien un entorno de trabajo armonioso y amable.`,
      (q) => `Venus en la casa 7 pone ${q} en el centro de tu vida relacional: las alianzas y la pareja son un terreno donde floreces y aprendes.`,
      (q) => `En la casa 8, ${q} busca fusión e intimidad profunda, y la confianza es el valor que más cuidas en tus vínculos.`,
      (q) => `Venus en la casa 9 abre ${q} a lo lejano: te enamoran otras culturas, los viajes, las ideas y las personas que te abren horizontes.`,
      (q) => `La casa 10 lleva a Venus a la vida pública, y ${q} puede tener un papel importante en tu vocación, junto a tu don para las relaciones.`,
      (q) => `Con Venus en la casa 11, ${q} se vive también en la amistad, y los grupos con valores compartidos te hacen sentir en casa.`,
      (q) => `Venus en la casa 12 vuelve ${q} algo discreto y a veces secreto: la belleza del silencio y del mundo interior te nutre.`,
    ],
  },
  other: {
    sign: {
      aries: [
        'Aries es el exilio de Venus, frente a Libra: ama con entusiasmo y franqueza, y le atraen la conquista, la chispa y la gente que le plantea retos, un estilo más directo del que la tradición tenía por cómodo.',
        'Con Venus en el exilio de Aries, el amor se le enciende de golpe y pide movimiento, y su reto es mantener el interés cuando la relación entra en calma.',
        'En Aries Venus está en su exilio, y su afecto es franco e impaciente: saber que es un estilo, y no un defecto, le evita compararse con modelos de amor más sosegados.',
      ],
      taurus: [
        'Tauro es uno de los domicilios de Venus, y el afecto fluye aquí sin esfuerzo: ama con los sentidos, con lealtad y con una paciencia que levanta vínculos duraderos.',
        'Venus está en su domicilio de Tauro: aprecia la belleza que se puede tocar y el bienestar, sabe disfrutar de lo simple y su cariño se demuestra con presencia.',
        'Con Venus en su domicilio, Tauro, el amor es algo que se cultiva despacio y se cuida con el cuerpo, y lo que elige lo conserva.',
      ],
      gemini: [
        'Se enamora de una buena conversación: necesita juego, humor y estímulo mental en sus vínculos.',
        'Valora la libertad y la variedad, y para esta Venus una relación viva es un diálogo que no se agota.',
        'Con Venus en Géminis le atrae la inteligencia antes que la apariencia, y el aburrimiento enfría su cariño más que cualquier discusión.',
      ],
      cancer: [
        'Ama cuidando, y necesita sentir un hogar emocional junto a quien quiere.',
        'Su ternura es honda y leal, y decir lo que necesita, en vez de esperar que lo adivinen, fortalece sus lazos.',
        'Con Venus en Cáncer el amor es refugio: se vincula despacio y para quedarse, y protege a quien quiere como a su propia casa.',
      ],
      leo: [
        'Ama a lo grande, con gestos generosos y un corazón que quiere brillar junto al otro.',
        'Necesita admiración mutua y celebración, y el amor también es para esta persona un escenario donde jugar.',
        'Con Venus en Leo le enamoran la alegría y el orgullo de estar con alguien, y su lealtad es cálida siempre que no falte el reconocimiento.',
      ],
      virgo: [
        'Virgo es la caída de Venus, y su cariño se expresa en hechos más que en palabras: estar, ayudar, recordar los detalles.',
        'Con Venus en su caída, en Virgo, valora lo auténtico y lo bien hecho, y aflojar la exigencia, consigo y con quien ama, le facilita recibir.',
        'En Virgo Venus está en su caída, y su forma de querer es discreta y atenta: cuida en lo pequeño, y aprender a pedir le importa tanto como saber dar.',
      ],
      libra: [
        'Libra es uno de los domicilios de Venus, y se nota en su sentido refinado de la armonía, la estética y el compañerismo.',
        'Venus está en su domicilio de Libra: ama desde la reciprocidad y el respeto, y cuidar su individualidad dentro de la pareja mantiene vivo el equilibrio.',
        'Con Venus en su domicilio, Libra, tiene un don para crear belleza y buen trato a su alrededor, y su reto es no callar lo que le molesta por miedo a romper la calma.',
      ],
      scorpio: [
        'Escorpio es el exilio de Venus, frente a Tauro: ama con una intensidad total que la tradición no tenía por cómoda, y busca una intimidad sin máscaras.',
        'Con Venus en el exilio de Escorpio, la lealtad y la hondura son sus valores en el amor, y los celos asoman cuando el miedo a perder pesa más que la confianza.',
        'En Escorpio Venus está en su exilio, y no le interesan los vínculos a medias: se entrega del todo, y aprender a confiar sin vigilar es su mayor trabajo afectivo.',
      ],
      sagittarius: [
        'Ama con libertad, humor y ganas de crecer en compañía.',
        'Le atraen las personas que amplían su mundo, y una relación sin sitio para la aventura se le queda pequeña.',
        'Con Venus en Sagitario el amor es un viaje compartido, y necesita que su pareja sea también su compañía de descubrimientos.',
      ],
      capricorn: [
        'Ama con seriedad y compromiso: se toma su tiempo y, cuando elige, construye con constancia.',
        'Valora la fiabilidad por encima de las promesas, y con los años su ternura se vuelve más visible.',
        'Con Venus en Capricornio el afecto se demuestra cumpliendo, y le atrae la gente con los pies en la tierra y un proyecto propio.',
      ],
      aquarius: [
        'Ama desde la amistad y la libertad: necesita un vínculo entre iguales, donde cada cual siga siendo quien es.',
        'Valora lo original y lo auténtico por encima de las convenciones, y le enamora quien le deja espacio.',
        'Con Venus en Acuario el amor empieza como complicidad, y los moldes de pareja le interesan poco si no dejan sitio a la sorpresa.',
      ],
      pisces: [
        'Piscis es la exaltación de Venus: el amor se vuelve compasión, y su sensibilidad a la belleza alcanza un registro casi espiritual.',
        'Con Venus exaltada en Piscis su romanticismo es sincero y generoso, con cierta tendencia a idealizar; ver al otro tal como es, y no solo como lo sueña, protege su corazón.',
        'En Piscis Venus alcanza su exaltación, y ama sin medir: la música, el arte y la ternura son su idioma, y cuidar sus límites le evita dar más de lo que tiene.',
      ],
    },
    house: [
      (q) => `La casa 1 pone a Venus en primer plano, y ${q} forma parte de su presencia: su encanto facilita la armonía allí donde llega.`,
      (q) => `En la casa 2, Venus une el amor y el valor propio, y ${q} se nota en lo que elige y disfruta; aprende que su valía no depende de lo que posee.`,
      (q) => `Venus en la casa 3 pone ${q} en su forma de hablar y de escribir, y los lazos con hermanos, vecinos y amistades cercanas le aportan dulzura.`,
      (q) => `Venus en la casa 4 lleva ${q} al hogar: crear un espacio acogedor y unos lazos familiares cariñosos es esencial en su vida.`,
      (q) => `La casa 5 es un lugar feliz para Venus, y ${q} se enciende con el romance, el arte, el juego y el disfrute creativo.`,
      (q) => `En la casa 6, ${q} se expresa en pequeños gestos de cuidado, y le sienta bien un entorno de trabajo armonioso y amable.`,
      (q) => `Venus en la casa 7 pone ${q} en el centro de su vida relacional: las alianzas y la pareja son un terreno donde florece y aprende.`,
      (q) => `En la casa 8, ${q} busca fusión e intimidad honda, y la confianza es el valor que más cuida en sus vínculos.`,
      (q) => `Venus en la casa 9 abre ${q} a lo lejano: le enamoran otras culturas, los viajes, las ideas y las personas que abren horizontes.`,
      (q) => `La casa 10 lleva a Venus a la vida pública, y ${q} puede pesar mucho en su vocación, junto a su don para las relaciones.`,
      (q) => `Con Venus en la casa 11, ${q} se vive también en la amistad, y los grupos con valores compartidos le hacen sentir en casa.`,
      (q) => `Venus en la casa 12 vuelve ${q} algo discreto y a veces secreto: la belleza del silencio y del mundo interior alimenta su vida afectiva.`,
    ],
  },
};
