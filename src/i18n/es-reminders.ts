// The daily reminder's texts (the section on /cuenta): loaded with that page's chunk, never with the first paint.

export const esReminders = {
  title: 'Recordatorio diario',
  intro: 'Si quieres, te avisamos una vez al día, a la hora que elijas, de que tu carta del día te espera. Lo apagas cuando quieras.',
  hourLabel: 'Hora del aviso',
  hourHint: (timeZone: string) => `En la hora local de tu zona (${timeZone}).`,
  hour: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
  enable: 'Activar el recordatorio',
  enabling: 'Activando…',
  saveHour: 'Guardar la nueva hora',
  saving: 'Guardando…',
  disable: 'Desactivar el recordatorio',
  disabling: 'Desactivando…',
  checking: 'Comprobando si este navegador puede recibir avisos…',
  on: (time: string, timeZone: string) => `Activo en este navegador: cada día a las ${time} (${timeZone}).`,
  off: 'Desactivado en este navegador.',
  unsupported: 'Este navegador no admite notificaciones push, así que desde aquí no podemos avisarte. Tu carta del día te sigue esperando en Hoy.',
  needsInstall:
    'En iPhone y iPad los avisos solo llegan a la app instalada: en Safari toca Compartir › Añadir a pantalla de inicio, abre Sendero Astral desde el icono y vuelve a esta sección.',
  denied: 'Las notificaciones de este sitio están bloqueadas. Permítelas en los ajustes del navegador y vuelve aquí para activar el recordatorio.',
  permissionRefused: 'Sin tu permiso para mostrar notificaciones no podemos avisarte. Puedes volver a intentarlo cuando quieras.',
  enabled: (time: string) => `Recordatorio activado: te escribiremos cada día a las ${time}.`,
  hourSaved: (time: string) => `Hecho: desde ahora el aviso llegará a las ${time}.`,
  disabled: 'Recordatorio desactivado: este navegador ya no recibirá avisos.',
  failed: 'No pudimos guardar el cambio del recordatorio. Revisa tu conexión e inténtalo otra vez.',
  unavailable: 'Los recordatorios no están disponibles en este servidor por ahora.',
  offline: 'Sin conexión: podrás cambiar el recordatorio en cuanto vuelvas a estar en línea.',
  /** The offer right after the person's first card: one sentence, the notification as it will look, the way out. */
  offer: {
    title: 'Un aviso para tu próxima carta',
    pitch: (name: string | null, time: string) =>
      `${name ? `${name}, ya` : 'Ya'} tienes tu primera carta: ¿quieres que te avisemos cada día a las ${time}, cuando te espere la siguiente?`,
    preview: 'Así te llegará el aviso',
    app: 'Sendero Astral',
    when: (time: string) => `mañana, ${time}`,
    accept: 'Sí, avísame',
    decline: 'Ahora no',
    optOut: 'Lo apagas cuando quieras en Cuenta › Recordatorio diario, con un solo botón; también desde los ajustes de notificaciones de tu navegador.',
    accepted: (time: string) => `Hecho: mañana a las ${time} te llegará el primer aviso. Lo apagas cuando quieras en Cuenta › Recordatorio diario.`,
    declined: 'De acuerdo, no te avisaremos. Si cambias de idea, el recordatorio te espera en Cuenta › Recordatorio diario.',
    account: 'Ir a Cuenta',
  },
} as const;
