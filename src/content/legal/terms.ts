import { es } from '../../i18n/es';
import type { LegalDocument } from './types';

const mail = `[${es.home.contactEmail}](mailto:${es.home.contactEmail})`;

export const terms: LegalDocument = {
  title: 'Términos de uso',
  summary: 'Las condiciones con las que usas Sendero Astral: qué ofrece, qué te pedimos y qué puedes esperar de nosotros.',
  updated: '2026-11-23',
  sections: [
    {
      id: 'servicio',
      title: 'El servicio',
      blocks: [
        'Sendero Astral calcula cartas natales con datos astronómicos reales y las interpreta en español, te ofrece una carta de tarot al día, compara cartas para la compatibilidad, prepara lecturas Premium y reúne una biblioteca de lectura. Al crear una cuenta aceptas estos términos y la [Política de privacidad](/privacidad).',
      ],
    },
    {
      id: 'naturaleza',
      title: 'Qué es y qué no es una lectura',
      blocks: [
        'La astrología y el tarot son aquí un lenguaje de autoconocimiento y reflexión. Las posiciones de los planetas son exactas; lo que se dice de ellas es interpretación, no un hecho ni una predicción. Ninguna lectura sustituye el consejo de un profesional de la medicina, la psicología, el derecho o las finanzas, y no deberías tomar decisiones importantes solo a partir de ella.',
      ],
    },
    {
      id: 'cuenta',
      title: 'Tu cuenta',
      blocks: [
        {
          list: [
            'Necesitas la edad mínima que indica la [Política de privacidad](/privacidad#menores) o el permiso de quien te tenga a su cargo.',
            'Eres responsable de mantener tu contraseña en secreto; te recomendamos activar la verificación en dos pasos en [Tu cuenta](/cuenta).',
            'Puedes descargar tus datos y eliminar tu cuenta cuando quieras, sin pedir permiso a nadie y sin coste.',
          ],
        },
      ],
    },
    {
      id: 'uso',
      title: 'Uso aceptable',
      blocks: [
        'Te pedimos que no intentes acceder a cuentas o datos ajenos, que no automatices peticiones para saltarte los límites de uso, que no uses el servicio para acosar a nadie con su carta ni para guardar datos de otras personas sin su conocimiento, y que no copies la aplicación ni sus textos para ofrecerlos como propios. Podemos suspender una cuenta que incumpla estas reglas, después de avisarte salvo que el riesgo para otros lo impida.',
      ],
    },
    {
      id: 'premium',
      title: 'Premium y precios',
      blocks: [
        'Durante el lanzamiento, todo lo Premium y Pro está abierto sin coste para cualquier cuenta; los botones de suscripción dicen «Disponible pronto» y no cobran nada. Si algún día empezamos a cobrar, te mostraremos antes el precio, las condiciones y tu derecho de desistimiento, y nada se cobrará sin que lo aceptes expresamente.',
      ],
    },
    {
      id: 'contenido',
      title: 'Contenido y propiedad intelectual',
      blocks: [
        'Los textos, ilustraciones y el código de Sendero Astral son nuestros o tenemos licencia para usarlos. Las lecturas generadas para ti son para tu uso personal: puedes guardarlas, imprimirlas y compartirlas. Tus notas del diario son tuyas; solo las guardamos para mostrártelas.',
      ],
    },
    {
      id: 'disponibilidad',
      title: 'Disponibilidad y responsabilidad',
      blocks: [
        'Trabajamos para que el servicio funcione siempre y para que lo que ya tienes se lea sin conexión, pero puede haber interrupciones o errores. Respondemos de los daños que causemos por dolo o negligencia grave y en todo lo que la ley no permita limitar; fuera de eso, no respondemos de las decisiones que tomes a partir de una lectura.',
      ],
    },
    {
      id: 'cambios',
      title: 'Cambios y fin del servicio',
      blocks: [
        'Si cambiamos estos términos de forma relevante, te avisaremos en la aplicación con antelación y podrás eliminar tu cuenta si no estás de acuerdo. Si algún día cerráramos el servicio, te avisaríamos con al menos 30 días para que descargues tus datos.',
      ],
    },
    {
      id: 'ley',
      title: 'Ley aplicable',
      blocks: [
        'Estos términos se rigen por la ley española. Si eres consumidor, conservas siempre la protección que te dan las leyes de tu país de residencia y puedes reclamar ante sus tribunales; en la Unión Europea también puedes acudir a los organismos de consumo de tu país, y en Latinoamérica, la autoridad de protección al consumidor que corresponda (como Profeco en México o la SIC en Colombia).',
        `Para cualquier duda o reclamación, escríbenos a ${mail}.`,
      ],
    },
  ],
};
