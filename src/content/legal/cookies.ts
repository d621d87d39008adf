import type { LegalDocument } from './types';

export const cookies: LegalDocument = {
  title: 'Cookies y almacenamiento en tu dispositivo',
  summary:
    'Sendero Astral no usa cookies de seguimiento ni de publicidad. Guarda en tu navegador solo lo que hace falta para que entres y para que tus lecturas se lean sin conexión.',
  updated: '2026-11-23',
  sections: [
    {
      id: 'sin-cookies',
      title: 'Sin cookies de seguimiento',
      blocks: [
        'No instalamos cookies propias ni de terceros para analítica, publicidad o perfiles. No hay píxeles, no hay contadores de visitas externos y no compartimos tu navegación con nadie. Por eso no te mostramos un aviso de cookies: no hay nada que aceptar ni que rechazar.',
      ],
    },
    {
      id: 'que-guardamos',
      title: 'Lo que sí guarda tu navegador',
      blocks: [
        'Para funcionar, la aplicación usa tres almacenes del propio navegador. Son técnicos y estrictamente necesarios para el servicio que pides, de modo que la ley no exige consentimiento para ellos (artículo 22.2 de la LSSI en España y el artículo 5.3 de la Directiva de privacidad electrónica en la UE):',
        {
          list: [
            'localStorage: tu sesión (un testigo de acceso firmado y otro para renovarlo). Sin él tendrías que escribir tu contraseña en cada visita. Se borra al cerrar sesión.',
            'IndexedDB: una copia de tus cartas natales, tus lecturas de tarot recientes con sus notas, tus personas y tus últimas lecturas de compatibilidad y Premium, para que las releas sin conexión. Cada fila lleva tu cuenta y se borra al cerrar sesión o al eliminar la cuenta.',
            'Cache Storage: los archivos de la propia aplicación (pantallas, estilos, artículos de la biblioteca e imágenes de las cartas), que el service worker guarda para abrir la aplicación sin red. No contiene datos tuyos: las respuestas con tus datos nunca se guardan ahí.',
          ],
        },
      ],
    },
    {
      id: 'google',
      title: 'Si entras con Google',
      blocks: [
        'Al pulsar «Continuar con Google» vas a una página de Google, que puede usar sus propias cookies en su dominio según su política. Al volver a Sendero Astral, nosotros no guardamos cookies de Google.',
      ],
    },
    {
      id: 'control',
      title: 'Cómo borrarlo tú',
      blocks: [
        'Cerrar sesión vacía la sesión y tus lecturas de este dispositivo. También puedes borrar los datos del sitio desde la configuración de tu navegador; la aplicación seguirá funcionando, solo tendrás que volver a entrar y tus lecturas se descargarán de nuevo.',
        'Más detalles sobre qué hacemos con tus datos en la [Política de privacidad](/privacidad).',
      ],
    },
  ],
};
