import type { AspectType } from '../../astro/types.ts';
import type { AspectPoint } from '../names.ts';

// Aspect sentences are composed from two "function" phrases, one per planet. Each phrase is a singular
// noun phrase without "y", so "{a} y {b}" never turns into an ambiguous chain and the templates can put
// them after a preposition or in a plural subject: no adjective ever has to agree with them.

export const POINT_FUNCTION: Record<AspectPoint, string> = {
  sun: 'tu sentido de identidad',
  moon: 'tu mundo emocional',
  mercury: 'tu forma de pensar',
  venus: 'tu manera de amar',
  mars: 'tu impulso de acción',
  jupiter: 'tu confianza en la vida',
  saturn: 'tu sentido del deber',
  uranus: 'tu necesidad de libertad',
  neptune: 'tu imaginación',
  pluto: 'tu poder de transformación',
  trueNode: 'tu dirección de crecimiento',
  meanNode: 'tu dirección de crecimiento',
  ascendant: 'la imagen que proyectas',
  midheaven: 'tu vocación',
};

/**
 * Placeholders: {a} and {b} are function phrases, {A} is {a} capitalised for a sentence start. Five
 * variants per major type so that a reading with several aspects of one type never reuses a template.
 */
export const ASPECT_BODY: Record<AspectType, readonly string[]> = {
  conjunction: [
    'Aquí {a} y {b} se funden en un solo impulso: cuando se activa una parte, la otra responde a la vez.',
    'En ti, {a} y {b} van de la mano, tanto que a veces cuesta distinguir dónde termina una cosa y empieza la otra.',
    'Esta unión concentra {a} y {b} en un mismo punto, y le da a ese tema una fuerza especial en tu vida.',
    'Es un encuentro de alta intensidad: {a} se tiñe de {b}, y lo que vives en un terreno repercute enseguida en el otro.',
    'Sumar fuerzas es el lema de este aspecto, que pone {a} al servicio de {b} y viceversa; conocer esa alianza te ayuda a dirigirla.',
  ],
  square: [
    'Entre {a} y {b} hay una fricción que no conviene esquivar: bien trabajada, se convierte en motor de acción y de crecimiento.',
    '{A} y {b} se exigen mutuamente, y esa tensión te empuja a moverte; la clave es usarla para construir en lugar de pelear contigo.',
    'Es un aspecto de desafío: {a} y {b} piden cosas distintas al mismo tiempo, y cada salida creativa que encuentras te hace madurar.',
    'Cuando {a} avanza, {b} le sale al paso, y de ese roce nace buena parte de tu determinación.',
    'Aquí la tensión entre {a} y {b} funciona como una piedra de afilar: incomoda, pero deja las herramientas más precisas.',
  ],
  trine: [
    '{A} y {b} colaboran con naturalidad; es un talento que fluye casi sin esfuerzo y que brilla más cuando lo usas a conciencia.',
    'Hay armonía entre {a} y {b}: lo que una parte desea, la otra lo facilita.',
    'Este aspecto fluido permite que {a} y {b} se apoyen entre sí, un recurso con el que puedes contar en los momentos difíciles.',
    'Con este trígono, {a} encuentra en {b} un aliado natural, y esa facilidad merece que la cultives en lugar de darla por sentada.',
    'Entre {a} y {b} circula una corriente tranquila que te sostiene, como un don que se vuelve más valioso cuando lo compartes.',
  ],
  opposition: [
    '{A} y {b} se miran desde extremos opuestos; tu tarea no es elegir un lado, sino encontrar un punto de equilibrio que honre los dos.',
    'Entre {a} y {b} hay un vaivén: a veces manda una necesidad y a veces la otra, y las relaciones suelen mostrarte ese espejo.',
    'Esta polaridad tensa {a} y {b} como los extremos de una cuerda, y cuando logras integrarlos ganas una perspectiva muy completa.',
    'En esta oposición, {a} pide una cosa y {b} la contraria; escuchar a ambas partes sin sacrificar ninguna es tu aprendizaje.',
    'Con los años, el diálogo entre {a} y {b} puede pasar de la tensión a la complementariedad, y ahí está su riqueza.',
  ],
  sextile: [
    'Entre {a} y {b} se abre un puente de oportunidades: basta un poco de iniciativa para que se potencien.',
    '{A} y {b} se estimulan con facilidad, un talento que despierta en cuanto lo pones en práctica.',
    'Este aspecto amable conecta {a} con {b} y te ofrece recursos que crecen cuanto más los usas.',
    'Gracias a este sextil, {a} puede pedir ayuda a {b} siempre que lo necesite, una colaboración que mejora con la práctica.',
    'Hay una complicidad discreta entre {a} y {b}: no se impone sola, pero responde en cuanto la invitas a participar.',
  ],
  quincunx: [
    '{A} y {b} hablan idiomas distintos, y ajustarlos pide pequeños cambios constantes más que una gran solución.',
    'Entre {a} y {b} hay una incomodidad sutil; reconocerla a tiempo te permite hacer los ajustes necesarios.',
    'Este quincuncio pide paciencia: {a} y {b} no encajan a la primera, y cada pequeño ajuste entre ellos te da flexibilidad.',
  ],
  semisextile: [
    '{A} y {b} son vecinos que todavía se están conociendo: una relación discreta que gana fuerza cuando le prestas atención.',
    'Entre {a} y {b} hay un vínculo suave, casi imperceptible, que te invita a integrar dos facetas cercanas de tu personalidad.',
    'Este semisextil es un susurro más que una voz: une {a} con {b} de forma sutil, y se aprovecha mejor cuando lo haces consciente.',
  ],
};

/**
 * Lead-ins, used in turn so that five or six aspects never open the same way. Placeholders: {x} and {y}
 * are the two points with their signs ("el Sol en Tauro"), {deX} is "del Sol en Tauro", {una} and {la}
 * the aspect with its indefinite or definite article, {orb} the orb in parentheses. The composer
 * capitalises the first letter.
 */
export const ASPECT_LEADS: readonly string[] = [
  '{x} y {y} forman {una} {orb}.',
  'Entre {x} y {y} hay {una} {orb}.',
  '{la} {deX} con {y} {orb} también pide atención.',
  'Otro diálogo intenso es {la} entre {x} y {y} {orb}.',
  'Destaca, además, {la} que conecta {x} con {y} {orb}.',
  'Completa el cuadro {la} entre {x} y {y} {orb}.',
];

export const MOON_ASPECT_TIME_CAVEAT =
  'Como la hora no se conoce y la Luna avanza unos trece grados al día, este aspecto puede ser algo más amplio o más cerrado de lo indicado.';
