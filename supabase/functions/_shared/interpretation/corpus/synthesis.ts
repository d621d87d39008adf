import type { SignId } from '../../contract/chart.ts';
import type { AspectFamily } from './aspects/index.ts';
import type { PlanetId, Twelve } from '../../contract/vocabulary.ts';

// Stelliums (the sign amplified, and what its opposite sign offers, since the Sun's own sign text already
// describes the sign), the summary's keywords and the modern co-rulers. Each one is written for its own case, never
// as a frame around a name; the synthesis section's texts are in corpus/frames.ts.

export const STELLIUM_IN_SIGN: Record<SignId, string> = {
  aries: 'Cuando tantos planetas se reúnen en Aries, la vida se vuelve una sucesión de arranques: cada etapa empieza con fuego y pide la siguiente antes de tiempo. El signo opuesto, Libra, guarda lo que más te falta: la pausa para escuchar y la paciencia de construir con otra persona.',
  taurus: 'Con varios planetas en Tauro, todo en ti tiende a asentarse: cuesta arrancar, pero nada te mueve una vez que eliges. Ese peso es un ancla valiosa y también un riesgo de quedarte donde ya no creces; Escorpio, el signo de enfrente, te recuerda que soltar renueva.',
  gemini: 'Un grupo de planetas en Géminis multiplica los frentes abiertos: conversaciones, proyectos e intereses se suman más deprisa de lo que se cierran. Tu mente es tu patio de recreo, y soltar algunos hilos a tiempo es lo que permite que tanta agilidad deje huella. Sagitario, enfrente, aporta la pregunta por el sentido.',
  cancer: 'Cuando Cáncer concentra tantos planetas, la vida entera se organiza alrededor de un nido: las personas que cuidas, la casa, lo que recuerdas. Esa lealtad es inmensa, y el riesgo es encerrarte en ella. Capricornio, su opuesto, te invita a salir al mundo con un proyecto propio.',
  leo: 'Varios planetas en Leo ponen tu corazón en el escenario: lo que haces lleva tu firma y necesitas que se note. El peligro de tanta luz concentrada es depender de la mirada ajena; Acuario, el signo de enfrente, te enseña a brillar también como parte de un grupo.',
  virgo: 'Un énfasis en Virgo convierte la vida en taller: siempre hay algo que pulir, ordenar o mejorar, y tu utilidad es un regalo para quienes te rodean. Tanta energía en un signo de análisis pide su contrapeso en Piscis, el opuesto: confiar, descansar y dejar que algunas cosas fluyan sin revisión.',
  libra: 'Con tantos planetas en Libra, la relación es tu escuela: pocas decisiones tomas sin pensar en su efecto sobre los demás. Esa sensibilidad al otro es un don y también una trampa cuando aplazas lo que quieres; Aries, enfrente, te recuerda que elegir por ti no rompe ningún vínculo.',
  scorpio: 'Un grupo de planetas en Escorpio vuelve tu vida intensa: los vínculos, las crisis y los secretos te transforman una y otra vez. Tienes una resistencia fuera de lo común. Tauro, el signo opuesto, te ofrece el descanso que tanta profundidad necesita: placeres simples, cuerpo y calma.',
  sagittarius: 'El énfasis en Sagitario te hace una persona buscadora: viajes, estudios, creencias y horizontes amplios te llaman con más fuerza que la rutina. Tu franqueza a veces hiere sin querer; Géminis, enfrente, te aporta el gusto por escuchar los detalles y las otras versiones.',
  capricorn: 'Varios planetas en Capricornio hacen de la vida una obra a largo plazo: sabes esperar, trabajar y subir escalón a escalón, y tu autoridad se gana con hechos. El riesgo es que el deber no deje sitio al afecto; Cáncer, su opuesto, te recuerda que también mereces cuidado.',
  aquarius: 'Con un énfasis en Acuario, las ideas y el grupo pesan más que lo privado: defiendes causas y valoras la amistad por encima de casi todo. Leo, el signo de enfrente, guarda la pieza que falta: atreverte a ocupar tu propio centro y mostrar lo que sientes.',
  pisces: 'Tantos planetas en Piscis abren tu sensibilidad de par en par: imaginación, compasión y una intuición que capta lo invisible. Necesitas arte, silencio o espiritualidad para recargarte. Virgo, enfrente, te da las herramientas para no diluirte: horarios, límites claros y tareas concretas.',
};

