import { capitalize, de } from '../../contract/vocabulary.ts';
import { toward, type Weaves } from './weave-types.ts';

// The weaves of a reading of one's own chart, in tú form (weave-types.ts says what each is for).

export const SELF_WEAVES: Weaves = {
  dispositor: [
    (f) => `${f.sign} lo rige ${f.ruler}, que en tu carta está ${f.rulerWhere}: ${f.quality} se apoya en ${f.rulerQuality}.`,
    (f) => `Quien gobierna ${f.sign} es ${f.ruler}, y en tu carta está ${f.rulerWhere}, de modo que ${f.quality} se tiñe de ${f.rulerQuality}.`,
    (f) => `Como ${f.sign} es signo ${de(f.ruler)}, y ${f.ruler} está ${f.rulerWhere}, ${f.quality} responde en el fondo a ${f.rulerQuality}.`,
  ],
  contact: {
    conjunction: [
      (f) => `${capitalize(f.planet)} va de la mano de ${f.partner}, en conjunción: ${f.quality} y ${f.partnerQuality} actúan a la vez, y cuesta separar una cosa de la otra.`,
      (f) => `La conjunción con ${f.partner} funde ${f.quality} con ${f.partnerQuality}, de modo que las dos cosas llegan juntas a todo lo que haces.`,
      (f) => `${capitalize(f.planet)} se une a ${f.partner}, y en esa conjunción ${f.quality} se mezcla con ${f.partnerQuality} hasta formar un solo gesto.`,
    ],
    flowing: [
      (f) => `${capitalize(f.planet)} forma ${f.aspect} con ${f.partner}, y ${f.quality} encuentra apoyo en ${f.partnerQuality} sin que tengas que buscarlo.`,
      (f) => `Gracias ${toward(f.theAspect)} con ${f.partner}, ${f.quality} y ${f.partnerQuality} colaboran con naturalidad, y eso te facilita más de lo que crees.`,
      (f) => `${capitalize(f.theAspect)} con ${f.partner} le abre un cauce: ${f.quality} se apoya en ${f.partnerQuality} y rinde más.`,
    ],
    tense: [
      (f) => `${capitalize(f.planet)} forma ${f.aspect} con ${f.partner}, y ${f.quality} tiene que negociar con ${f.partnerQuality}: ahí está una de tus tensiones más fértiles.`,
      (f) => `${capitalize(f.theAspect)} con ${f.partner} pone frente a frente ${f.quality} y ${f.partnerQuality}, y aprender a dar a cada parte su momento te ahorra desgaste.`,
      (f) => `Entre ${f.quality} y ${f.partnerQuality} hay fricción, porque ${f.planet} forma ${f.aspect} con ${f.partner}; de esa fricción sale buena parte de tu fuerza.`,
    ],
  },
  alone: [
    (f) => `${capitalize(f.planet)} no forma aspectos mayores con otros planetas, así que ${f.quality} trabaja por su cuenta, sin apoyos ni frenos, y por eso se nota tanto.`,
    (f) => `Sin contactos mayores con el resto de tu carta, ${f.quality} actúa a su aire: es un rasgo que aparece entero, sin que nada lo matice.`,
  ],
  sunMoon: {
    fire: {
      fire: (f) => `${capitalize(f.sun)} y ${f.moon} arden con el mismo fuego: lo que quieres y lo que necesitas van en la misma dirección, y lo que más te cuesta es parar.`,
      earth: (f) => `${capitalize(f.sun)} empuja hacia delante, y ${f.moon} pide suelo firme: el fuego y la tierra se completan cuando dejas que el entusiasmo se convierta en algo que dure.`,
      air: (f) => `${capitalize(f.sun)} encuentra aire en ${f.moon}: el fuego y el aire se avivan, y tus ideas y tus emociones se alimentan mutuamente, a veces más deprisa de lo que conviene.`,
      water: (f) => `Entre ${f.sun} y ${f.moon} media la distancia del fuego al agua: lo que te entusiasma no siempre es lo que te calma, y dar a cada uno su tiempo te ahorra desgaste.`,
    },
    earth: {
      fire: (f) => `${capitalize(f.sun)} construye despacio, y ${f.moon} tiene prisa: la tierra y el fuego se entienden cuando la urgencia del corazón encuentra un plan.`,
      earth: (f) => `${capitalize(f.sun)} y ${f.moon} pisan la misma tierra: lo que quieres y lo que necesitas buscan estabilidad, y tu reto es dejar entrar lo imprevisto.`,
      air: (f) => `${capitalize(f.sun)} pide resultados concretos, y ${f.moon} necesita ideas y conversación: la tierra y el aire se completan cuando no obligas a uno a hablar el idioma del otro.`,
      water: (f) => `${capitalize(f.sun)} encuentra en ${f.moon} el agua que la tierra necesita: voluntad y sentimiento se sostienen, y de esa unión nace una constancia muy humana.`,
    },
    air: {
      fire: (f) => `${capitalize(f.sun)} y ${f.moon} se avivan como el aire y el fuego: lo que piensas te entusiasma enseguida, y lo que sientes pide movimiento.`,
      earth: (f) => `${capitalize(f.sun)} vuela, y ${f.moon} quiere tierra firme: el aire y la tierra se llevan bien cuando una idea tuya termina en algo que puedas tocar.`,
      air: (f) => `${capitalize(f.sun)} y ${f.moon} respiran el mismo aire: piensas lo que sientes y sientes lo que piensas, y bajar al cuerpo completa esa ligereza.`,
      water: (f) => `${capitalize(f.sun)} busca claridad, y ${f.moon} se mueve por corrientes más hondas: el aire y el agua se entienden cuando no explicas lo que solo hay que sentir.`,
    },
    water: {
      fire: (f) => `${capitalize(f.sun)} siente hacia dentro, y ${f.moon} necesita salir hacia fuera: el agua y el fuego conviven cuando das a la emoción una salida activa.`,
      earth: (f) => `${capitalize(f.sun)} fluye, y ${f.moon} le da un cauce: el agua y la tierra se sostienen, y tu sensibilidad encuentra en lo concreto un lugar seguro.`,
      air: (f) => `${capitalize(f.sun)} siente a fondo, y ${f.moon} quiere entender: el agua y el aire se completan cuando te das permiso para sentir antes de explicar.`,
      water: (f) => `${capitalize(f.sun)} y ${f.moon} son agua de la misma fuente: lo que quieres y lo que necesitas nacen de la emoción, y cuidar tus límites evita que te desborde.`,
    },
  },
  slowContact: {
    social: {
      conjunction: [
        (f) => `${f.planet} se une además a ${f.partner}, y ${f.quality} se funde con ${f.partnerQuality} hasta que cuesta separar una cosa de la otra`,
        (f) => `la conjunción con ${f.partner} pone ${f.quality} en el centro de tu carácter, junto a ${f.partnerQuality}`,
        (f) => `en tu carta ${f.planet} está en conjunción con ${f.partner}, así que ${f.quality} tiñe de lleno ${f.partnerQuality}`,
      ],
      flowing: [
        (f) => `${f.theAspect} que ${f.planet} forma con ${f.partner} hace de ${f.quality} un apoyo para ${f.partnerQuality}`,
        (f) => `gracias ${toward(f.theAspect)} con ${f.partner}, ${f.quality} y ${f.partnerQuality} se refuerzan sin esfuerzo`,
        (f) => `${f.planet} forma ${f.aspect} con ${f.partner}, y ${f.quality} le da a ${f.partnerQuality} un margen de confianza`,
      ],
      tense: [
        (f) => `${f.planet} forma ${f.aspect} con ${f.partner}, y ${f.quality} tira contra ${f.partnerQuality}: integrar las dos cosas es uno de tus trabajos de madurez`,
        (f) => `${f.theAspect} con ${f.partner} enfrenta ${f.quality} a ${f.partnerQuality}, y esa fricción te obliga a ajustar la medida`,
        (f) => `en tu carta ${f.planet} forma ${f.aspect} con ${f.partner}, de modo que ${f.quality} y ${f.partnerQuality} se exigen mutuamente`,
      ],
    },
    generation: {
      conjunction: [
        (f) => `esa marca de época se vuelve personal porque ${f.planet} se une a ${f.partner}, y ${f.quality} se funde con ${f.partnerQuality}`,
        (f) => `en tu carta ${f.planet} está en conjunción con ${f.partner}, así que ${f.quality} deja de ser solo cosa de tu generación y se mezcla con ${f.partnerQuality}`,
        (f) => `la conjunción con ${f.partner} vuelve muy tuya esa herencia de época: ${f.quality} tiñe de lleno ${f.partnerQuality}`,
      ],
      flowing: [
        (f) => `esa marca de época te llega como un recurso, porque ${f.planet} forma ${f.aspect} con ${f.partner} y ${f.quality} apoya ${f.partnerQuality}`,
        (f) => `${f.theAspect} que ${f.planet} forma con ${f.partner} te da acceso directo a ${f.quality}, que alimenta ${f.partnerQuality}`,
        (f) => `en tu carta ${f.planet} forma ${f.aspect} con ${f.partner}, y ${f.quality} encuentra en ${f.partnerQuality} un cauce natural`,
      ],
      tense: [
        (f) => `esa marca de época te toca de cerca, porque ${f.planet} forma ${f.aspect} con ${f.partner}: ${f.quality} presiona sobre ${f.partnerQuality}, y de esa presión sale buena parte de tu cambio`,
        (f) => `${f.theAspect} que ${f.planet} forma con ${f.partner} convierte ${f.quality} en un asunto personal, que tensa ${f.partnerQuality} hasta obligarte a crecer`,
        (f) => `en tu carta ${f.planet} forma ${f.aspect} con ${f.partner}, de modo que ${f.quality} choca con ${f.partnerQuality}, y lo que tu generación vive como clima tú lo vives como desafío propio`,
      ],
    },
  },
  slowAlone: {
    social: [
      (f) => `${f.planet} no forma aspectos mayores con tus planetas personales, y ${f.quality} trabaja en segundo plano, sin tocar de lleno tu carácter`,
      (f) => `sin contactos cercanos con tus puntos personales, ${f.quality} actúa como un fondo estable más que como un rasgo visible`,
    ],
    generation: [
      (f) => `en tu carta ${f.planet} no toca de cerca ningún planeta personal, así que ${f.quality} pesa más como clima de época que como rasgo propio`,
      (f) => `${f.planet} no forma aspectos mayores con tus planetas personales, y ${f.quality} queda como un telón de fondo que compartes con tu generación`,
    ],
  },
};
