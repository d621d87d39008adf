import type { SignId } from '../../contract/chart.ts';

// The Moon's texts for the monthly calendar: the two and a half days it spends in each sign, what its void of
// course in that sign is good and bad for, and its new and full phases sign by sign (a full Moon in a sign is lit
// by the Sun in the opposite one, so each full-Moon text names the pull between the two).

/** The mood of the Moon's stay in a sign, from its ingress until it leaves. */
export const MOON_STAY: Record<SignId, string> = {
  aries: 'Son días de arranque: el ánimo pide movimiento y decisiones rápidas, y la paciencia escasea, así que guarda las conversaciones delicadas para más adelante.',
  taurus: 'El ánimo se asienta y pide cosas concretas, como comer bien, dormir o pisar tierra; rinde lo que necesita constancia y no prisa.',
  gemini: 'La emoción se vuelve conversadora: mensajes, recados y encuentros breves llenan estos días, y cuesta detenerse mucho en un solo tema.',
  cancer: 'Crece la necesidad de refugio, y la casa, la familia y una comida hecha con calma reparan más que cualquier plan fuera.',
  leo: 'El corazón quiere expresarse y que lo vean: apetece jugar, crear o celebrar, y un reconocimiento sincero alegra más que de costumbre.',
  virgo: 'El ánimo se ordena a través de lo práctico, limpiando, revisando o cuidando el cuerpo; vigila la autocrítica, que estos días afila la lengua.',
  libra: 'Se busca compañía y equilibrio: las charlas para llegar a un acuerdo salen mejor, y un ambiente bonito ayuda a estar bien.',
  scorpio: 'La emoción baja al fondo: sale lo que estaba escondido, la intimidad pide verdad, y la desconfianza puede asomar sin un motivo claro.',
  sagittarius: 'Vuelven el optimismo y las ganas de espacio, y un plan, una lectura o una conversación con sentido levantan el ánimo.',
  capricorn: 'El ánimo se vuelve sobrio y responsable; rinde el trabajo que pide constancia, y conviene no confundir la contención con la frialdad.',
  aquarius: 'La emoción toma distancia y se vuelve mental: atraen más las amistades, los grupos y las ideas nuevas que la intimidad.',
  pisces: 'La sensibilidad se abre y los límites se difuminan; sientan bien la música, el descanso y la imaginación, y cuesta más concentrarse en lo práctico.',
};

/** What the void of course in each sign is good and bad for. */
export const VOID_IN_SIGN: Record<SignId, string> = {
  aries: 'Mientras dura, las iniciativas se quedan en amago: mejor terminar lo empezado que lanzar algo nuevo.',
  taurus: 'Es un rato para disfrutar sin decidir, y dejar las compras importantes o las firmas para después del cambio de signo ahorra arrepentimientos.',
  gemini: 'Los mensajes se pierden o se malinterpretan con más facilidad; deja para después las respuestas importantes.',
  cancer: 'Es un paréntesis para quedarte en casa y cuidar de ti, y las decisiones familiares pueden esperar unas horas.',
  leo: 'El aplauso no llega o llega tarde: dedica ese tiempo a crear por gusto, no a exhibirte.',
  virgo: 'Revisar y ordenar sí, estrenar un método no: lo que organices en este rato quizá debas rehacerlo.',
  libra: 'Los acuerdos que se cierran en este tramo suelen quedar cojos; escucha, y firma después.',
  scorpio: 'Las sospechas crecen sin base, así que usa el rato para mirar hacia dentro en vez de investigar a otros.',
  sagittarius: 'Las promesas y los planes de viaje que se hacen ahora tienden a cambiar; sueña sin reservar todavía.',
  capricorn: 'Las gestiones formales se atascan; dedica el tiempo a rematar tareas de rutina.',
  aquarius: 'Las reuniones y las ideas de grupo dan vueltas sin concretarse: es buen rato para pensar a tus anchas, no para votar.',
  pisces: 'Es buen rato para descansar, meditar o soñar con los ojos abiertos, y malo para cualquier cosa que pida precisión.',
};