export const STELLIUM_IN_HOUSE: Twelve<string> = [
  'Con tantos planetas en la casa 1, casi todo pasa por ti: tus decisiones, tu cuerpo y tu iniciativa marcan el rumbo. La casa 7, enfrente, es la lección pendiente: descubrir lo que se gana cuando alguien más comparte el timón.',
  'Una concentración en la casa 2 hace de la seguridad material y del valor propio un tema de fondo en tu vida. Conviene que la búsqueda de estabilidad no se vuelva apego; la casa 8, su opuesta, te enseña a compartir y a confiar en lo que no controlas.',
  'Tantos planetas en la casa 3 llenan tu vida de mensajes, trayectos, aprendizajes y vínculos con el entorno cercano. La casa 9, en el otro extremo, te pide que tanta información se convierta con el tiempo en una visión propia.',
  'La casa 4 concentra buena parte de tu carta: el hogar, la familia y las raíces son tu centro de gravedad, aunque desde fuera se vea poco. La casa 10, enfrente, recuerda que también tienes algo que mostrar al mundo.',
  'Con un grupo de planetas en la casa 5, crear, amar y jugar son necesidades vitales, no lujos. La casa 11, su opuesta, te invita a poner ese fuego personal al servicio de proyectos compartidos.',
  'Una concentración en la casa 6 pone el trabajo diario, el cuerpo y la utilidad en el centro: te realizas mejorando lo concreto. La casa 12, enfrente, te recuerda que el descanso y el silencio también forman parte de la tarea.',
  'La casa 7 reúne varios planetas: la pareja, los socios y los acuerdos son tu gran escuela, y buena parte de tu identidad la descubres en el encuentro con otra persona. La casa 1, enfrente, te pide no delegar en nadie la última palabra sobre tu vida.',
  'Tantos planetas en la casa 8 te llevan a lo profundo: la intimidad, los recursos compartidos y las crisis que transforman marcan tu historia. La casa 2, su opuesta, te ofrece el suelo firme de lo propio y de lo sencillo.',
  'Una concentración en la casa 9 hace de la búsqueda de sentido tu motor: estudios, viajes, creencias y maestros ocupan un lugar central. La casa 3, enfrente, te invita a bajar las grandes ideas a la conversación de cada día.',
  'Con varios planetas en la casa 10, la vocación y la vida pública están en primer plano, y tu trabajo en el mundo es parte de tu identidad. La casa 4, enfrente, te recuerda que la carrera necesita un hogar al que volver.',
  'La casa 11 concentra tu carta: las amistades, los grupos y los proyectos de futuro te definen, y lo colectivo te importa tanto como lo propio. La casa 5, su opuesta, te pide no olvidar el placer de crear algo solo porque te hace feliz.',
  'Tantos planetas en la casa 12 hablan de una vida interior muy activa, que pesa más de lo que se ve. La casa 6, en el otro extremo, te ayuda a darle cauce con rutinas, tareas concretas y un cuidado regular del cuerpo.',
];

/** Keywords for the summary: short noun phrases without "y", so two of them can be joined safely. */
export const SUMMARY_KEYWORD: Record<PlanetId | 'ascendant' | 'midheaven', string> = {
  sun: 'tu identidad', moon: 'tu vida emocional', mercury: 'tu mente', venus: 'tu manera de amar', mars: 'tu impulso',
  jupiter: 'tu confianza', saturn: 'tu sentido del límite', uranus: 'tu afán de libertad', neptune: 'tu sensibilidad',
  pluto: 'tu intensidad', ascendant: 'tu presencia', midheaven: 'tu vocación',
};

export const SUMMARY_SIGN_TONE: Record<SignId, string> = {
  aries: 'con el arrojo de Aries', taurus: 'con la calma sensorial de Tauro', gemini: 'con la curiosidad de Géminis',
  cancer: 'con la ternura protectora de Cáncer', leo: 'con la generosidad creativa de Leo', virgo: 'con el cuidado minucioso de Virgo',
  libra: 'con el sentido del equilibrio de Libra', scorpio: 'con la hondura de Escorpio', sagittarius: 'con el horizonte abierto de Sagitario',
  capricorn: 'con la ambición paciente de Capricornio', aquarius: 'con la independencia de Acuario', pisces: 'con la empatía de Piscis',
};

export const SUMMARY_HOUSE_AREA: Twelve<string> = [
  'en tu forma de presentarte', 'en tus recursos y tu valor propio', 'en lo que aprendes y comunicas', 'en tu hogar y tus raíces',
  'en lo que creas y disfrutas', 'en tu trabajo diario', 'en tus relaciones de pareja', 'en la intimidad y las crisis que transforman',
  'en tus estudios y tu búsqueda de sentido', 'en tu vocación y tu imagen pública', 'en tus amistades y proyectos colectivos',
  'en tu vida interior',
];

export const SUMMARY_FAMILY: Record<AspectFamily, string> = {
  conjunction: 'actúan como una sola fuerza',
  flowing: 'colaboran con una facilidad que conviene aprovechar',
  tense: 'se exigen entre sí, y de esa fricción nace tu crecimiento',
};

