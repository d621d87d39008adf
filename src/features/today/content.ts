import type { MoonPhaseName, SignId } from '@core/astro/events-types';

// The texts of Hoy that interpret the sky: the Moon through each natal house and each sign, what each retrograde
// planet asks for, and the practice from the library that fits the day. Loaded with Hoy's own chunk, never with
// the first paint. The mapping is documented in docs/hoy.md; a test checks every article exists with this title.

export type RetrogradePlanet = 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto';

/** The Moon crossing natal house N (index N − 1): about two and a half days of one emotional focus. */
export const MOON_IN_HOUSE: readonly string[] = [
  'La Luna cruza tu casa 1: lo que sientes se te nota en la cara y en el cuerpo antes que en las palabras. Es un buen día para preguntarte qué necesitas tú, sin esperar a que otros lo adivinen.',
  'Con la Luna en tu casa 2, la calma te llega por lo concreto: comer bien, ordenar tus cuentas, tocar cosas que aprecias. Fíjate en qué guardas o compras para sentirte a salvo.',
  'La Luna recorre tu casa 3, la de las conversaciones y los trayectos cortos. Los mensajes, las vueltas por el barrio y las charlas con hermanos o vecinos mueven hoy tu ánimo más de lo que crees.',
  'La Luna pasa por tu casa 4, el fondo de la carta: el hogar, la familia y tus raíces piden tiempo. Quedarte en casa o llamar a alguien de los tuyos puede darte más que cualquier plan fuera.',
  'Con la Luna en tu casa 5, el corazón quiere jugar. Crear algo sin fin práctico, reír con niños o entregarte a lo que te gusta alimenta hoy tu ánimo.',
  'La Luna atraviesa tu casa 6: el cuerpo y la rutina marcan tu humor. Un horario razonable, comida sencilla y una tarea terminada te sostienen hoy mejor que los grandes propósitos.',
  'La Luna entra en tu casa 7, la de los otros: tu ánimo se juega en el encuentro con tu pareja, un socio o alguien que te hace de espejo. Escucha lo que esas personas te despiertan.',
  'Con la Luna en tu casa 8 asoman emociones hondas: lo compartido, lo que se debe, lo que cuesta soltar. No hace falta resolverlo hoy; basta con no mirar hacia otro lado.',
  'La Luna cruza tu casa 9 y el ánimo pide horizonte: un libro, una conversación sobre lo que crees, un viaje aunque sea imaginado. Lo cotidiano se entiende mejor visto desde un poco más lejos.',
  'La Luna sube a tu casa 10, la más visible de la carta: tu vocación y lo que los demás esperan de ti se vuelven asunto emocional. Cuida cómo te muestras, y pregúntate para quién lo haces.',
  'Con la Luna en tu casa 11, los amigos y los grupos te sostienen. Un mensaje a alguien querido o un rato con gente afín te devuelve la sensación de formar parte de algo.',
  'La Luna se retira a tu casa 12, la del silencio y lo que no se ve. Es un día para bajar el volumen, dormir bien y dejar que lo que se mueve por dentro se asiente sin tener que explicarlo.',
];

export const MOON_IN_SIGN: Record<SignId, string> = {
  aries: 'En Aries, la Luna reacciona deprisa: emociones directas, poca paciencia y ganas de empezar algo.',
  taurus: 'En Tauro, la Luna busca calma y placeres sencillos; cuesta más cambiar de idea y apetece lo conocido.',
  gemini: 'En Géminis, la Luna salta de un tema a otro: curiosidad, charla y un humor que cambia con cada noticia.',
  cancer: 'En Cáncer, su propio signo, la Luna lo vuelve todo más sensible y protector: apetece recogerse con los tuyos.',
  leo: 'En Leo, la Luna quiere calor y reconocimiento: se agradece que te vean, y también mirar de verdad a otros.',
  virgo: 'En Virgo, la Luna se tranquiliza ordenando: listas, detalles y pequeños arreglos que dan alivio.',
  libra: 'En Libra, la Luna busca armonía: apetece una compañía amable, y decir que no cuesta un poco más.',
  scorpio: 'En Escorpio, la Luna siente a fondo y desconfía de lo superficial: nada se vive a medias.',
  sagittarius: 'En Sagitario, la Luna se vuelve optimista e inquieta: pide aire libre y preguntas grandes.',
  capricorn: 'En Capricornio, la Luna contiene lo que siente y se pone a trabajar: ayuda tener una meta clara.',
  aquarius: 'En Acuario, la Luna toma distancia: lo que sientes se piensa mejor, y se valora el espacio propio.',
  pisces: 'En Piscis, la Luna difumina los bordes: más empatía, más ensoñación y menos ganas de horarios.',
};