/** The intention a new Moon in each sign invites. */
export const NEW_MOON_IN: Record<SignId, string> = {
  aries: 'Es una siembra de coraje: una intención de empezar algo por tu cuenta sin esperar a tenerlo todo claro.',
  taurus: 'Pide una intención sobre lo que te da seguridad, sea un hábito que te ancle, un ahorro o un gusto sencillo que quieras sostener.',
  gemini: 'Invita a sembrar una curiosidad: un curso, una lectura o una conversación que quieras empezar.',
  cancer: 'Es un buen comienzo para lo que cuida, como la casa, la familia elegida o una forma más amable de tratarte.',
  leo: 'Siembra algo que diga quién eres: un proyecto creativo, un juego, el permiso para brillar un poco más.',
  virgo: 'Favorece las intenciones prácticas, como una rutina de salud, un orden nuevo o una habilidad que quieras pulir.',
  libra: 'Invita a plantar una intención sobre tus vínculos: un acuerdo más justo, una reconciliación o más belleza en lo diario.',
  scorpio: 'Es una siembra honda: algo que quieres transformar, una verdad que decides mirar, un apego que empiezas a soltar.',
  sagittarius: 'Pide una intención que ensanche el horizonte, sea un viaje, un estudio o una pregunta sobre el sentido.',
  capricorn: 'Es buen momento para una meta con plazo, un objetivo de trabajo o un compromiso que puedas medir.',
  aquarius: 'Siembra algo que te haga más libre o que compartas con otros: un grupo, una idea nueva, una amistad.',
  pisces: 'Es una siembra silenciosa, para una práctica espiritual, un proyecto artístico o un descanso que te debes.',
};

/** What a full Moon in each sign brings to light: the Moon's sign against the Sun's, opposite. */
export const FULL_MOON_IN: Record<SignId, string> = {
  aries: 'Con el Sol en Libra enfrente, se tensan tus necesidades y las de los demás: celebra lo que has defendido y suelta la prisa por ganar.',
  taurus: 'Con el Sol en Escorpio enfrente, se iluminan lo que posees y lo que compartes: agradece lo que te sostiene y suelta un apego que ya pesa.',
  gemini: 'Con el Sol en Sagitario enfrente, culminan conversaciones y trámites: llega una respuesta, y toca elegir entre tantas opciones.',
  cancer: 'Con el Sol en Capricornio enfrente, la casa y el trabajo se ponen en la balanza: reconoce lo que has cuidado y deja una carga que no es tuya.',
  leo: 'Con el Sol en Acuario enfrente, se enciende el deseo de reconocimiento: celebra lo que has creado y suelta la necesidad de aplauso.',
  virgo: 'Con el Sol en Piscis enfrente, se ve qué rutinas te sirven y cuáles no: cosecha el orden logrado y suelta la exigencia de perfección.',
  libra: 'Con el Sol en Aries enfrente, algo culmina en tus relaciones: un acuerdo se cierra o sale a la luz un desequilibrio que pide corrección.',
  scorpio: 'Con el Sol en Tauro enfrente, suben a la superficie emociones profundas: es hora de soltar un resentimiento o un control que ya no protege nada.',
  sagittarius: 'Con el Sol en Géminis enfrente, se iluminan tus creencias y tus planes lejanos: celebra lo aprendido y suelta una certeza que se quedó pequeña.',
  capricorn: 'Con el Sol en Cáncer enfrente, culmina un esfuerzo largo: reconoce el logro y suelta la dureza con que te exiges.',
  aquarius: 'Con el Sol en Leo enfrente, queda a la vista tu lugar en los grupos: celebra las amistades verdaderas y suelta un compromiso colectivo que ya no te representa.',
  pisces: 'Con el Sol en Virgo enfrente, afloran cansancios y sueños: recoge lo que has intuido y suelta lo que cargabas por otras personas.',
};
