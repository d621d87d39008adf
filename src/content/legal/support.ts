import { es } from '../../i18n/es';
import type { LegalDocument } from './types';

const mail = `[${es.home.contactEmail}](mailto:${es.home.contactEmail})`;

export const support: LegalDocument = {
  title: 'Soporte y preguntas frecuentes',
  summary: 'Las dudas que más nos llegan, respondidas. Si la tuya no está, escríbenos: respondemos en español.',
  updated: '2026-11-23',
  sections: [
    {
      id: 'cartas',
      title: 'Tu carta natal',
      blocks: [
        {
          question: '¿Qué tan exacta es mi carta?',
          answer: [
            'Las posiciones salen de efemérides astronómicas reales para el instante y el lugar de tu nacimiento, con la hora local que regía entonces en ese lugar, cambios de horario incluidos. La diferencia con las tablas profesionales es de fracciones de grado.',
          ],
        },
        {
          question: 'No sé mi hora de nacimiento, ¿sirve igual?',
          answer: [
            'Sí. Sin hora calculamos los planetas del día, pero no el Ascendente ni las casas, y te decimos qué parte de la lectura depende de la hora. Si la Luna cambió de signo ese día, te mostramos los dos posibles.',
          ],
        },
        {
          question: 'Mi ciudad no aparece o sale otra con el mismo nombre.',
          answer: [
            'Escribe la ciudad y el país, por ejemplo «Córdoba, Argentina» o «Córdoba, España», y elige en la lista de sugerencias. Si aun así no la encuentras, prueba con la ciudad grande más cercana: a pocos kilómetros, la carta apenas cambia.',
          ],
        },
      ],
    },
    {
      id: 'tarot',
      title: 'El tarot del día',
      blocks: [
        {
          question: '¿Cuándo cambia mi carta del día?',
          answer: ['A la medianoche de tu zona horaria. Hasta entonces verás la misma carta, y la aplicación te dice cuándo podrás sacar la siguiente.'],
        },
        {
          question: '¿Quién lee las notas de mi diario?',
          answer: ['Solo tú. Se guardan en tu cuenta, nadie más puede leerlas, y se van con ella si la eliminas.'],
        },
      ],
    },
    {
      id: 'sin-conexion',
      title: 'Instalar y usar sin conexión',
      blocks: [
        {
          question: '¿Cómo instalo Sendero Astral en el teléfono?',
          answer: [
            'En Android, con Chrome, abre el menú y elige «Instalar aplicación». En iPhone, con Safari, pulsa «Compartir» y luego «Añadir a pantalla de inicio». En una computadora, Chrome y Edge muestran un botón de instalar en la barra de direcciones.',
          ],
        },
        {
          question: '¿Qué puedo hacer sin conexión?',
          answer: [
            'Releer tu carta del día, tus cartas natales, tus lecturas recientes y toda la biblioteca, además de estas páginas. Lo que necesita calcular algo nuevo (una carta, una carta de tarot, una compatibilidad) espera a que vuelva la red, y la aplicación te lo indica.',
          ],
        },
      ],
    },
    {
      id: 'cuenta',
      title: 'Tu cuenta y tus datos',
      blocks: [
        {
          question: 'Olvidé mi contraseña.',
          answer: ['En la pantalla de entrada, pulsa «¿Olvidaste tu contraseña?» y te enviaremos un enlace para crear una nueva. El enlace caduca en una hora y sirve una sola vez.'],
        },
        {
          question: '¿Cómo protejo mejor mi cuenta?',
          answer: ['Activa la verificación en dos pasos en [Tu cuenta](/cuenta): además de la contraseña, te pediremos un código de tu app de autenticación o tu llave de acceso.'],
        },
        {
          question: '¿Cómo descargo todos mis datos?',
          answer: ['En [Tu cuenta](/cuenta), sección «Tus datos»: un clic y tienes un archivo con todo (JSON) y otro con tus cartas para abrir en una hoja de cálculo (CSV).'],
        },
        {
          question: '¿Cómo elimino mi cuenta?',
          answer: [
            'En [Tu cuenta](/cuenta), sección «Eliminar cuenta». Te pediremos tu contraseña (o, si entras con Google, que escribas una palabra y hayas entrado hace poco) y lo borraremos todo en el momento, en nuestros servidores y en tu dispositivo. No se puede deshacer, así que descarga antes tus datos si quieres conservarlos.',
          ],
        },
        {
          question: '¿Cuánto cuesta?',
          answer: ['Nada. Durante el lanzamiento, también lo Premium está abierto para todas las cuentas. Si algún día cambia, te lo diremos antes y nunca cobraremos sin que lo aceptes.'],
        },
      ],
    },
    {
      id: 'contacto',
      title: '¿Otra duda?',
      blocks: [
        `Escríbenos a ${mail} contándonos qué pasó y desde qué dispositivo. Nunca te pediremos tu contraseña.`,
        'Para tus derechos sobre tus datos, mira la [Política de privacidad](/privacidad#derechos); para lo que guarda tu navegador, [Cookies y almacenamiento](/cookies).',
      ],
    },
  ],
};
