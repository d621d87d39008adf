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
  history: 'Lecturas anteriores',
  historyEmpty: 'Aquí irán quedando tus cartas de días anteriores.',
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
  historyNote: 'Tu nota',
} as const;

export const esTarotDay = {
  nextCard: (day: string, time: string, hour: number, zoneName: string) =>
    `Tu próxima carta del tarot se abre el ${day} ${hour === 1 ? 'a la' : 'a las'} ${time} (${zoneName}).`,
  readFull: 'Leer la lectura completa',
  cardPage: (name: string) => `${name} en la biblioteca`,
  drawnFocus: (name: string, reversed: boolean) => `Tu carta del tarot de hoy: ${name}${reversed ? ', invertida' : ''}`,
} as const;
