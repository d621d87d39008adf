import type { MoonPhaseName } from '@core/astro/events-types';

// The day's practice: two minutes, done where the person is, drawn from a library article. Three for each natal
// house the Moon can cross, three for each phase when the houses are unknown; the calendar date picks one, so the
// choice is the same on every device and never repeats two days running while the Moon stays in one house (the
// mapping and its reasons are in docs/hoy.md; a test checks every article exists under this title).

export interface LibraryArticle {
  /** src/content/library/<category>/<slug>.md, read at /biblioteca/<slug>. */
  slug: string;
  /** The title its front matter gives. */
  title: string;
}

export interface Practice {
  title: string;
  /** Two to four steps, about two minutes in all. */
  steps: readonly string[];
  /** The article the practice comes from. */
  article: LibraryArticle;
}

type Three = readonly [Practice, Practice, Practice];

const article = (slug: string, title: string): LibraryArticle => ({ slug, title });

const A = {
  ramana: article('quien-soy-yo-ramana-maharshi', 'La indagación «¿Quién soy yo?» de Ramana Maharshi'),
  koshas: article('los-cinco-koshas', 'Los cinco koshas: las capas que te envuelven y lo que no envuelven'),
  eightLimbs: article('los-ocho-miembros-del-yoga', 'Los ocho miembros del yoga (ashtanga, II.29)'),
  yamas: article('yamas-y-niyamas-en-la-vida-diaria', 'Yamas y niyamas en la vida diaria'),
  abhyasa: article('abhyasa-y-vairagya', 'Abhyasa y vairagya: práctica constante y desapego (I.12–16)'),
  poisons: article('los-tres-venenos', 'Los tres venenos: codicia, odio y confusión'),
  emotions: article('nombrar-las-emociones', 'Emociones: nombrarlas para regularlas'),
  path: article('noble-octuple-sendero', 'El Noble Óctuple Sendero'),
  pratyahara: article('pratyahara-y-dharana', 'Pratyahara y dharana: recoger los sentidos y enfocar la mente'),
  selfCompassion: article('autocompasion', 'La autocompasión: tratarte como tratarías a alguien que quieres'),
  attachment: article('estilos-de-apego', 'Los estilos de apego en la vida adulta'),
  metta: article('metta-amor-benevolente', 'La práctica de metta (amor benevolente)'),
  abodes: article('compasion-alegria-y-ecuanimidad', 'Compasión, alegría compartida y ecuanimidad: las otras tres moradas sublimes'),
  samadhi: article('samadhi-grados-de-absorcion', 'Samadhi: los grados de la absorción según Patañjali'),
  individuation: article('el-proceso-de-individuacion', 'El proceso de individuación: llegar a ser quien eres'),
  mbsr: article('reduccion-del-estres-mbsr', 'MBSR: ocho semanas para relacionarte de otro modo con el estrés'),
  vipassana: article('vipassana-en-la-vida-diaria', 'Vipassana en la vida diaria: ver con claridad mientras vives'),
  remedies: article('obstaculos-y-remedios', 'Cuando la mente no se aquieta: obstáculos y remedios según Patañjali'),
  shadow: article('la-sombra', 'La sombra: lo que no queremos ver de nosotros'),
  acceptance: article('mindfulness-y-aceptacion', 'Mindfulness y aceptación: hacer espacio a lo que sientes'),
  anicca: article('impermanencia-anicca', 'La impermanencia (anicca)'),
  ifs: article('sistemas-de-familia-interna', 'Sistemas de Familia Interna: las partes que te habitan'),
  frankl: article('sentido-y-proposito', 'Sentido y propósito: lo que aprendimos de Viktor Frankl'),
  zen: article('zen-y-koans', 'El zen y los koans: preguntas que no se responden pensando'),
  mahavakyas: article('los-cuatro-mahavakyas', 'Los cuatro mahavakyas: las grandes sentencias de las Upanishads'),
  gita: article('bhagavad-gita-tres-yogas', 'La Bhagavad Gita y sus tres yogas: acción, devoción y conocimiento'),
  surrender: article('ishvara-pranidhana', 'Ishvara pranidhana: el arte de la entrega'),
  siddhis: article('los-siddhis', 'Los siddhis: los poderes del yoga y por qué Patañjali advierte contra ellos'),
  refuges: article('refugios-y-preceptos', 'Los tres refugios y los cinco preceptos: el suelo de la práctica budista'),
  arising: article('origen-dependiente', 'El origen dependiente (paticca samuppada)'),
  witness: article('el-testigo-sakshi', 'El testigo (sakshi): la consciencia que observa sin juzgar'),
  turiya: article('tres-estados-y-turiya', 'Los tres estados y turiya: vigilia, sueño, sueño profundo y el cuarto'),
  iAm: article('nisargadatta-yo-soy', 'Nisargadatta Maharaj y la práctica del «yo soy»'),
  karma: article('karma-intencion-y-frutos', 'Karma: la intención y sus frutos'),
  moonPhases: article('fases-de-la-luna', 'Las fases de la Luna: un ciclo de ocho tiempos'),
  dailyLimbs: article('ocho-miembros-en-la-practica', 'Los ocho miembros en la práctica: un día corriente con Patañjali'),
  samskaras: article('samskaras-y-karma', 'Samskaras y karma: las huellas que la mente deja en sí misma'),
  chittaVritti: article('yogas-chitta-vritti-nirodhah', 'Yogas chitta vritti nirodhah: la definición del yoga'),
  hindrances: article('los-cinco-obstaculos', 'Los cinco obstáculos: lo que enturbia la mente y cómo aclararla'),
  distortions: article('distorsiones-cognitivas', 'Las distorsiones cognitivas: cuando la mente te cuenta una historia torcida'),
  satipatthana: article('cuatro-fundamentos-de-la-atencion', 'Los cuatro fundamentos de la atención (Satipatthana)'),
  window: article('ventana-de-tolerancia', 'La ventana de tolerancia: el margen en el que puedes pensar y sentir a la vez'),
  archetypes: article('arquetipos-de-jung', 'Los arquetipos de Jung: las figuras que nos habitan'),
  truths: article('cuatro-nobles-verdades', 'Las Cuatro Nobles Verdades'),
  rumination: article('rumiacion-y-preocupacion', 'Rumiar y preocuparse: cuando la mente da vueltas sin llegar a ninguna parte'),
  kleshas: article('los-kleshas', 'Los kleshas: las cinco raíces del sufrimiento (II.3–9)'),
  maya: article('maya-la-cuerda-y-la-serpiente', 'Maya y la realidad relativa: la cuerda y la serpiente'),
  netiNeti: article('neti-neti', 'Neti neti: ni esto ni aquello'),
  threeBodies: article('los-tres-cuerpos', 'Los tres cuerpos: el denso, el sutil y el causal'),
  grief: article('el-duelo', 'El duelo: atravesar una pérdida sin prisa y sin mapa fijo'),
} as const;

