import { es } from '../../i18n/es';
import type { LegalDocument } from './types';

const mail = `[${es.home.contactEmail}](mailto:${es.home.contactEmail})`;

export const privacy: LegalDocument = {
  title: 'Política de privacidad',
  summary:
    'Qué datos tuyos tratamos, para qué, con qué base legal, cuánto tiempo y cómo ejercer tus derechos, tanto si vives en la Unión Europea como en Latinoamérica.',
  updated: '2026-11-23',
  sections: [
    {
      id: 'responsable',
      title: 'Quién es responsable de tus datos',
      blocks: [
        `El responsable del tratamiento es el titular de Sendero Astral, el servicio que usas en esta web y en su aplicación instalable. Para cualquier cuestión de privacidad puedes escribirnos a ${mail}; te respondemos en español.`,
        'Si vives en México, este texto es además nuestro aviso de privacidad integral en el sentido de la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.',
      ],
    },
    {
      id: 'datos',
      title: 'Qué datos tratamos',
      blocks: [
        {
          list: [
            'Datos de la cuenta: tu email, tu contraseña (guardada solo como huella cifrada, nunca en claro), el nombre que nos des al registrarte, y, si entras con Google, el identificador y el nombre que Google nos comparte.',
            'Datos de nacimiento que escribes para calcular una carta: fecha, hora si la sabes y lugar, junto con la carta calculada y su interpretación.',
            'Tus lecturas: la carta de tarot de cada día, las notas que escribes en tu diario, tus lecturas de compatibilidad y las Premium (revolución solar e informe mensual).',
            'Las personas que guardas para la compatibilidad: el nombre que les pongas, la relación, su fecha, hora y lugar de nacimiento.',
            'Si activas el recordatorio diario: la hora que eliges, tu zona horaria y la dirección de envío que tu navegador crea para sus notificaciones.',
            'Datos de seguridad: si activas la verificación en dos pasos, el secreto de tu app de autenticación o la clave pública de tu llave de acceso; y registros técnicos mínimos (dirección IP y momento) para limitar abusos como los intentos repetidos de contraseña.',
          ],
        },
        'No pedimos ni tratamos datos de pago: hoy todo lo Premium está abierto durante el lanzamiento. Tampoco usamos publicidad ni herramientas de seguimiento.',
      ],
    },
    {
      id: 'terceros',
      title: 'Datos de otras personas',
      blocks: [
        'Cuando guardas la fecha y el lugar de nacimiento de alguien para compararla con la tuya, tratamos esos datos por encargo tuyo y solo para mostrártelos a ti. Hazlo con personas que estén de acuerdo y no guardes más de lo necesario; puedes borrar a cualquiera en cualquier momento, con sus lecturas si lo eliges.',
      ],
    },
    {
      id: 'finalidades',
      title: 'Para qué los usamos y con qué base legal',
      blocks: [
        {
          list: [
            'Prestarte el servicio que pides —crear tu cuenta, calcular e interpretar tus cartas, darte tu carta de tarot diaria y guardar tus lecturas para que las releas—: la base es la ejecución del contrato que aceptas al registrarte (artículo 6.1.b del RGPD).',
            'Proteger tu cuenta y el servicio —verificación en dos pasos, límites de intentos y de uso por hora, detección de abusos—: nuestro interés legítimo en mantener un servicio seguro (artículo 6.1.f del RGPD), que no pesa más que tus derechos porque usamos lo mínimo.',
            'Personalizar el texto de una interpretación con un proveedor de inteligencia artificial, cuando el servicio lo tiene activado: forma parte del servicio que pides; el proveedor recibe solo lo necesario para escribir (ver «Quién más trata tus datos»).',
            'Enviarte el recordatorio diario, solo si lo activas: tu consentimiento (artículo 6.1.a del RGPD), que retiras cuando quieras apagándolo en [Tu cuenta](/cuenta).',
            'Responder a lo que nos escribas y cumplir obligaciones legales: tu consentimiento al escribirnos y, en su caso, la obligación legal (artículo 6.1.c del RGPD).',
          ],
        },
        'No tomamos decisiones automatizadas que produzcan efectos jurídicos sobre ti, no elaboramos perfiles comerciales y no vendemos ni cedemos tus datos a nadie. La astrología que te mostramos es un lenguaje de autoconocimiento; no la usamos para clasificarte.',
      ],
    },
    {
      id: 'encargados',
      title: 'Quién más trata tus datos',
      blocks: [
        'Trabajamos con pocos proveedores, que actúan como encargados del tratamiento: solo tratan tus datos siguiendo nuestras instrucciones y con contrato que lo exige.',
        {
          list: [
            'Supabase: aloja la base de datos, la autenticación y las funciones que calculan tus cartas.',
            'El proveedor de inteligencia artificial, solo cuando el servicio lo tiene configurado: recibe los datos astronómicos de la carta o de la carta de tarot y el nombre con que la lectura se dirige a ti, nunca tu email ni tu identificador de cuenta. Cada lectura indica si la escribió la inteligencia artificial o el texto propio de Sendero Astral; sin proveedor, ningún dato sale hacia él.',
            'El servicio de notificaciones de tu navegador (de Google, Mozilla o Apple, según cuál uses), solo si activas el recordatorio diario: entrega un aviso breve y cifrado, sin datos de tu carta.',
            'Google, solo si eliges «Continuar con Google»: Google decide por su cuenta sobre los datos de tu cuenta de Google, con su propia política.',
          ],
        },
      ],
    },
    {
      id: 'transferencias',
      title: 'Transferencias internacionales',
      blocks: [
        'Algunos de estos proveedores pueden tratar datos fuera del Espacio Económico Europeo o de tu país (por ejemplo, en Estados Unidos). Cuando ocurre, lo hacemos con las garantías que la ley exige: una decisión de adecuación como el Marco de Privacidad de Datos UE-EE. UU. cuando el proveedor está adherido, o las cláusulas contractuales tipo de la Comisión Europea. Para usuarios de Latinoamérica, esas mismas garantías contractuales cumplen lo que piden la ley mexicana, la argentina, la colombiana y la chilena para transferir datos a otro país. Puedes pedirnos una copia de las garantías aplicables.',
      ],
    },
    {
      id: 'conservacion',
      title: 'Cuánto tiempo los guardamos',
      blocks: [
        {
          list: [
            'Tu cuenta y todo lo que guardas en ella: mientras la mantengas. Cada carta, persona o lectura que borras desaparece en ese momento.',
            'Cuando eliminas tu cuenta desde [Tu cuenta](/cuenta), borramos en el acto el usuario y, con él, todas sus cartas, lecturas, notas, personas y factores de verificación. Las copias de seguridad del proveedor se renuevan solas y lo borrado desaparece de ellas al caducar, en un plazo que no supera los 30 días.',
            'Los registros técnicos de seguridad: el tiempo mínimo para proteger el servicio, y nunca más de 90 días.',
            'Lo que tu dispositivo guarda para leer sin conexión: hasta que cierras sesión o eliminas la cuenta, momento en que lo vaciamos (ver [Cookies y almacenamiento](/cookies)).',
          ],
        },
      ],
    },
    {
      id: 'derechos',
      title: 'Tus derechos y cómo ejercerlos',
      blocks: [
        'Puedes acceder a tus datos, rectificarlos, suprimirlos, oponerte a su tratamiento, pedir que lo limitemos, llevártelos a otro servicio (portabilidad) y retirar tu consentimiento cuando el tratamiento se base en él. En México se conocen como derechos ARCO (acceso, rectificación, cancelación y oposición), junto con la revocación del consentimiento.',
        'Dos de ellos los ejerces tú mismo, al instante, desde [Tu cuenta](/cuenta): «Descargar todos mis datos» te da una copia completa en un formato abierto (JSON, y tus cartas también en CSV), y «Eliminar cuenta» lo borra todo.',
        `Para cualquier otro derecho, escríbenos a ${mail} desde el email de tu cuenta, diciendo qué derecho ejerces. Te respondemos en un plazo máximo de un mes (en México, de 20 días hábiles, con 15 más para hacerlo efectivo). No cobramos nada por ello.`,
        'Si crees que no hemos atendido bien tu solicitud, puedes reclamar ante la autoridad de protección de datos:',
        {
          list: [
            'España: Agencia Española de Protección de Datos (AEPD); en otro país de la UE, la autoridad de control de tu país.',
            'México: la autoridad garante que designa la Ley Federal de Protección de Datos Personales en Posesión de los Particulares vigente.',
            'Argentina: Agencia de Acceso a la Información Pública (Ley 25.326).',
            'Colombia: Superintendencia de Industria y Comercio (Ley 1581 de 2012).',
            'Chile: la autoridad que corresponda según la Ley 19.628 y su reforma por la Ley 21.719.',
          ],
        },
      ],
    },
    {
      id: 'seguridad',
      title: 'Cómo protegemos tus datos',
      blocks: [
        'Cada fila de la base de datos lleva a su dueño, y la propia base de datos impide que una cuenta lea las filas de otra. Las contraseñas se guardan con un algoritmo de huella lento y con sal, las conexiones van cifradas, y puedes añadir un segundo paso al entrar (una app de autenticación o una llave de acceso); cuando lo activas, la base de datos exige ese segundo paso para mostrar tus datos.',
      ],
    },
    {
      id: 'menores',
      title: 'Menores de edad',
      blocks: [
        'Sendero Astral no está pensado para menores. En España necesitas tener al menos 14 años para crear una cuenta (artículo 7 de la LOPDGDD); en el resto de la Unión Europea, la edad que fije tu país, entre 13 y 16 años. En Latinoamérica, si eres menor de edad según la ley de tu país, necesitas el consentimiento de tu madre, padre o tutor. Si sabemos que una cuenta es de un menor sin ese permiso, la eliminamos.',
      ],
    },
    {
      id: 'cambios',
      title: 'Cambios en esta política',
      blocks: [
        'Si cambiamos algo importante, te lo diremos en la aplicación antes de que se aplique. La fecha de arriba indica la última versión.',
      ],
    },
  ],
};
