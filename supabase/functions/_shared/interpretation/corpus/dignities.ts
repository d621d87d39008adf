import type { Dignity } from '../astro-rules.ts';
import type { PlanetId } from '../../contract/vocabulary.ts';

// One sentence per planet and essential dignity, added to that planet's placement. Domicile and exaltation
// are read as ease, detriment and fall as a planet working in borrowed clothes, never as a verdict.

export const DIGNITY_TEXT: Record<PlanetId, Partial<Record<Dignity, string>>> = {
  sun: {
    domicile: 'En Leo el Sol está en su domicilio, el signo que rige: tu voluntad y tu creatividad trabajan aquí a pleno rendimiento.',
    exaltation: 'Aries es el signo de exaltación del Sol, el lugar donde la tradición lo veía más alto: la voluntad se enciende pronto y te cuesta poco tomar la iniciativa.',
    detriment: 'Acuario es el signo opuesto a Leo, el exilio del Sol: tu identidad brilla más en el grupo y en las ideas que en el protagonismo, y aprender a ocupar tu centro sin culpa es parte del camino.',
    fall: 'En Libra el Sol está en caída, según la tradición: tu voluntad tiende a medirse con la de los demás, y descubrir lo que quieres sin esperar el acuerdo ajeno fortalece tu identidad.',
  },
  moon: {
    domicile: 'La Luna en Cáncer está en su propia casa: la capacidad de cuidar y de sentir sin coraza es natural en ti, y el hogar te recarga como ninguna otra cosa.',
    exaltation: 'En Tauro la Luna está exaltada: tus emociones buscan calma y la encuentran en lo sencillo, con una estabilidad que los demás agradecen.',
    detriment: 'Capricornio, opuesto a Cáncer, es el exilio de la Luna: tus emociones se visten de responsabilidad, y permitirte la fragilidad es un aprendizaje tan necesario como valioso.',
    fall: 'Escorpio es el signo de caída de la Luna: sientes con una hondura que no deja las cosas en la superficie, y aprender a confiar suaviza la necesidad de protegerte.',
  },
  mercury: {
    domicile: 'Mercurio está en uno de sus domicilios, y la mente funciona aquí con la herramienta adecuada: pensar, aprender y comunicar te resultan naturales.',
    exaltation: 'Virgo es, además, el signo de exaltación de Mercurio: la precisión y el análisis alcanzan aquí su mejor nivel.',
    detriment: 'En este signo Mercurio está en exilio, enfrente de su casa: tu mente funciona mejor con visión y síntesis que con listas y datos sueltos, y eso es un estilo, no una carencia.',
    fall: 'Piscis es también la caída de Mercurio: la lógica lineal cede ante la intuición, y tus mejores ideas llegan en imágenes antes que en argumentos.',
  },
  venus: {
    domicile: 'Venus está en uno de sus domicilios: el afecto, el gusto y la capacidad de disfrutar fluyen con naturalidad en ti.',
    exaltation: 'En Piscis Venus está exaltada: el amor se vuelve compasión y tu sensibilidad a la belleza alcanza un registro casi espiritual.',
    detriment: 'Aquí Venus está en exilio, en el signo opuesto a uno de los suyos: amas con un estilo más intenso o más independiente que el que la tradición consideraba cómodo, y conocerlo te evita compararte con modelos ajenos.',
    fall: 'Virgo es la caída de Venus: tiendes a demostrar el cariño con cuidados concretos más que con palabras, y aflojar la exigencia hace más fácil recibir.',
  },
  mars: {
    domicile: 'Marte está en uno de sus domicilios: tu energía tiene dirección clara, y actuar, defenderte o competir te sale sin rodeos.',
    exaltation: 'En Capricornio Marte está exaltado: tu fuerza se vuelve disciplinada, estratégica y capaz de sostener esfuerzos largos.',
    detriment: 'En este signo Marte está en exilio: tu energía prefiere la negociación o la constancia al ataque directo, y encontrar tu propia forma de afirmarte es una tarea importante.',
    fall: 'Cáncer es la caída de Marte: actúas mejor cuando defiendes a los tuyos que cuando peleas por ti, y reconocer tu enfado a tiempo evita que salga de lado.',
  },
  jupiter: {
    domicile: 'Júpiter está en uno de sus domicilios: tu fe, tu generosidad y tu visión amplia se expresan con soltura y suelen abrir camino.',
    exaltation: 'En Cáncer Júpiter está exaltado: tu abundancia es sobre todo afectiva, y crecer tiene que ver con proteger y acoger.',
    detriment: 'Aquí Júpiter está en exilio: tu crecimiento pasa por los datos, las preguntas y los detalles más que por las grandes certezas, y eso te vuelve una persona sensata.',
    fall: 'Capricornio es la caída de Júpiter: tu optimismo es prudente y se gana con resultados, y confiar un poco más en lo que no controlas te ensancha.',
  },
  saturn: {
    domicile: 'Saturno está en uno de sus domicilios: la disciplina, la paciencia y el sentido de la estructura trabajan aquí con eficacia.',
    exaltation: 'En Libra Saturno está exaltado: tu sentido del deber se vuelve sentido de la justicia, y los compromisos equilibrados son tu fortaleza.',
    detriment: 'Aquí Saturno está en exilio: los límites se viven de forma emocional o personal, y construir estructuras que respeten lo que sientes es tu aprendizaje.',
    fall: 'Aries es la caída de Saturno: la impaciencia choca con la necesidad de construir despacio, y aprender a esperar sin perder el impulso es tu gran lección.',
  },
  uranus: {
    domicile: 'Acuario es el domicilio moderno de Urano: su afán de libertad y de futuro se expresa aquí con toda su claridad.',
    detriment: 'Leo, frente a Acuario, es el exilio de Urano: la rebeldía se vuelve personal y creativa, y tu originalidad necesita un escenario propio.',
  },
  neptune: {
    domicile: 'Piscis es el domicilio moderno de Neptuno: la sensibilidad, la compasión y lo espiritual tienen aquí su lenguaje más propio.',
    detriment: 'Virgo, opuesto a Piscis, es el exilio de Neptuno: los ideales se prueban en lo concreto, y servir con humildad es la forma de tu espiritualidad.',
  },
  pluto: {
    domicile: 'Escorpio es el domicilio moderno de Plutón, que comparte su regencia con Marte: la intensidad y el poder de transformación actúan aquí sin filtros.',
    detriment: 'Tauro, opuesto a Escorpio, es el exilio de Plutón: las transformaciones tocan la seguridad material y los valores, y soltar lo que ya no sostiene cuesta, pero libera.',
  },
};

export const DIGNITY_NAME: Record<Dignity, string> = {
  domicile: 'domicilio', exaltation: 'exaltación', detriment: 'exilio', fall: 'caída',
};