/** By the natal house the Moon crosses (index house − 1). */
export const PRACTICES_BY_HOUSE: readonly Three[] = [
  // 1: the self, the body, how you meet the day.
  [
    {
      title: '¿A quién le pasa esto?',
      steps: [
        'Siéntate y deja que aparezca el primer pensamiento, el que sea.',
        'Pregúntate en silencio: «¿a quién le viene este pensamiento?».',
        'Cuando la respuesta sea «a mí», pregunta «¿quién soy yo?» y quédate en la atención que pregunta, sin buscar palabras.',
      ],
      article: A.ramana,
    },
    {
      title: 'Cinco respiraciones hacia dentro',
      steps: [
        'Primera respiración: nota el peso del cuerpo en la silla o en el suelo.',
        'Segunda: el aire que entra y sale. Tercera: el ánimo que traes hoy.',
        'Cuarta: las ideas con las que te describes. Quinta: lo que se da cuenta de todo lo anterior.',
      ],
      article: A.koshas,
    },
    {
      title: 'Una postura firme y amable',
      steps: [
        'Apoya los dos pies en el suelo y alarga la espalda sin ponerla rígida.',
        'Al exhalar, suelta los hombros y la mandíbula.',
        'Busca el pequeño ajuste que haga la postura a la vez más estable y más agradable, y quédate ahí seis respiraciones.',
      ],
      article: A.eightLimbs,
    },
  ],
  // 2: what you have and what you value.
  [
    {
      title: 'Esto basta por ahora',
      steps: [
        'Mira a tu alrededor y elige tres cosas que ya tienes y te sirven.',
        'Toma una en la mano y nota su peso, su temperatura, su textura.',
        'Di por dentro «esto basta por ahora» y observa qué pasa en el pecho.',
      ],
      article: A.yamas,
    },
    {
      title: 'Mirar un deseo sin obedecerlo',
      steps: [
        'Piensa en algo que hoy te gustaría comprar o conseguir.',
        'Localiza en el cuerpo dónde se siente ese querer.',
        'Respira tres veces con él sin decidir nada, solo mirando si se afloja o se aprieta.',
      ],
      article: A.abhyasa,
    },
    {
      title: 'Un regalo pequeño',
      steps: [
        'Nombra algo que hoy tiendes a guardar para ti: tiempo, atención, un objeto, un elogio.',
        'Elige una parte pequeña para dar.',
        'Decide a quién y cuándo, antes de que termine el día.',
      ],
      article: A.poisons,
    },
  ],
  // 3: words, messages, the near world.
  [
    {
      title: 'Dos palabras exactas',
      steps: [
        'Para un momento y pregúntate: «¿qué siento ahora mismo?».',
        'Busca dos palabras precisas, que no sean «bien» ni «mal».',
        'Nota dónde las sientes en el cuerpo y qué intensidad tienen, del 1 al 10.',
      ],
      article: A.emotions,
    },
    {
      title: 'Tres preguntas antes de enviar',
      steps: [
        'Elige el próximo mensaje que vas a escribir.',
        'Antes de enviarlo, pregúntate: ¿es verdad?, ¿es útil?, ¿es el momento?',
        'Si alguna respuesta es «no», cambia una frase o espera una hora.',
      ],
      article: A.path,
    },
    {
      title: 'Escuchar un solo sonido',
      steps: [
        'Cierra los ojos y cuenta los sonidos que te llegan, lejanos y cercanos.',
        'Elige uno y quédate con él un minuto, sin ponerle nombre.',
        'Cuando la mente se vaya detrás de otra cosa, vuelve al sonido sin reproches.',
      ],
      article: A.pratyahara,
    },
  ],
  // 4: home, family, the inner base.
  [
    {
      title: 'Una mano en el pecho',
      steps: [
        'Pon una mano en el pecho y nota su calor.',
        'Di por dentro: «esto es difícil», y luego «a otras personas también les pasa».',
        'Termina con una frase amable hacia ti, la que te salga, y respira con ella tres veces.',
      ],
      article: A.selfCompassion,
    },
    {
      title: 'El lugar donde había calma',
      steps: [
        'Recuerda a una persona o un lugar con quien te sentías a salvo.',
        'Evoca un detalle concreto: una voz, un olor, una luz.',
        'Nota qué hace tu respiración mientras lo recuerdas, y quédate un minuto ahí.',
      ],
      article: A.attachment,
    },
    {
      title: 'Buenos deseos para los tuyos',
      steps: [
        'Piensa en alguien de tu familia, de sangre o elegida.',
        'Repite despacio: «que estés bien, que estés en paz, que tu día sea amable».',
        'Dirige después las mismas frases hacia ti.',
      ],
      article: A.metta,
    },
  ],
  // 5: joy, play, creation.
  [
    {
      title: 'Alegrarte por alguien',
      steps: [
        'Piensa en una persona a la que le va bien en algo.',
        'Imagina su alegría y repite: «me alegro por ti; que te dure».',
        'Si aparece un pinchazo de envidia, nótalo con amabilidad y vuelve a la frase.',
      ],
      article: A.abodes,
    },
    {
      title: 'Un minuto sin reloj',
      steps: [
        'Elige algo que te guste hacer con las manos: dibujar, tararear, ordenar colores.',
        'Hazlo un par de minutos sin buscar que quede bien.',
        'Nota el momento en que dejas de pensar en el tiempo.',
      ],
      article: A.samadhi,
    },
    {
      title: 'La afición que dejaste',
      steps: [
        'Recuerda algo que te encantaba hacer y abandonaste porque «no servía».',
        'Imagina durante un minuto que lo haces hoy: dónde, con qué.',
        'Decide un momento de esta semana para darle diez minutos.',
      ],
      article: A.individuation,
    },
  ],
  // 6: the body, routine, work.
  [
    {
      title: 'Un escáner de dos minutos',
      steps: [
        'Lleva la atención a los pies y sube despacio: piernas, vientre, pecho, hombros, cara.',
        'En cada zona, nota lo que haya, sin intentar cambiarlo.',
        'Termina con tres respiraciones sintiendo el cuerpo entero.',
      ],
      article: A.mbsr,
    },
    {
      title: 'Una tarea a cámara lenta',
      steps: [
        'Elige algo que harías de todos modos: lavar una taza, caminar hasta la puerta.',
        'Hazlo más despacio, notando lo que sienten las manos o los pies.',
        'Cada vez que te distraigas, di por dentro «pensando» y vuelve a la tarea.',
      ],
      article: A.vipassana,
    },
    {
      title: 'La exhalación larga',
      steps: [
        'Inspira por la nariz contando hasta cuatro.',
        'Suelta el aire contando hasta seis u ocho, sin forzar.',
        'Haz una pausa breve al final y repite seis veces; si te mareas, respira normal.',
      ],
      article: A.remedies,
    },
  ],
  // 7: the others in front of you.
  [
    {
      title: 'Un buen deseo para quien verás hoy',
      steps: [
        'Piensa en la persona con la que más vas a tratar hoy.',
        'Deséale en silencio: «que te vaya bien, que estés en paz».',
        'Repite las mismas palabras para ti.',
      ],
      article: A.metta,
    },
    {
      title: 'Lo que te irrita de otro',
      steps: [
        'Piensa en alguien que te irrita últimamente.',
        'Nombra en una sola palabra el rasgo que te molesta.',
        'Pregúntate con suavidad dónde vive ese rasgo en ti, aunque sea en pequeño.',
      ],
      article: A.shadow,
    },
    {
      title: 'Su camino es suyo',
      steps: [
        'Piensa en alguien cuya situación te preocupa y no puedes cambiar.',
        'Repite: «te deseo lo mejor; tu camino es tuyo».',
        'Nota si algo se afloja en los hombros al decirlo.',
      ],
      article: A.abodes,
    },
  ],
  // 8: depth, what is shared, what is hard to let go.
  [
    {
      title: 'Hacer sitio a una emoción',
      steps: [
        'Nota la emoción más fuerte que hay ahora y dónde está en el cuerpo.',
        'Respira hacia esa zona como si le abrieras espacio.',
        'Di por dentro «puedes quedarte» y observa si cambia de forma.',
      ],
      article: A.acceptance,
    },
    {
      title: 'Mirar cómo cambia',
      steps: [
        'Elige una sensación del cuerpo: un cosquilleo, una tensión, el calor de las manos.',
        'Obsérvala de cerca: ¿late, se mueve, cambia de intensidad?',
        'Nota que ni siquiera esto se queda igual, y descansa en ese cambio.',
      ],
      article: A.anicca,
    },
    {
      title: 'Preguntar a la parte que se tensa',
      steps: [
        'Nota una parte de ti que hoy está en guardia: una tensión, una voz crítica.',
        'Pregúntale, con curiosidad, qué teme que pase.',
        'Agradécele su intención, aunque no compartas su método.',
      ],
      article: A.ifs,
    },
  ],
  // 9: meaning, beliefs, the horizon.
  [
    {
      title: 'La pregunta de Frankl',
      steps: [
        'Pregúntate: «¿qué espera hoy la vida de mí?».',
        'Quédate con una respuesta pequeña y concreta.',
        'Decide en qué momento del día la harás.',
      ],
      article: A.frankl,
    },
    {
      title: 'Una pregunta que no se piensa',
      steps: [
        'Toma la pregunta «¿qué es esto?».',
        'Inspira con «qué es» y exhala con «esto», durante un minuto.',
        'Si llega una respuesta hecha, suéltala y vuelve a la pregunta.',
      ],
      article: A.zen,
    },
    {
      title: 'Tú eres eso',
      steps: [
        'Mira algo cercano: una planta, una taza, el cielo por la ventana.',
        'Repite despacio «tú eres eso», tres veces.',
        'Pregúntate qué compartes con lo que miras, más allá de la forma.',
      ],
      article: A.mahavakyas,
    },
  ],
  // 10: vocation, what others see.
  [
    {
      title: 'Como si nadie mirara',
      steps: [
        'Elige una tarea de hoy que otras personas verán.',
        'Pregúntate cómo la harías bien si nadie fuera a verla.',
        'Hazla con ese criterio y, al terminar, suelta el resultado con una exhalación.',
      ],
      article: A.gita,
    },
    {
      title: 'Hago mi parte',
      steps: [
        'Piensa en un resultado que te preocupa.',
        'Di en voz baja lo que te toca: «esto es lo que voy a hacer».',
        'Al exhalar, añade: «el resto no depende de mí».',
      ],
      article: A.surrender,
    },
    {
      title: 'Un logro sin trofeo',
      steps: [
        'Piensa en algo que hiciste bien y que te gustaría que te reconocieran.',
        'Agradece lo que te dio hacerlo, no lo que te daría el aplauso.',
        'Suelta el deseo de reconocimiento con tres respiraciones lentas.',
      ],
      article: A.siddhis,
    },
  ],
  // 11: friends, groups, what you share with many.
  [
    {
      title: 'Quienes caminan contigo',
      steps: [
        'Piensa en tres personas que te acompañan en tu camino.',
        'Agradece a cada una, por dentro, algo concreto.',
        'Escribe a una de ellas una sola línea.',
      ],
      article: A.refuges,
    },
    {
      title: 'Buenos deseos en círculos',
      steps: [
        'Piensa en un grupo del que formas parte.',
        'Desea a todas esas personas: «que estén bien».',
        'Amplía el deseo a la gente de tu calle, y luego a quien sea.',
      ],
      article: A.metta,
    },
    {
      title: 'Todo lo que hizo falta',
      steps: [
        'Mira algo que estás usando: la taza, la silla, la ropa.',
        'Cuenta cuántas personas hicieron falta para que llegara a ti.',
        'Deja que esa cifra te acompañe un minuto.',
      ],
      article: A.arising,
    },
  ],
  // 12: retreat, silence, what is not seen.
  [
    {
      title: 'Un paso atrás',
      steps: [
        'Cierra los ojos y nota lo que aparece: sonidos, sensaciones, pensamientos.',
        'A cada cosa, di por dentro: «esto también está siendo visto».',
        'Descansa en lo que ve, sin buscar nada.',
      ],
      article: A.witness,
    },
    {
      title: 'Un Om y su silencio',
      steps: [
        'Susurra «Om» tres veces, despacio, con la respiración natural.',
        'Escucha cómo se apaga cada sonido.',
        'Quédate unos segundos en el silencio que queda después.',
      ],
      article: A.turiya,
    },
    {
      title: 'Solo «yo soy»',
      steps: [
        'Nota la sensación simple de existir, antes de cualquier idea sobre ti.',
        'Cuando aparezca «soy esto» o «soy aquello», suelta el complemento.',
        'Quédate en el «yo soy» desnudo hasta que termine el tiempo.',
      ],
      article: A.iAm,
    },
  ],
];

