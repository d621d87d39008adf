// The daily tarot: the draw, the card, the journal and the day's additions. Kept apart from es.ts so they load
// with the tarot's lazy chunks and never with the first paint of /auth or /.

export const esTarot = {
  requiresSession: 'Debes iniciar sesión para tu lectura diaria',
  comeBackTomorrow: 'Vuelve mañana para tu nueva lectura',
  alreadyRead: 'Ya recibiste tu lectura de hoy',
  success: '¡Lectura generada con éxito!',
  functionError: 'Error generando lectura',
  unexpected: 'Error inesperado al generar lectura',
  title: 'Tarot Diario',
  intro: 'Una carta al día para mirar tu jornada con otros ojos. Respira, piensa en lo que hoy te ocupa y saca tu carta.',
  draw: 'Sacar mi carta del día',
  drawing: 'Barajando...',
  offlineReason: 'Sin conexión: podrás sacar tu carta cuando vuelvas a estar en línea. Lo que ya leíste sigue aquí.',
  loading: 'Buscando tu lectura de hoy...',
  upright: 'Al derecho',
  reversed: 'Invertida',
  todaysCard: 'Tu carta del tarot de hoy',
  practicalAction: 'Para hoy',
  sourceAi: 'Interpretación personalizada con IA a partir del significado de la carta.',
  sourceBuiltin: 'Interpretación escrita por Sendero Astral a partir del significado de la carta.',
  historyHide: 'Volver a tu carta del tarot de hoy',
  cardArtAlt: (name: string, reversed: boolean) => `Ilustración de ${name}${reversed ? ', invertida' : ''}`,
  readingOf: (date: string) => `Lectura del ${date}`,
} as const;

export const esTarotCard = {
  image: 'Lo que muestra la carta',
  keywords: 'Palabras clave',
  question: 'Pregunta para hoy',
  correspondences: 'Correspondencias',
  element: 'Elemento',
  astrology: 'Astrología (Golden Dawn)',
  number: 'Número',
  library: 'En la biblioteca',
  libraryLink: (topic: string) => `Leer sobre ${topic}`,
} as const;

export const esTarotJournal = {
  title: 'Tu diario',
  label: 'Tu nota sobre esta carta',
  hint: 'Solo tú puedes leerla. Ctrl + Intro (o ⌘ + Intro) también guarda.',
  placeholder: 'Qué te ha dicho hoy esta carta, qué notaste, qué quieres recordar…',
  save: 'Guardar nota',
  saving: 'Guardando…',
  saved: 'Nota guardada.',
  unchanged: 'No hay cambios que guardar.',
  pending: 'Sin conexión: tu nota queda guardada en este dispositivo y se enviará sola cuando vuelvas a estar en línea.',
  waiting: 'Pendiente de enviar: se enviará cuando vuelva la conexión.',
  failed: 'No se pudo guardar la nota en tu cuenta. Sigue en este dispositivo; vuelve a intentarlo en un momento.',
  tooLong: (max: number) => `La nota admite hasta ${max} caracteres. Acórtala un poco para guardarla.`,
  count: (used: number, max: number) => `${used} de ${max} caracteres`,
  synced: (count: number) => (count === 1 ? 'Se ha enviado la nota que escribiste sin conexión.' : `Se han enviado ${count} notas que escribiste sin conexión.`),
} as const;

export const esTarotDay = {
  nextCard: (day: string, time: string, hour: number, zoneName: string) =>
    `Tu próxima carta del tarot se abre el ${day} ${hour === 1 ? 'a la' : 'a las'} ${time} (${zoneName}).`,
  readFull: 'Leer la lectura completa',
  cardPage: (name: string) => `${name} en la biblioteca`,
  drawnFocus: (name: string, reversed: boolean) => `Tu carta del tarot de hoy: ${name}${reversed ? ', invertida' : ''}`,
} as const;

