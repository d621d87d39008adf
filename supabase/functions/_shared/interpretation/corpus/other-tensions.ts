import { capitalize } from '../../contract/vocabulary.ts';
import type { AngleSide, TensionTexts } from './tensions.ts';

// The tensions and the sides of the angles (corpus/tensions.ts) for someone else's chart, in the third person
// and without gender marks.

export const OTHER_TENSIONS: TensionTexts = {
  poles: {
    'thinking-pace': ['le pide tiempo para pensar', 'le acelera la mente'],
    'emotional-expression': ['le enseña a contener lo que siente', 'hace que lo que siente salga enseguida'],
    visibility: ['le lleva hacia dentro', 'le pone a la vista'],
    action: ['hace que su fuerza vaya por rodeos', 'le da un impulso directo'],
    outlook: ['le da confianza en la vida', 'siembra dudas sobre su propio valor'],
    love: ['pide espacio en el amor', 'busca una entrega total'],
  },
  reconcile: {
    'thinking-pace': [
      'No se anulan: las ideas nuevas le llegan deprisa, pero sus convicciones se forman despacio, y conviene no confundir un destello con una conclusión.',
      'Tiene dos velocidades, y las dos son suyas: capta al vuelo y, aun así, no da algo por sabido hasta haberlo rumiado, y respetar ese doble ritmo le ahorra discusiones consigo.',
      'Ninguna de las dos describe su mente entera: la intuición llega primero y la comprensión profunda después, y ambas necesitan su momento.',
    ],
    'emotional-expression': [
      'Las dos cosas conviven: la emoción sube rápido y casi a la vez aparece el freno, y entender ese choque, sin reprocharse ninguna de las dos, le da margen para elegir cuándo mostrar y cuándo esperar.',
      'Por eso a veces estalla por algo pequeño después de haber callado mucho: lo que se contiene demasiado sale de golpe, y las salidas pequeñas y frecuentes evitan la explosión.',
      'Sentir mucho y mostrar poco no es frialdad, sino una forma de protegerse, y soltar en lugares seguros evita que la presión acabe decidiendo por esta persona.',
    ],
    visibility: [
      'No es una contradicción, sino una forma de estar: de cerca da poco al principio, y de lejos, en lo que hace, se le ve mucho, porque su imagen pública y su intimidad siguen reglas distintas.',
      'Vive entre el escenario y el camerino: se expone cuando hay un propósito y se guarda cuando no lo hay, y quien solo conoce una de las dos caras no le conoce del todo.',
      'Se le ve, pero no del todo: lo que muestra es real, aunque sea una parte, y eso no es falsedad sino un modo de cuidar lo más suyo.',
    ],
    action: [
      'Esa mezcla explica por qué a veces duda mucho antes de actuar y luego actúa de golpe: su fuerza es directa cuando algo está claro y da rodeos cuando hay afectos en juego.',
      'Su fuerza sabe ir de frente y sabe esperar, y el trabajo es elegir a conciencia cuál de los dos modos usa, en vez de que el ánimo del momento lo decida.',
      'Cuando algo le toca de cerca, la fuerza se esconde, y cuando es cuestión de principios, sale sin pedir permiso; conocer ese patrón le ayuda a no sorprenderse de sí.',
    ],
    outlook: [
      'En esta carta conviven el entusiasmo y la duda: apuesta fuerte y luego se examina con dureza, y el optimismo pone el rumbo mientras la exigencia revisa el mapa; funcionan mejor cuando se hablan.',
      'Por eso oscila entre el impulso de ir a lo grande y el miedo a no estar a la altura: ninguno de los dos tiene toda la razón, y juntos le dan una ambición con los pies en el suelo.',
      'La esperanza y la autocrítica tiran en direcciones opuestas, y cuando cada una hace su trabajo, la primera impulsa y la segunda corrige sin hundir.',
    ],
    love: [
      'En el amor quiere dos cosas que parecen opuestas, fundirse y seguir siendo libre, y los vínculos que funcionan con esta carta son los que permiten ambas: intensidad y aire.',
      'Esa tensión se nota en sus relaciones: se entrega a fondo y, cuando siente que le atan, toma distancia, y ponerlo en palabras evita que la otra persona lo viva como un vaivén sin explicación.',
      'Necesita un amor que sea refugio y ventana a la vez, y las relaciones que solo le ofrecen una de las dos cosas acaban por quedarse pequeñas.',
    ],
  },
};

