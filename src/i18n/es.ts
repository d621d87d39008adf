// Every user-facing string. The messages quoted by the spec (shared/spec.md) appear here verbatim;
// tests import them from here and assert where each one shows.

export const es = {
  app: {
    name: 'Sendero Astral',
    loading: 'Cargando...',
    unexpected: 'Error inesperado',
  },
  nav: {
    chart: 'Carta Natal',
    tarot: 'Tarot Diario',
    compatibility: 'Compatibilidad',
    premium: 'Premium',
    library: 'Biblioteca',
    signOut: 'Salir',
  },
  notFound: {
    title: 'Oops! Page not found',
  },
  auth: {
    signInTitle: 'Bienvenido',
    signUpTitle: 'Crear cuenta',
    google: 'Continuar con Google',
    processing: 'Procesando...',
    connecting: 'Conectando...',
    invalidEmail: 'Email inválido',
    shortPassword: 'La contraseña debe tener al menos 6 caracteres',
    wrongCredentials: 'Email o contraseña incorrectos',
    signInError: 'Error al iniciar sesión',
    signInSuccess: '¡Bienvenido de vuelta!',
    alreadyRegistered: 'Este email ya está registrado',
    signUpError: 'Error al crear cuenta',
    signUpSuccess: '¡Cuenta creada! Ya puedes acceder.',
    googleError: 'Error al conectar con Google',
    googleUnexpected: 'Error inesperado con Google',
  },
  functions: {
    tooManyRequests: 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.',
    creditsExhausted: 'Créditos agotados. Contacta soporte.',
  },
  chart: {
    requiresSession: 'Debes iniciar sesión para generar tu carta natal',
    submitting: 'Generando tu carta...',
    success: '¡Carta natal generada con éxito!',
    functionError: 'Error generando carta natal',
    unexpected: 'Error inesperado al generar carta',
    defaultNamePrefix: 'Carta natal de',
  },
  tarot: {
    requiresSession: 'Debes iniciar sesión para tu lectura diaria',
    comeBackTomorrow: 'Vuelve mañana para tu nueva lectura',
    alreadyRead: 'Ya recibiste tu lectura de hoy',
    success: '¡Lectura generada con éxito!',
    functionError: 'Error generando lectura',
    unexpected: 'Error inesperado al generar lectura',
  },
} as const;
