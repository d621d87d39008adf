import { capitalize } from '../../contract/vocabulary.ts';

// Where two factors of one chart pull apart, the reading names the pull instead of stating both sides as if the
// other did not exist (chart-tensions.ts finds them). And a planet on an angle reads differently on each side of
// it. Both in tú form; other-tensions.ts holds the third-person twins.

/** The traits two passages can contradict each other on. */
export type Dimension = 'thinking-pace' | 'emotional-expression' | 'visibility' | 'action' | 'outlook' | 'love';

export interface TensionTexts {
  /** What each pole does, after the name of the factor that says it ("tu Mercurio en Tauro" + "te pide tiempo…"). */
  poles: Record<Dimension, readonly [string, string]>;
  /** How the two sides live together, said once after both have been read. */
  reconcile: Record<Dimension, readonly string[]>;
}

export const TENSIONS: TensionTexts = {
  poles: {
    'thinking-pace': ['te pide tiempo para pensar', 'te acelera la mente'],
    'emotional-expression': ['te enseña a contener lo que sientes', 'hace que lo que sientes salga enseguida'],
    visibility: ['te lleva hacia dentro', 'te pone a la vista'],
    action: ['hace que tu fuerza vaya por rodeos', 'te da un impulso directo'],
    outlook: ['te da confianza en la vida', 'siembra dudas sobre tu propio valor'],
    love: ['pide espacio en el amor', 'busca una entrega total'],
  },
  reconcile: {
    'thinking-pace': [
      'No se anulan: las ideas nuevas te llegan deprisa, pero tus convicciones se forman despacio, y conviene no confundir un destello con una conclusión.',
      'Tienes dos velocidades, y las dos son tuyas: captas al vuelo y, aun así, no das algo por sabido hasta haberlo rumiado, y respetar ese doble ritmo te ahorra discusiones contigo.',
      'Ninguna de las dos describe tu mente entera: la intuición llega primero y la comprensión profunda después, y ambas necesitan su momento.',
    ],
    'emotional-expression': [
      'Las dos cosas conviven: la emoción te sube rápido y casi a la vez aparece el freno, y entender ese choque, en lugar de reprocharte ninguna de las dos, te da margen para elegir cuándo mostrar y cuándo esperar.',
      'Por eso a veces estallas por algo pequeño después de haber callado mucho: lo que se contiene demasiado sale de golpe, y darte salidas pequeñas y frecuentes evita la explosión.',
      'Sentir mucho y mostrar poco no es frialdad, sino una forma de protegerte, y aprender a soltar en lugares seguros evita que la presión acabe decidiendo por ti.',
    ],
    visibility: [
      'No es una contradicción, sino una forma de estar: de cerca das poco al principio, y de lejos, en lo que haces, se te ve mucho, porque tu imagen pública y tu intimidad siguen reglas distintas.',
      'Vives entre el escenario y el camerino: te expones cuando hay un propósito y te guardas cuando no lo hay, y quien solo conoce una de las dos caras no te conoce del todo.',
      'Se te ve, pero no del todo: lo que muestras es real, aunque sea una parte, y eso no es falsedad sino un modo de cuidar lo más tuyo.',
    ],
    action: [
      'Esa mezcla explica por qué a veces dudas mucho antes de actuar y luego actúas de golpe: tu fuerza es directa cuando algo está claro y da rodeos cuando hay afectos en juego.',
      'Tu fuerza sabe ir de frente y sabe esperar, y el trabajo es elegir a conciencia cuál de los dos modos usas, en vez de que el ánimo del momento lo decida por ti.',
      'Cuando algo te toca de cerca, la fuerza se esconde, y cuando es cuestión de principios, sale sin pedir permiso; conocer ese patrón te ayuda a no sorprenderte de ti.',
    ],
    outlook: [
      'En ti conviven el entusiasmo y la duda: apuestas fuerte y luego te examinas con dureza, y el optimismo pone el rumbo mientras la exigencia revisa el mapa; funcionan mejor cuando se hablan.',
      'Por eso oscilas entre el impulso de ir a lo grande y el miedo a no estar a la altura: ninguno de los dos tiene toda la razón, y juntos te dan una ambición con los pies en el suelo.',
      'La esperanza y la autocrítica tiran de ti en direcciones opuestas, y cuando dejas que cada una haga su trabajo, la primera te impulsa y la segunda te corrige sin hundirte.',
    ],
    love: [
      'En el amor quieres dos cosas que parecen opuestas, fundirte y seguir siendo libre, y los vínculos que funcionan contigo son los que permiten ambas: intensidad y aire.',
      'Esa tensión se nota en tus relaciones: te entregas a fondo y, cuando sientes que te atan, tomas distancia, y decirlo con palabras evita que la otra persona lo viva como un vaivén sin explicación.',
      'Necesitas un amor que sea refugio y ventana a la vez, y las relaciones que solo te ofrecen una de las dos cosas acaban por quedarse pequeñas.',
    ],
  },
};