/** The journal's calendar: the month at a glance, kept gently (a day without a card is never a failure). */
export const esTarotCalendar = {
  title: 'Tu diario de cartas',
  intro: 'Cada día que sacas carta queda aquí, con tu nota si la escribiste. Abre un día para releerlo.',
  keyboardHint: 'Con el teclado: las flechas recorren los días, Re Pág y Av Pág cambian de mes, Intro abre el día.',
  previousMonth: (month: string) => `Mes anterior: ${month}`,
  nextMonth: (month: string) => `Mes siguiente: ${month}`,
  backToToday: 'Volver a este mes',
  noteLegend: 'Día con nota',
  summary: (month: string | null, days: number, notes: number) => {
    const where = month ? `En ${month}` : 'Este mes';
    if (days === 0) return month ? `En ${month} no hay cartas en tu diario.` : 'Este mes todavía no hay cartas en tu diario.';
    const drawn = `${where}, ${days === 1 ? 'un día' : `${days} días`} con carta`;
    return notes === 0 ? `${drawn}.` : `${drawn}, ${notes === 1 ? 'uno con nota' : `${notes} con nota`}.`;
  },
  streak: (days: number) => `Llevas ${days} días seguidos con tu carta.`,
  day: (date: string, today: boolean) => (today ? `${date} (hoy)` : date),
  dayWithCard: (day: string, card: string, reversed: boolean, note: boolean) =>
    `${day}: ${card}${reversed ? ', invertida' : ''}${note ? ', con nota' : ''}`,
  dayWithoutCard: (day: string) => `${day}: sin carta`,
  noCard: (date: string) => `El ${date} no hay carta en tu diario.`,
  notYet: (date: string) => `El ${date} todavía no ha llegado.`,
  todayNotYet: 'Tu carta de hoy aún está por sacar.',
  close: 'Cerrar este día',
  loadingMonth: (month: string) => `Trayendo ${month} de tu cuenta…`,
  monthFailed: (month: string) => `No pudimos traer ${month} de tu cuenta. Ves lo que guarda este dispositivo.`,
  retry: 'Reintentar',
  offlineMonth: 'Sin conexión: ves lo que guarda este dispositivo. Al volver la conexión, el mes se completa.',
} as const;

/** The three-card spread: a Pro label of a plan to come, open to everyone today. */
export const esTarotSpread = {
  title: 'Tirada de tres cartas',
  proNote: '«Pro» señala lo que entrará en un plan de pago que todavía no existe. Hoy la tirada está abierta para todo el mundo, sin coste.',
  intro: 'Situación, obstáculo y consejo: tres cartas para mirar con calma un asunto concreto. Acompaña a tu carta del día, no la sustituye.',
  afterDaily: 'Primero, tu carta del día. En cuanto la saques, aquí podrás hacer una tirada de tres cartas.',
  questionLabel: 'Sobre qué quieres mirar (opcional)',
  questionHint: 'Basta una frase: un asunto, una decisión, una conversación.',
  questionPlaceholder: 'Por ejemplo: la conversación que tengo pendiente',
  questionTooLong: (max: number) => `Esa frase pasa de ${max} caracteres: resúmela un poco.`,
  draw: 'Hacer una tirada de tres cartas',
  drawAgain: 'Hacer otra tirada',
  drawing: 'Barajando…',
  drawn: 'Tu tirada está lista.',
  failed: 'No pudimos preparar la tirada. Inténtalo de nuevo en un momento.',
  heading: (date: string) => `Tirada del ${date}`,
  about: (question: string) => `Sobre: ${question}`,
  cards: 'Las tres cartas',
  closing: 'Para cerrar',
  keptHere: 'Tus tiradas se guardan solo en este dispositivo: no se copian a tu cuenta y se borran al cerrar sesión.',
  previous: 'Tiradas anteriores',
  previousItem: (date: string, cards: string) => `${date}: ${cards}`,
} as const;

/** Today's card as an image to share or keep. */
export const esTarotShare = {
  share: 'Compartir tu carta como imagen',
  save: 'Guardar tu carta como imagen',
  busy: 'Preparando la imagen…',
  downloaded: 'Imagen guardada en tus descargas.',
  failed: 'No pudimos crear la imagen en este navegador.',
  eyebrow: (firstName: string | null) => (firstName ? `La carta de hoy de ${firstName}` : 'Mi carta del tarot de hoy'),
  detail: (orientation: string, date: string) => `${orientation} · ${date}`,
  fileName: (cardId: string, date: string) => `carta-${cardId}-${date}.png`,
} as const;
