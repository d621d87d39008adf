// How a solar return's themes fit together. Each factor of the year (where the Sun, the Moon and the Ascendant's
// ruler stand, the planets on the angles, a crowded house, the natal houses the return's angles fall in, the
// Ascendant's sign) leans towards one side of a few axes; where both sides of an axis weigh, the reading names the
// tension and how to live it, and where one side wins, it says so. The texts here are that paragraph's and the
// closing's.

import type { SignId } from '../../contract/chart.ts';

export type Axis = 'visibility' | 'relating' | 'pace' | 'growth' | 'effort';
export type Pole = 'inward' | 'outward' | 'self' | 'others' | 'stability' | 'change' | 'expansion' | 'restraint' | 'duty' | 'pleasure';

export const AXES: Record<Axis, readonly [Pole, Pole]> = {
  visibility: ['inward', 'outward'],
  relating: ['self', 'others'],
  pace: ['stability', 'change'],
  growth: ['expansion', 'restraint'],
  effort: ['duty', 'pleasure'],
};

/** What a side of an axis asks for: the object of «piden» or «empujan hacia». */
export const POLE_ASK: Record<Pole, string> = {
  inward: 'retiro y trabajo interior',
  outward: 'visibilidad y vida pública',
  self: 'que te afirmes y ocupes tu lugar',
  others: 'vínculos y acuerdos',
  stability: 'asentar y consolidar lo que tienes',
  change: 'movimiento, aprendizaje y aires nuevos',
  expansion: 'crecer y decir que sí',
  restraint: 'contención y límites',
  duty: 'trabajo y compromisos',
  pleasure: 'disfrute y creación',
};

/** A side of an axis in one word, for the milder second tension. */
export const POLE_SHORT: Record<Pole, string> = {
  inward: 'el recogimiento', outward: 'la exposición', self: 'lo propio', others: 'lo compartido', stability: 'la quietud',
  change: 'el movimiento', expansion: 'el crecimiento', restraint: 'la prudencia', duty: 'el deber', pleasure: 'el placer',
};

/** How to live the year's main tension, axis by axis. */
export const TENSION: Record<Axis, string> = {
  visibility: 'Las dos corrientes no se anulan: se ordenan en el tiempo. Lo que trabajes en privado, sea descanso, un cierre de etapa o lo que nadie ve, es justo lo que después se mostrará, así que no hace falta elegir entre esconderte y exponerte: protege primero tu espacio interior y deja que lo visible llegue como consecuencia, no como exigencia.',
  relating: 'No se trata de ceder ni de imponerte, sino de negociar desde lo que eres: cuanto más claro tengas lo tuyo, mejores acuerdos harás, y cada acuerdo bien hecho te devolverá algo de ti que solo se ve en el espejo de otra persona.',
  pace: 'Una parte del año quiere echar raíces y otra quiere ponerse en camino. Conviene repartir los papeles: elige un terreno que mantengas estable, sea una rutina, un vínculo o un ingreso, y úsalo de base para cambiar lo demás sin vértigo.',
  growth: 'Una mitad del cielo invita a crecer y la otra a contenerse, y las dos tienen razón. Crece donde puedas sostenerlo: acepta las oportunidades que llegan con estructura y deja pasar las que solo traen entusiasmo.',
  effort: 'El año reparte tu energía entre lo que debes y lo que te da alegría. No lo vivas como un pulso: reserva un espacio fijo para el disfrute dentro de la semana de trabajo, y verás que lo uno alimenta lo otro.',
};

/** One sentence for a second, milder tension. */
export const SECONDARY: Record<Axis, string> = {
  visibility: 'el año alterna momentos de recogimiento y de exposición, y no hace falta exigirte estar siempre a la vista',
  relating: 'pedirás a la vez espacio propio y compañía, y las dos cosas caben si las nombras',
  pace: 'una parte de ti pide quietud y otra movimiento, y una rutina firme hará más fácil cualquier cambio',
  growth: 'las ganas de crecer conviven con la prudencia, y escuchar a las dos te ahorrará promesas imposibles',
  effort: 'el deber y el placer se disputan tus horas, y repartirlas de antemano evita la culpa',
};