/** The side of an angle a planet sits on, by its house: the 12th or the 1st for the Ascendant, and so on. */
export type AngleSide = 'asc-12' | 'asc-1' | 'mc-9' | 'mc-10' | 'dsc-6' | 'dsc-7' | 'ic-3' | 'ic-4';

/** `point` is "el Sol" or "Marte"; `orb` its distance to the angle. Two wordings each, so two such planets differ. */
export const ANGLE_SIDE: Record<AngleSide, readonly ((point: string, orb: string) => string)[]> = {
  'asc-12': [
    (p, orb) => `Eso sí, ${p} está a ${orb} del Ascendente pero todavía del lado de la casa 12, justo antes de asomar por el horizonte: lo que describe actúa en ti desde el principio, aunque primero entre bastidores, y suele hacerse visible con los años, a medida que te das permiso para mostrarlo.`,
    (p, orb) => `Con ${p} a ${orb} del Ascendente, aún en la casa 12, su fuerza se vive hacia dentro antes que hacia fuera: quien te conoce poco quizá no la vea, y quien te conoce bien no puede dejar de verla.`,
  ],
  'asc-1': [
    (p, orb) => `${capitalize(p)} está en la casa 1, a ${orb} del Ascendente: lo que describe se ve en ti desde el primer encuentro, casi antes de que hables.`,
    (p, orb) => `Con ${p} a ${orb} del Ascendente, dentro de la casa 1, este rasgo forma parte de tu manera de llegar y de moverte, y se nota en tu cuerpo y en tus primeras reacciones.`,
  ],
  'mc-9': [
    (p, orb) => `${capitalize(p)} se acerca al Medio Cielo desde la casa 9, a ${orb}: tu proyección pública pasa por lo que estudias, enseñas o crees, y tiende a crecer con el tiempo.`,
    (p, orb) => `Con ${p} todavía en la casa 9, a ${orb} de culminar, lo que el mundo ve de ti se prepara en tus ideas y tus búsquedas antes de llegar a la carrera.`,
  ],
  'mc-10': [
    (p, orb) => `${capitalize(p)} está en la casa 10, a ${orb} del Medio Cielo, en lo más alto de la carta: es de lo primero que el mundo asocia con tu nombre.`,
    (p, orb) => `Con ${p} dentro de la casa 10, a ${orb} del Medio Cielo, este rasgo se vuelve parte de tu reputación y de tu trabajo en el mundo.`,
  ],
  'dsc-6': [
    (p, orb) => `${capitalize(p)} está a ${orb} del Descendente, aún del lado de la casa 6: antes que en la pareja, esta energía se nota en el trabajo diario y en los compañeros, y desde ahí llega a tus vínculos.`,
    (p, orb) => `Como ${p} no ha cruzado todavía el Descendente (está a ${orb}, en la casa 6), lo que describe aparece primero en tus rutinas y en la gente con la que trabajas.`,
  ],
  'dsc-7': [
    (p, orb) => `${capitalize(p)} está en la casa 7, a ${orb} del Descendente: se expresa sobre todo frente a otra persona, y a menudo lo reconoces primero en tus parejas o socios.`,
    (p, orb) => `Con ${p} dentro de la casa 7, a ${orb} del Descendente, este rasgo se despierta en el encuentro, y otra persona suele ser el espejo donde lo ves.`,
  ],
  'ic-3': [
    (p, orb) => `${capitalize(p)} está a ${orb} del Fondo del Cielo, del lado de la casa 3: lo que describe se vive en el entorno cercano, entre hermanos, vecinos o conversaciones cotidianas, antes que en el hogar.`,
    (p, orb) => `Como ${p} aún no ha llegado al Fondo del Cielo (está a ${orb}, en la casa 3), su influencia pasa por tu barrio, tus trayectos y tu forma de aprender en lo cotidiano.`,
  ],
  'ic-4': [
    (p, orb) => `${capitalize(p)} está en la casa 4, a ${orb} del Fondo del Cielo, en la raíz de la carta: pertenece a lo íntimo, al hogar y a la historia familiar, y actúa desde ahí sobre todo lo demás.`,
    (p, orb) => `Con ${p} dentro de la casa 4, a ${orb} del Fondo del Cielo, este rasgo es una base: se forma en casa y en la familia, y te acompaña como un suelo propio.`,
  ],
};
