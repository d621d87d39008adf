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
  retrograde: {
    mercury: [
      (f) => `Además, Mercurio estaba retrógrado cuando naciste, y ${f.quality} trabaja primero hacia dentro: tiendes a revisar y a volver sobre las ideas antes de expresarlas, y eso da profundidad a tu manera de pensar.`,
      (f) => `Mercurio estaba retrógrado al nacer, así que ${f.quality} se toma su tiempo: repasas, corriges y vuelves atrás antes de hablar, y lo que dices después suele estar muy pensado.`,
      (f) => `Con Mercurio retrógrado, ${f.quality} mira hacia atrás antes de avanzar, y las segundas lecturas y las conversaciones retomadas te enseñan más que las primeras.`,
    ],
    venus: [
      (f) => `Venus, además, estaba retrógrada, y ${f.quality} se elabora hacia dentro: con el tiempo desarrollas criterios muy propios sobre lo que amas.`,
      (f) => `Con Venus retrógrada, ${f.quality} madura despacio y a veces vuelve sobre amores y gustos del pasado antes de elegir de nuevo.`,
      (f) => `Venus estaba retrógrada cuando naciste, así que ${f.quality} no sigue la moda: revisas lo que valoras hasta hacerlo tuyo.`,
    ],
    mars: [
      (f) => `Con Marte retrógrado, ${f.quality} se mueve primero por dentro: pensar antes de actuar y usar la fuerza de forma estratégica te sale mejor que el impulso inmediato.`,
      (f) => `Marte estaba retrógrado al nacer, y ${f.quality} prefiere la estrategia al choque: tu fuerza crece cuando la preparas en silencio.`,
      (f) => `Con Marte retrógrado, ${f.quality} tarda en salir, pero sale con intención, y revisar por qué te enfadas te da más poder que reaccionar.`,
    ],
    jupiter: [
      (f) => `Júpiter retrógrado interioriza ${f.quality}: tu fe y tu sentido de la abundancia nacen más de la reflexión personal que de lo que te enseñaron.`,
      (f) => `Con Júpiter retrógrado, ${f.quality} crece hacia dentro, y tus certezas son más tuyas que heredadas.`,
      (f) => `Júpiter estaba retrógrado cuando naciste, así que ${f.quality} se cultiva en privado antes de mostrarse.`,
    ],
    saturn: [
      (f) => `Saturno retrógrado vuelve interior ${f.quality}: las reglas te las pones tú, y ser amable contigo es parte del trabajo.`,
      (f) => `Con Saturno retrógrado, ${f.quality} se forja desde dentro, y tu autoridad nace de normas que has revisado por tu cuenta.`,
      (f) => `Saturno estaba retrógrado al nacer, y ${f.quality} pesa más por dentro que por fuera: aprender a no exigirte en silencio es parte de tu madurez.`,
    ],
  },
  ruler: {
    sun: [
      (f) => `Con el Sol como regente, tu identidad consciente es el hilo de tu vida, y es ${f.area} donde más se nota: desde la casa ${f.house}, cuanto más te expresas tal como eres, más se ordena lo demás.`,
      (f) => `El Sol como regente te pide vivir en primera persona, y su casa ${f.house} señala el terreno: es ${f.area} donde tu voluntad marca el rumbo.`,
    ],
    moon: [
      (f) => `Con la Luna como regente, tus emociones y tu necesidad de pertenencia guían el camino, y es ${f.area} donde más las escuchas, porque la Luna está en la casa ${f.house}.`,
      (f) => `La Luna como regente hace de lo que sientes tu brújula, y desde la casa ${f.house} esa brújula señala sobre todo a lo que vives ${f.area}.`,
    ],
    mercury: [
      (f) => `Mercurio como regente pone la mente y la palabra al mando, y desde la casa ${f.house} es ${f.area} donde aprender, preguntar y comunicar marcan tu recorrido.`,
      (f) => `Con Mercurio como regente, tu vida avanza a base de preguntas y conversaciones, y la casa ${f.house} dice dónde pesan más: ${f.area}.`,
    ],
    venus: [
      (f) => `Venus como regente orienta tu vida hacia la relación, la belleza y los valores, y desde la casa ${f.house} lo que amas te marca el rumbo sobre todo ${f.area}.`,
      (f) => `Con Venus como regente, lo que amas te dice hacia dónde ir, y es ${f.area}, en su casa ${f.house}, donde esa brújula se vuelve más clara.`,
    ],
    mars: [
      (f) => `Marte como regente te traza un camino de acción y coraje, y desde la casa ${f.house} es ${f.area} donde creces cada vez que te atreves.`,
      (f) => `Con Marte como regente, tu vida avanza a golpe de decisión, y la casa ${f.house} señala dónde se libran tus batallas principales: ${f.area}.`,
    ],
    jupiter: [
      (f) => `Júpiter como regente llena tu vida de búsqueda de sentido y de crecimiento, y desde la casa ${f.house} es ${f.area} donde tu optimismo sirve de guía, siempre que no pierda contacto con la realidad.`,
      (f) => `Con Júpiter como regente, confiar es tu manera de avanzar, y su casa ${f.house} dice dónde se te abren las puertas: ${f.area}.`,
    ],
    saturn: [
      (f) => `Saturno como regente te propone un camino de madurez y construcción paciente, y desde la casa ${f.house} es ${f.area} donde lo que levantas con tiempo perdura.`,
      (f) => `Con Saturno como regente, la vida te enseña a base de compromisos, y la casa ${f.house} señala dónde pesan más: ${f.area}.`,
    ],
  },
  coRuler: {
    pluto: [
      (f) => `Plutón, corregente moderno de Escorpio, añade un segundo hilo: desde la casa ${f.house}, la vida te pide ir al fondo y renacer sobre todo ${f.area}.`,
      (f) => `Como corregente moderno de Escorpio, Plutón suma su voz, y es ${f.area}, en su casa ${f.house}, donde más te pide transformarte.`,
    ],
    uranus: [
      (f) => `Urano, corregente moderno de Acuario, suma su voz: desde la casa ${f.house}, tu carta busca libertad y caminos propios sobre todo ${f.area}.`,
      (f) => `Como corregente moderno de Acuario, Urano añade un hilo de libertad, y es ${f.area}, en su casa ${f.house}, donde más te pide romper moldes.`,
    ],
    neptune: [
      (f) => `Neptuno, corregente moderno de Piscis, acompaña al regente clásico: desde la casa ${f.house}, tu vida se abre a lo sutil y a lo compasivo sobre todo ${f.area}.`,
      (f) => `Como corregente moderno de Piscis, Neptuno acompaña al regente clásico, y es ${f.area}, en su casa ${f.house}, donde más se te pide confiar en lo que intuyes.`,
    ],
  },
  ascendantSun: {
    different: [
      (f) => `${capitalize(f.ascendant)} es la puerta por la que entras, y detrás espera tu Sol en ${f.sunSign}, con ${f.sun}: quien te conoce de verdad descubre esa segunda capa con el tiempo.`,
      (f) => `Lo primero que se ve de ti es ${f.ascendant}; lo que lo sostiene por dentro es ${f.sun}, la marca de tu Sol en ${f.sunSign}.`,
      (f) => `Entre ${f.ascendant} y ${f.sun}, que viene de tu Sol en ${f.sunSign}, hay una distancia que conviene conocer: la gente te juzga por lo primero y se queda por lo segundo.`,
    ],
    same: [
      (f) => `Tu Sol también está en ${f.sunSign}, así que ${f.ascendant} y ${f.sun} cuentan la misma historia: lo que muestras y lo que eres coinciden, para bien y para mal.`,
      (f) => `Con el Sol en el mismo signo que el Ascendente, ${f.ascendant} no es una máscara sino la expresión directa de ${f.sun}.`,
    ],
  },
  houseTopic: [
    'tu forma de presentarte', 'tus recursos', 'tu entorno cercano', 'tu hogar', 'lo que creas y disfrutas', 'tu trabajo diario', 'tu pareja',
    'la intimidad compartida', 'tus creencias', 'tu vocación', 'tus amistades', 'tu vida interior',
  ],
  aspectHouse: {
    same: [
      (f) => `En ${f.topic}, donde caen los dos, ${f.clause}`,
      (f) => `En tu casa ${f.house}, la de ${f.topic}, ${f.clause}`,
    ],
    apart: {
      conjunction: [
        (f) => `Entre ${f.topicA} y ${f.topicB}, las dos casas que toca la conjunción, ${f.clause}`,
        (f) => `En ${f.topicA} y en ${f.topicB} (casas ${f.houseA} y ${f.houseB}), ${f.clause}`,
      ],
      flowing: [
        (f) => `Entre ${f.topicA} y ${f.topicB}, las casas ${f.houseA} y ${f.houseB} que este aspecto une, ${f.clause}`,
        (f) => `Tanto en ${f.topicA} como en ${f.topicB}, ${f.clause}`,
        (f) => `En ${f.topicA} (casa ${f.houseA}) y en ${f.topicB} (casa ${f.houseB}), ${f.clause}`,
      ],
      tense: [
        (f) => `Entre ${f.topicA} y ${f.topicB}, las casas ${f.houseA} y ${f.houseB} que este aspecto enfrenta, ${f.clause}`,
        (f) => `Tanto en ${f.topicA} como en ${f.topicB}, ${f.clause}`,
        (f) => `En ${f.topicA} (casa ${f.houseA}) y en ${f.topicB} (casa ${f.houseB}), ${f.clause}`,
      ],
    },
    angle: [
      (f) => `En ${f.topic}, donde está ${f.planet}, ${f.clause}`,
      (f) => `Desde tu casa ${f.house}, la de ${f.topic}, ${f.clause}`,
      (f) => `Sobre todo en ${f.topic}, la casa ${f.house}, ${f.clause}`,
    ],
  },
  aspectSign: {
    conjunction: [
      (f) => `Cuando ${f.a} se funde con ${f.b}, ${f.clause}`,
      (f) => `Al juntarse ${f.a} y ${f.b}, ${f.clause}`,
      (f) => `Con ${f.a} y ${f.b} en un mismo punto, ${f.clause}`,
    ],
    flowing: [
      (f) => `Cuando ${f.a} encuentra apoyo en ${f.b}, ${f.clause}`,
      (f) => `Al sumarse ${f.a} y ${f.b}, ${f.clause}`,
      (f) => `Con ${f.a} de la mano de ${f.b}, ${f.clause}`,
    ],
    tense: [
      (f) => `Cuando ${f.a} choca con ${f.b}, ${f.clause}`,
      (f) => `Entre ${f.a} y ${f.b} hay fricción, y ${f.clause}`,
      (f) => `Con ${f.a} frente a ${f.b}, ${f.clause}`,
    ],
  },
  nodeRuler: {
    lead: [
      (f) => `Con ${f.ruler}, regente de ${f.sign}, ${f.rulerWhere}, ${f.clause}`,
      (f) => `Bajo ${f.ruler}, que rige ${f.sign} y está ${f.rulerWhere}, ${f.clause}`,
    ],
    join: [
      (f) => `${capitalize(f.ruler)}, que rige ${f.sign}, está ${f.rulerWhere}, y ${f.clause}`,
      (f) => `El regente de ${f.sign}, ${f.ruler}, está ${f.rulerWhere}, y ${f.clause}`,
    ],
  },
  southNodeHouse: [
    (f) => `Del lado de ${f.topic}, tu casa ${f.house}, ${f.clause}`,
    (f) => `En tu casa ${f.house}, la de ${f.topic}, ${f.clause}`,
  ],
  stellium: {
    houses: [
      (f) => `En ${f.topics}, donde caen estos planetas, ${f.clause}`,
      (f) => `Sobre todo en ${f.topics}, ${f.clause}`,
    ],
    planet: [
      (f) => `Con ${f.quality} como voz principal, ${f.clause}`,
      (f) => `Con ${f.quality} a la cabeza del grupo, ${f.clause}`,
    ],
  },
  angleExtra: [
    (f) => `En ${f.aspect}, desde tu casa ${f.house}, la de ${f.topic}, ${f.clause}`,
    (f) => `En ${f.aspect}, y con el planeta en tu casa ${f.house}, ${f.clause}`,
  ],
};