export const RETROGRADE_NOTE: Record<RetrogradePlanet, string> = {
  mercury: 'revisa antes de firmar o enviar, y retoma conversaciones que quedaron a medias.',
  venus: 'vuelven afectos y gustos del pasado para que veas qué aprecias de verdad.',
  mars: 'la energía se vuelve hacia dentro; rinde más terminar que emprender.',
  jupiter: 'la confianza crece primero por dentro, antes de buscar más fuera.',
  saturn: 'toca revisar compromisos y estructuras, no sumar otros nuevos.',
  uranus: 'los cambios maduran en silencio antes de mostrarse.',
  neptune: 'se aclara lo que estaba idealizado; conviene mirar sin filtros.',
  pluto: 'lo que se transforma trabaja en lo hondo, lejos de la vista.',
};

export const NO_RETROGRADES = 'Ahora mismo ningún planeta está retrógrado: todos avanzan por el zodiaco.';

export interface Practice {
  /** The article's slug: src/content/library/<category>/<slug>.md, read at /biblioteca/<slug>. */
  slug: string;
  /** The article's title, as its front matter gives it. */
  title: string;
  /** Why this practice fits the day. */
  why: string;
}

/** With the natal houses known: the practice that fits the house the Moon crosses (index house − 1). */
export const PRACTICE_BY_HOUSE: readonly Practice[] = [
  { slug: 'quien-soy-yo-ramana-maharshi', title: 'La indagación «¿Quién soy yo?» de Ramana Maharshi', why: 'Con la Luna en tu casa 1, la pregunta por quién eres está a flor de piel, y la indagación de Ramana la lleva hasta el fondo.' },
  { slug: 'yamas-y-niyamas-en-la-vida-diaria', title: 'Yamas y niyamas en la vida diaria', why: 'La Luna en tu casa 2 pone el foco en lo que tienes y aprecias; no acaparar y el contento, dos de estas pautas, dan un criterio práctico.' },
  { slug: 'nombrar-las-emociones', title: 'Emociones: nombrarlas para regularlas', why: 'Con la Luna en tu casa 3 las palabras pesan: ponerle un nombre preciso a lo que sientes ayuda a decirlo mejor.' },
  { slug: 'estilos-de-apego', title: 'Los estilos de apego en la vida adulta', why: 'La Luna en tu casa 4 remueve lo familiar; entender cómo aprendiste a vincularte da contexto a lo que sientes en casa.' },
  { slug: 'compasion-alegria-y-ecuanimidad', title: 'Compasión, alegría compartida y ecuanimidad: las otras tres moradas sublimes', why: 'Con la Luna en tu casa 5, cultivar la alegría compartida convierte el gusto propio en algo que también celebras en otros.' },
  { slug: 'reduccion-del-estres-mbsr', title: 'MBSR: ocho semanas para relacionarte de otro modo con el estrés', why: 'La Luna en tu casa 6 ata el ánimo al cuerpo y a las tareas; el escaneo corporal del MBSR es una pausa que cabe en cualquier rutina.' },
  { slug: 'metta-amor-benevolente', title: 'La práctica de metta (amor benevolente)', why: 'Con la Luna en tu casa 7, las relaciones pasan a primer plano: metta empieza por desear el bien a quien tienes delante, y a ti.' },
  { slug: 'la-sombra', title: 'La sombra: lo que no queremos ver de nosotros', why: 'La Luna en tu casa 8 saca a la luz lo que preferirías no ver; el trabajo con la sombra ofrece un modo amable de mirarlo.' },
  { slug: 'sentido-y-proposito', title: 'Sentido y propósito: lo que aprendimos de Viktor Frankl', why: 'Con la Luna en tu casa 9 buscas sentido, y Frankl recuerda que se encuentra en lo que haces con lo que te toca vivir.' },
  { slug: 'bhagavad-gita-tres-yogas', title: 'La Bhagavad Gita y sus tres yogas: acción, devoción y conocimiento', why: 'La Luna en tu casa 10 te pone a la vista; el karma yoga de la Gita propone actuar bien sin quedarte atado al resultado ni al aplauso.' },
  { slug: 'refugios-y-preceptos', title: 'Los tres refugios y los cinco preceptos: el suelo de la práctica budista', why: 'Con la Luna en tu casa 11 pesa la comunidad, y la sangha, uno de los tres refugios, habla justo de apoyarse en quienes caminan contigo.' },
  { slug: 'el-testigo-sakshi', title: 'El testigo (sakshi): la consciencia que observa sin juzgar', why: 'La Luna en tu casa 12 invita al retiro: observar desde el testigo, sin juzgar, es la meditación que mejor acompaña un día así.' },
];