/** Without natal houses: by the Moon's phase. */
export const PRACTICES_BY_PHASE: Record<MoonPhaseName, Three> = {
  'Luna nueva': [
    {
      title: 'Una intención antes de empezar',
      steps: [
        'Piensa en algo que vas a hacer hoy.',
        'Pregúntate con qué intención lo harás.',
        'Dila en una frase corta y repítela antes de empezar.',
      ],
      article: A.karma,
    },
    {
      title: 'Una semilla para este ciclo',
      steps: [
        'Cierra los ojos y pregúntate qué quieres que crezca de aquí a la próxima Luna nueva.',
        'Elige una sola cosa, pequeña y concreta.',
        'Dila en voz baja, como quien planta algo.',
      ],
      article: A.moonPhases,
    },
    {
      title: 'Un surco nuevo',
      steps: [
        'Elige una reacción automática pequeña, como mirar el teléfono al despertar.',
        'Decide qué harás en su lugar la próxima vez.',
        'Imagina ese momento con detalle, una vez, de principio a fin.',
      ],
      article: A.samskaras,
    },
  ],
  'Luna creciente': [
    {
      title: 'Volver, sin drama',
      steps: [
        'Siéntate y atiende a la respiración.',
        'Cada vez que te distraigas, vuelve y cuenta «uno» por dentro.',
        'Al terminar, mira la cuenta con cariño: cada vuelta fue práctica.',
      ],
      article: A.abhyasa,
    },
    {
      title: 'El lago y sus ondas',
      steps: [
        'Cierra los ojos e imagina tu mente como un lago.',
        'Mira cada pensamiento como una onda que llega y se va.',
        'No intentes alisar el agua; solo deja de removerla.',
      ],
      article: A.chittaVritti,
    },
    {
      title: 'Tu día en tres puertas',
      steps: [
        'Elige un gesto amable para hoy, de palabra o de hecho.',
        'Elige un momento para estirar el cuerpo un minuto.',
        'Elige un momento para tres respiraciones lentas, y cúmplelos los tres.',
      ],
      article: A.dailyLimbs,
    },
  ],
  'Cuarto creciente': [
    {
      title: 'Nombrar el obstáculo',
      steps: [
        'Pregúntate qué te frena hoy: pereza, duda, desánimo, dispersión.',
        'Nómbralo en una palabra, sin juzgarte.',
        'Haz tres exhalaciones largas y da un paso pequeño hacia lo que te frenaba.',
      ],
      article: A.remedies,
    },
    {
      title: '¿Cuál de los cinco está aquí?',
      steps: [
        'Pregúntate cuál está presente: deseo, rechazo, sopor, inquietud o duda.',
        'Nómbralo como a un visitante: «ah, la inquietud».',
        'Si es sopor, ponte de pie; si es inquietud, alarga la exhalación; si es otro, respira con él un minuto.',
      ],
      article: A.hindrances,
    },
    {
      title: 'Reescribir un pensamiento',
      steps: [
        'Toma el pensamiento que más te frena hoy, tal cual suena.',
        'Busca si exagera: todo o nada, adivinar el futuro, leer mentes.',
        'Dilo de nuevo de forma más justa, como se lo dirías a alguien que quieres.',
      ],
      article: A.distortions,
    },
  ],
  'Gibosa creciente': [
    {
      title: 'Diez respiraciones contadas',
      steps: [
        'Lleva la atención al aire en la punta de la nariz.',
        'Cuenta las respiraciones de una a diez.',
        'Si pierdes la cuenta, vuelve a uno sin reproches.',
      ],
      article: A.pratyahara,
    },
    {
      title: 'Un solo objeto',
      steps: [
        'Elige un objeto simple que tengas cerca.',
        'Míralo un minuto como si fuera la primera vez: forma, color, sombra.',
        'Cada vez que la mente se vaya, devuélvela al objeto.',
      ],
      article: A.samadhi,
    },
    {
      title: 'Cuerpo, sensación, mente',
      steps: [
        'Durante medio minuto, nota la postura del cuerpo.',
        'Otro medio minuto: ¿lo que sientes es agradable, desagradable o neutro?',
        'Otro más: ¿cómo está tu mente ahora? Nómbralo con suavidad.',
      ],
      article: A.satipatthana,
    },
  ],
  'Luna llena': [
    {
      title: 'Hojas en el río',
      steps: [
        'Imagina un arroyo tranquilo con hojas que flotan.',
        'Pon cada pensamiento que llegue sobre una hoja y deja que se lo lleve el agua.',
        'Si te enganchas a uno, nótalo y vuelve a la orilla.',
      ],
      article: A.acceptance,
    },
    {
      title: 'Volver a tu margen',
      steps: [
        'Nota si hoy el cuerpo va acelerado o apagado.',
        'Si va acelerado, alarga la exhalación y siente los pies en el suelo.',
        'Si va apagado, mira alrededor y nombra en voz alta cinco cosas que ves.',
      ],
      article: A.window,
    },
    {
      title: 'El personaje de hoy',
      steps: [
        'Piensa en la emoción más intensa del día.',
        'Si fuera un personaje de cuento, ¿quién sería?',
        'Pregúntale qué consejo te daría, y escucha la primera respuesta.',
      ],
      article: A.archetypes,
    },
  ],
  'Gibosa menguante': [
    {
      title: 'Lo que pasó y lo que añadí',
      steps: [
        'Recuerda algo que te molestó ayer.',
        'Separa lo que pasó, tal cual, de la historia que le pusiste encima.',
        'Quédate tres respiraciones solo con lo que pasó.',
      ],
      article: A.vipassana,
    },
    {
      title: 'Seguir la cadena hacia atrás',
      steps: [
        'Recuerda una reacción tuya reciente.',
        'Busca lo que vino justo antes: qué viste, oíste o pensaste, y qué sensación trajo.',
        'Respira tres veces en ese punto, donde todavía se podía elegir.',
      ],
      article: A.arising,
    },
    {
      title: 'Una molestia, cuatro miradas',
      steps: [
        'Nombra una molestia pequeña de hoy y dónde la sientes.',
        'Pregúntate qué quieres que sea distinto.',
        'Suelta un poco esa exigencia y elige un paso sensato.',
      ],
      article: A.truths,
    },
  ],
  'Cuarto menguante': [
    {
      title: 'Del bucle a un paso',
      steps: [
        'Nota si estás dando vueltas a algo.',
        'Pregúntate: «¿cuál es el paso más pequeño que podría dar?».',
        'Si hay uno, decide cuándo; si no lo hay, vuelve la atención a lo que tienes delante.',
      ],
      article: A.rumination,
    },
    {
      title: 'Buscar la raíz',
      steps: [
        'Recuerda un momento de hoy en que algo te agarró: enojo, miedo, envidia.',
        'Pregúntate si querías algo, rechazabas algo o temías perder algo.',
        'Respira tres veces y reconoce: «esto es una aflicción, no soy yo».',
      ],
      article: A.kleshas,
    },
    {
      title: '¿Cuerda o serpiente?',
      steps: [
        'Piensa en algo que te inquieta.',
        'Separa lo que sabes de lo que tu mente ha supuesto o temido.',
        'Descansa un momento en lo que se dio cuenta de las dos cosas.',
      ],
      article: A.maya,
    },
  ],
  'Luna menguante': [
    {
      title: 'No es esto',
      steps: [
        'Nota el cuerpo y di por dentro: «esto se percibe; no es lo que soy».',
        'Haz lo mismo con las emociones y con los pensamientos.',
        'Quédate en lo que no se puede descartar: el darte cuenta.',
      ],
      article: A.netiNeti,
    },
    {
      title: 'Soltar capa por capa',
      steps: [
        'Nota el cuerpo: su peso, su temperatura, lo que toca.',
        'Nota el murmullo de la mente y el ánimo, sin seguirlos.',
        'Deja que todo se vuelva un poco más lejano, como al dormirte.',
      ],
      article: A.threeBodies,
    },
    {
      title: 'Una despedida breve',
      steps: [
        'Piensa en algo que termina con este ciclo: una etapa, una costumbre, un vínculo.',
        'Dile en silencio una cosa que te dejó.',
        'Despídete con un «gracias» y una exhalación larga.',
      ],
      article: A.grief,
    },
  ],
};

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar date ('YYYY-MM-DD'): the rotation's clock, the same on every device. */
export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/**
 * The day's practice: among the three of the natal house the Moon crosses when the houses are known, otherwise of
 * the Moon's phase, the one the date picks. Consecutive dates pick different ones, so a Moon that stays two or
 * three days in one house never repeats its practice.
 */
export function practiceFor(moon: { house: number | null; phase: MoonPhaseName }, date: string): Practice {
  const pool = moon.house ? PRACTICES_BY_HOUSE[moon.house - 1] : PRACTICES_BY_PHASE[moon.phase];
  return pool[dayNumber(date) % pool.length];
}
