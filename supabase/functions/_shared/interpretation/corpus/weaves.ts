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
};