/** When the year's factors agree: what that one direction asks. */
export const COHERENT: Record<Pole, string> = {
  inward: 'Es un año para ir hacia dentro: descansar, cerrar lo que quedó abierto y cuidar lo que nadie ve. No es un paréntesis vacío, sino la preparación de lo que vendrá después.',
  outward: 'Es un año para dejarte ver: lo que hagas tendrá testigos, así que elige bien qué muestras y hazlo con la confianza de quien sabe lo que vale.',
  self: 'El año gira en torno a ti, a tus decisiones, tu cuerpo y tus ganas. No es egoísmo: es el momento de ocupar tu lugar.',
  others: 'El año se juega en compañía, y la pareja, los socios y las amistades serán el espejo y el motor de casi todo.',
  stability: 'El año pide asentarse, con pocas novedades y mucha constancia, y la satisfacción de ver crecer lo que cuidas día a día.',
  change: 'El año pide movimiento: aprender, viajar, cambiar de aires. Lo que se quede quieto se quedará atrás.',
  expansion: 'El año abre puertas: di que sí a lo que te haga crecer, con la única precaución de no abarcarlo todo.',
  restraint: 'El año pide sobriedad, con menos frentes y más profundidad, y la satisfacción de lo que se construye despacio.',
  duty: 'El año es de trabajo, con compromisos, rutinas y metas que exigen constancia y te devolverán solidez.',
  pleasure: 'El año es generoso con el disfrute: crear, jugar y amar no son distracciones, son el centro.',
};

/** The one idea to keep, by the side that weighs most. */
export const KEEP: Record<Pole, string> = {
  inward: 'que el silencio de este año sea fértil, porque lo que cuides por dentro será tu mejor carta de presentación cuando llegue el momento de salir',
  outward: 'muéstrate con intención, porque el año te da escenario y lo que elijas enseñar marcará cómo te recuerden',
  self: 'ponte en el centro sin pedir perdón, porque el año premia que sepas qué quieres y lo digas',
  others: 'elige bien con quién caminas, porque lo que construyas en compañía pesará más que lo que hagas a solas',
  stability: 'cuida la base, porque una rutina, un ahorro o un vínculo firme te sostendrán más que cualquier golpe de suerte',
  change: 'muévete, porque aprender algo, viajar o cambiar una costumbre es lo que este año premia',
  expansion: 'abre la puerta, pero mira quién entra, y crece solo en lo que puedas sostener',
  restraint: 'haz menos y mejor, porque el año recompensa la constancia más que el entusiasmo',
  duty: 'haz tu parte con constancia y guarda un rato para ti, porque el esfuerzo de este año deja cimientos',
  pleasure: 'date permiso para disfrutar, porque lo que hagas con alegría será lo que mejor te salga',
};

/** A reminder from the side that weighs least, when the year leans one way. */
export const COUNTERWEIGHT: Record<Pole, string> = {
  inward: 'sin pausas para recogerte lo visible se vacía',
  outward: 'lo que cuides en privado necesitará en algún momento salir a la luz',
  self: 'entre tantos compromisos tu propio deseo también cuenta',
  others: 'nadie avanza del todo a solas, y algún vínculo te pedirá atención',
  stability: 'los cambios se sostienen mejor sobre una base tranquila',
  change: 'incluso en un año quieto conviene dejar entrar aire nuevo',
  expansion: 'la prudencia no debe cerrarte a las ocasiones que merecen un sí',
  restraint: 'crecer también es saber dónde parar',
  duty: 'el disfrute necesita algo de disciplina para dar fruto',
  pleasure: 'el esfuerzo necesita ratos de alegría para no agotarse',
};

/** The tone a return Ascendant gives the year, as a noun with its article. */
export const ASCENDANT_TONE: Record<SignId, string> = {
  aries: 'la iniciativa', taurus: 'la calma', gemini: 'la curiosidad', cancer: 'el cuidado', leo: 'la confianza', virgo: 'la precisión',
  libra: 'el tacto', scorpio: 'la intensidad', sagittarius: 'el entusiasmo', capricorn: 'la seriedad', aquarius: 'la independencia',
  pisces: 'la sensibilidad',
};