export const OTHER_ANGLE_SIDE: Record<AngleSide, readonly ((point: string, orb: string) => string)[]> = {
  'asc-12': [
    (p, orb) => `Eso sí, ${p} está a ${orb} del Ascendente pero todavía del lado de la casa 12, justo antes de asomar por el horizonte: lo que describe actúa desde el principio, aunque primero entre bastidores, y suele hacerse visible con los años.`,
    (p, orb) => `Con ${p} a ${orb} del Ascendente, aún en la casa 12, su fuerza se vive hacia dentro antes que hacia fuera: quien trata poco a esta persona quizá no la vea, y quien la conoce bien no puede dejar de verla.`,
  ],
  'asc-1': [
    (p, orb) => `${capitalize(p)} está en la casa 1, a ${orb} del Ascendente: lo que describe se nota desde el primer encuentro, casi antes de que hable.`,
    (p, orb) => `Con ${p} a ${orb} del Ascendente, dentro de la casa 1, este rasgo forma parte de su manera de llegar y de moverse, y se nota en su cuerpo y en sus primeras reacciones.`,
  ],
  'mc-9': [
    (p, orb) => `${capitalize(p)} se acerca al Medio Cielo desde la casa 9, a ${orb}: su proyección pública pasa por lo que estudia, enseña o cree, y tiende a crecer con el tiempo.`,
    (p, orb) => `Con ${p} todavía en la casa 9, a ${orb} de culminar, lo que el mundo ve de esta persona se prepara en sus ideas y sus búsquedas antes de llegar a la carrera.`,
  ],
  'mc-10': [
    (p, orb) => `${capitalize(p)} está en la casa 10, a ${orb} del Medio Cielo, en lo más alto de la carta: es de lo primero que el mundo asocia con su nombre.`,
    (p, orb) => `Con ${p} dentro de la casa 10, a ${orb} del Medio Cielo, este rasgo se vuelve parte de su reputación y de su trabajo en el mundo.`,
  ],
  'dsc-6': [
    (p, orb) => `${capitalize(p)} está a ${orb} del Descendente, aún del lado de la casa 6: antes que en la pareja, esta energía se nota en su trabajo diario y en sus compañeros, y desde ahí llega a sus vínculos.`,
    (p, orb) => `Como ${p} no ha cruzado todavía el Descendente (está a ${orb}, en la casa 6), lo que describe aparece primero en sus rutinas y en la gente con la que trabaja.`,
  ],
  'dsc-7': [
    (p, orb) => `${capitalize(p)} está en la casa 7, a ${orb} del Descendente: se expresa sobre todo frente a otra persona, y a menudo asoma primero en sus parejas o socios.`,
    (p, orb) => `Con ${p} dentro de la casa 7, a ${orb} del Descendente, este rasgo se despierta en el encuentro, y otra persona suele ser el espejo donde se ve.`,
  ],
  'ic-3': [
    (p, orb) => `${capitalize(p)} está a ${orb} del Fondo del Cielo, del lado de la casa 3: lo que describe se vive en el entorno cercano, entre hermanos, vecinos o charlas cotidianas, antes que en el hogar.`,
    (p, orb) => `Como ${p} aún no ha llegado al Fondo del Cielo (está a ${orb}, en la casa 3), su influencia pasa por su barrio, sus trayectos y su forma de aprender en lo cotidiano.`,
  ],
  'ic-4': [
    (p, orb) => `${capitalize(p)} está en la casa 4, a ${orb} del Fondo del Cielo, en la raíz de la carta: pertenece a lo íntimo, a la casa y a la historia de su familia, y desde ahí sostiene todo lo demás.`,
    (p, orb) => `Con ${p} dentro de la casa 4, a ${orb} del Fondo del Cielo, este rasgo es una base: se forma en casa y en la familia, y le acompaña como un suelo propio.`,
  ],
};