/** Without natal houses (no chart, or no birth time): the practice that fits the Moon's phase. */
export const PRACTICE_BY_PHASE: Record<MoonPhaseName, Practice> = {
  'Luna nueva': { slug: 'karma-intencion-y-frutos', title: 'Karma: la intención y sus frutos', why: 'La Luna nueva es tiempo de sembrar, y el budismo enseña que la intención con la que empiezas decide buena parte de los frutos.' },
  'Luna creciente': { slug: 'abhyasa-y-vairagya', title: 'Abhyasa y vairagya: práctica constante y desapego (I.12–16)', why: 'Con la Luna creciente, lo recién empezado necesita constancia, y abhyasa es justo eso: volver a la práctica cada día.' },
  'Cuarto creciente': { slug: 'obstaculos-y-remedios', title: 'Cuando la mente no se aquieta: obstáculos y remedios según Patañjali', why: 'El cuarto creciente trae la primera resistencia; Patañjali nombra los obstáculos de la mente y propone un remedio para cada uno.' },
  'Gibosa creciente': { slug: 'pratyahara-y-dharana', title: 'Pratyahara y dharana: recoger los sentidos y enfocar la mente', why: 'La gibosa creciente pide afinar antes de la culminación: recoger los sentidos y enfocar la mente ayuda a pulir lo que ya está en marcha.' },
  'Luna llena': { slug: 'mindfulness-y-aceptacion', title: 'Mindfulness y aceptación: hacer espacio a lo que sientes', why: 'La Luna llena ilumina lo que sientes con toda su intensidad; hacerle sitio en lugar de pelearlo es el corazón del mindfulness.' },
  'Gibosa menguante': { slug: 'vipassana-en-la-vida-diaria', title: 'Vipassana en la vida diaria: ver con claridad mientras vives', why: 'En la gibosa menguante se digiere lo vivido; vipassana enseña a ver con claridad lo que ocurre mientras sigues con tu día.' },
  'Cuarto menguante': { slug: 'rumiacion-y-preocupacion', title: 'Rumiar y preocuparse: cuando la mente da vueltas sin llegar a ninguna parte', why: 'El cuarto menguante es momento de soltar; si la mente vuelve una y otra vez sobre lo mismo, conviene reconocer la rumiación.' },
  'Luna menguante': { slug: 'neti-neti', title: 'Neti neti: ni esto ni aquello', why: 'La última Luna antes de la nueva vacía el escenario, y neti neti, ni esto ni aquello, acompaña ese desprenderse.' },
};

/** The day's practice: by the natal house the Moon crosses when it is known, otherwise by the Moon's phase. */
export function practiceFor(moon: { house: number | null; phase: MoonPhaseName }): Practice {
  return moon.house ? PRACTICE_BY_HOUSE[moon.house - 1] : PRACTICE_BY_PHASE[moon.phase];
}
