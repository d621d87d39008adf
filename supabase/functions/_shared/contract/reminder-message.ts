// The daily reminder's words, in one place: send-daily-reminders sends them, and the app shows the person the
// notification exactly as it will arrive before they turn the reminder on. One body per weekday, so the reminder
// does not read the same every morning.

export const REMINDER_TITLE = 'Tu carta de hoy te espera';

/** By weekday: 0 = Sunday … 6 = Saturday. */
export const REMINDER_BODIES = [
  'Domingo sin prisa: tu carta del día está boca abajo, esperando a que le des la vuelta.',
  'Empieza la semana escuchando lo que tu carta tiene que decirte hoy.',
  'Un martes cualquiera también tiene su arcano: ven a descubrir el tuyo.',
  'A mitad de semana, un respiro: tu carta de hoy ya está barajada.',
  'La Luna sigue su camino y tu carta del jueves aguarda en Sendero Astral.',
  'Antes de cerrar la semana, dedica un minuto a la carta que el día te reserva.',
  'Sábado para ti: abre tu carta y mira qué pregunta trae.',
] as const;

export function reminderBody(weekday: number): string {
  return REMINDER_BODIES[weekday] ?? REMINDER_BODIES[0];
}
