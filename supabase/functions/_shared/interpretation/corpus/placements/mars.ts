import type { PlacementCorpus } from './types.ts';

// Mars by sign and by house, in both voices (three readings of one sentence per sign; each house passage reads the
// sign's quality in that house).

export const MARS: PlacementCorpus = {
  self: {
    sign: {
      aries: [
        'Aries es uno de los domicilios de Marte, y tu impulso sale sin rodeos: es directo, valiente y competitivo, y actúas en cuanto decides.',
        'Marte está en su domicilio de Aries: tu energía arranca con fuerza, y dirigirla a proyectos concretos evita que se queme en impaciencia.',
        'Con Marte en su domicilio, Aries, te crecen las ganas ante un reto, y tu valentía es real; aprender a esperar el momento la vuelve imparable.',
      ],
      taurus: [
        'Tauro es el exilio de Marte, frente a Escorpio: tu energía prefiere la constancia al ataque directo, y tu acción tarda en arrancar, pero una vez en marcha es imparable.',
        'Con Marte en el exilio de Tauro tienes una resistencia enorme y defiendes lo tuyo con firmeza, y la terquedad es la sombra de esa misma fuerza.',
        'En Tauro Marte está en su exilio, y tu impulso es lento y tenaz: no te mueves por presión, sino por convicción, y cuando empujas, llegas.',
      ],
      gemini: [
        'Actúas a través de la palabra y la mente: debates, negocias y mueves varias cosas a la vez.',
        'Tu energía es versátil y nerviosa, y el movimiento físico te ayuda a bajar la tensión mental.',
        'Con Marte en Géminis te activan los retos de ingenio, y tu peligro es abrir más frentes de los que puedes atender.',
      ],
      cancer: [
        'Cáncer es la caída de Marte: tu manera de actuar está teñida de emoción, y te mueves con más fuerza cuando defiendes a los tuyos que cuando peleas por ti.',
        'Con Marte en su caída, en Cáncer, a veces el enfado sale de lado en lugar de directo, y nombrarlo a tiempo te da claridad.',
        'En Cáncer Marte está en su caída, y tu fuerza es protectora antes que ofensiva: peleas por tu casa y por tu gente, y te cuesta más reclamar para ti.',
      ],
      leo: [
        'Actúas con orgullo, pasión y un deseo genuino de dejar huella.',
        'Tu energía es cálida y contagiosa: te mueve lo que te ilusiona, y te cuesta sostener aquello que no te deja expresarte.',
        'Con Marte en Leo pones el corazón en lo que haces y te gusta que se note, y tu fuerza crece cuando la compartes en lugar de exhibirla.',
      ],
      virgo: [
        'Tu energía es metódica y precisa: rindes mejor con un plan claro y tareas bien definidas.',
        'Puedes trabajar con enorme dedicación, siempre que el esfuerzo no se convierta en autoexigencia sin pausa.',
        'Con Marte en Virgo actúas mejorando lo que tocas, y tu fuerza está en la constancia del detalle más que en el gesto heroico.',
      ],
      libra: [
        'Libra es el exilio de Marte, frente a Aries: actúas buscando el acuerdo, y el conflicto abierto te incomoda.',
        'Con Marte en el exilio de Libra tu fuerza aparece cuando defiendes algo justo, y decir lo que quieres sin rodeos también es una forma de equilibrio.',
        'En Libra Marte está en su exilio, y tu energía se mueve en relación con los demás: encontrar tu propia manera de afirmarte es una de tus tareas importantes.',
      ],
      scorpio: [
        'Escorpio es uno de los domicilios de Marte, y aquí tu voluntad se vuelve profunda y estratégica: no te rindes con facilidad y sabes esperar el momento oportuno.',
        'Marte está en su domicilio de Escorpio: cuando algo te importa, tu capacidad de concentración y de regeneración es extraordinaria.',
        'Con Marte en su domicilio, Escorpio, tu deseo es intenso y callado, y tu fuerza se nota más en lo que resistes que en lo que muestras.',
      ],
      sagittarius: [
        'Te mueven los ideales, los viajes y las causas en las que crees, y actúas con un entusiasmo que contagia.',
        'La dispersión es tu riesgo, y comprometerte con menos frentes multiplica tu alcance.',
        'Con Marte en Sagitario necesitas una meta que valga la pena, y cuando la tienes, tu energía no conoce fronteras.',
      ],
      capricorn: [
        'Capricornio es la exaltación de Marte: tu energía se vuelve disciplinada y ambiciosa, capaz de fijarse metas y de sostener esfuerzos largos con paciencia.',
        'Con Marte exaltado en Capricornio tu fuerza está en la constancia, y descansar también forma parte de la estrategia.',
        'En Capricornio Marte alcanza su exaltación, y actúas con cabeza fría: subes paso a paso, y tu eficacia se gana el respeto de los demás.',
      ],
      aquarius: [
        'Actúas de forma independiente y poco convencional, y te moviliza todo lo que tenga que ver con la libertad y lo colectivo.',
        'La injusticia enciende tu energía, y trabajar en grupo sin perder autonomía es tu aprendizaje.',
        'Con Marte en Acuario peleas por ideas más que por ti, y te cuesta obedecer una orden que no entiendes.',
      ],
      pisces: [
        'Tu manera de actuar es intuitiva y fluida: avanzas mejor siguiendo una inspiración que un plan rígido.',
        'A veces la energía se dispersa o se pone al servicio de otros, y elegir hacia dónde la diriges te fortalece.',
        'Con Marte en Piscis tu fuerza es más de resistencia que de choque, y la pones mejor al servicio de algo que te conmueve.',
      ],
    },
    house: [
      (q) => `Marte en la casa 1 pone ${q} en primer plano: tu primera reacción es actuar, y la gente percibe tu determinación.`,
      (q) => `Marte en la casa 2 dirige ${q} a construir recursos y a defender lo que valoras, y tu iniciativa se activa cuando está en juego tu autonomía.`,
      (q) => `Con Marte en la casa 3, ${q} se expresa en palabras: debates con pasión, piensas rápido y te mueves mucho por tu entorno.`,
      (q) => `Marte en la casa 4 vuelca ${q} en el hogar y la familia: puedes ser el motor de tu casa, y conviene que las tensiones domésticas encuentren cauce.`,
      (q) => `Marte en la casa 5 pone ${q} en el juego, el deporte, el romance y la creación: te mueve lo que te divierte y te permite expresarte.`,
      (q) => `Con Marte en la casa 6, ${q} se vuelca en el trabajo diario, y el movimiento físico regular te ayuda a canalizar la tensión de cada jornada.`,
      (q) => `Marte en la casa 7 lleva ${q} a las relaciones: atraes personas de carácter fuerte y aprendes a negociar sin perder tu posición.`,
      (q) => `Marte en la casa 8 lleva ${q} a lo hondo: tu deseo es intenso y capaz de atravesar crisis, y tu fuerza aparece cuando hay algo profundo en juego.`,
      (q) => `Con Marte en la casa 9, ${q} se pone al servicio de tus convicciones: defiendes tus ideas con vehemencia y te motivan los viajes, los estudios y las causas con sentido.`,
      (q) => `Marte en la casa 10 hace visible ${q}: quieres conquistar metas profesionales y tomar la iniciativa en el ámbito público.`,
      (q) => `Marte en la casa 11 pone ${q} al servicio de proyectos colectivos, y te implicas con fuerza en los grupos y las causas que compartes.`,
      (q) => `Con Marte en la casa 12, ${q} trabaja entre bastidores: actúas mejor en soledad o al servicio de algo mayor, y reconocer tu enfado evita que se vuelva contra ti.`,
    ],
  },
  other: {
    sign: {
      aries: [
        'Aries es uno de los domicilios de Marte, y su impulso sale sin rodeos: es directo, valiente y competitivo, y actúa en cuanto decide.',
        'Marte está en su domicilio de Aries: su energía arranca con fuerza, y dirigirla a proyectos concretos evita que se consuma en impaciencia.',
        'Con Marte en su domicilio, Aries, le crecen las ganas ante un reto, y su valentía es real; aprender a esperar el momento la vuelve imparable.',
      ],
      taurus: [
        'Tauro es el exilio de Marte, frente a Escorpio: su energía prefiere la constancia al ataque directo, y tarda en ponerse en marcha, pero una vez en movimiento ya no hay quien frene su avance.',
        'Con Marte en el exilio de Tauro tiene una resistencia enorme y defiende lo suyo con firmeza, y la terquedad es la sombra de esa misma fuerza.',
        'En Tauro Marte está en su exilio, y su impulso es lento y tenaz: no se mueve por presión, sino por convicción, y cuando empuja, llega.',
      ],
      gemini: [
        'Actúa a través de la palabra y la mente: debate, negocia y mueve varias cosas a la vez.',
        'Su energía es versátil y nerviosa, y el ejercicio físico le ayuda a bajar la tensión mental.',
        'Con Marte en Géminis le activan los retos de ingenio, y su peligro es abrir más frentes de los que puede atender.',
      ],
      cancer: [
        'Cáncer es la caída de Marte: su manera de actuar está teñida de emoción, y se mueve con más fuerza cuando defiende a su gente que cuando pelea por sí.',
        'Con Marte en su caída, en Cáncer, a veces el enfado sale de lado en vez de directo, y nombrarlo a tiempo le da claridad.',
        'En Cáncer Marte está en su caída, y su fuerza es protectora antes que ofensiva: pelea por su casa y por su gente, y le cuesta más reclamar para sí.',
      ],
      leo: [
        'Actúa con orgullo, pasión y un deseo genuino de dejar huella.',
        'Su energía es cálida y contagiosa: lo que le ilusiona es su motor, y le cuesta sostener lo que no le deja expresarse.',
        'Con Marte en Leo pone el corazón en lo que hace y le gusta que se note, y su fuerza crece cuando la comparte en lugar de exhibirla.',
      ],
      virgo: [
        'Su energía es metódica y precisa: rinde más con un plan claro y tareas bien definidas.',
        'Puede trabajar con enorme dedicación, siempre que el esfuerzo no se vuelva exigencia sin pausa.',
        'Con Marte en Virgo actúa mejorando lo que toca, y su fuerza está en la constancia del detalle más que en el gesto heroico.',
      ],
      libra: [
        'Libra es el exilio de Marte, frente a Aries: actúa buscando el acuerdo, y el conflicto abierto le incomoda.',
        'Con Marte en el exilio de Libra su fuerza aparece cuando defiende algo justo, y decir lo que quiere sin rodeos también es una forma de equilibrio.',
        'En Libra Marte está en su exilio, y su energía se mueve en relación con los demás: encontrar su propia manera de afirmarse es una de sus tareas importantes.',
      ],
      scorpio: [
        'Escorpio es uno de los domicilios de Marte, y aquí su voluntad se vuelve honda y estratégica: no se rinde con facilidad y sabe esperar el momento justo.',
        'Marte está en su domicilio de Escorpio: cuando algo le importa, su capacidad de concentración y de regenerarse es extraordinaria.',
        'Con Marte en su domicilio, Escorpio, su deseo es intenso y callado, y su fuerza se nota más en lo que resiste que en lo que muestra.',
      ],
      sagittarius: [
        'Los ideales, los viajes y las causas en que cree son su motor, y actúa con un entusiasmo contagioso.',
        'Su riesgo es la dispersión, y comprometerse con menos frentes multiplica su alcance.',
        'Con Marte en Sagitario necesita una meta que valga la pena, y cuando la tiene, su energía no conoce fronteras.',
      ],
      capricorn: [
        'Capricornio es la exaltación de Marte: su energía se vuelve disciplinada y ambiciosa, capaz de fijarse metas y de sostener esfuerzos largos con paciencia.',
        'Con Marte exaltado en Capricornio su fuerza está en la constancia, y descansar también forma parte de la estrategia.',
        'En Capricornio Marte alcanza su exaltación, y actúa con cabeza fría: sube paso a paso, y su eficacia se gana el respeto de los demás.',
      ],
      aquarius: [
        'Actúa de forma independiente y poco convencional, y todo lo que toca la libertad y lo colectivo pone en marcha su voluntad.',
        'La injusticia enciende su energía, y trabajar en grupo sin perder autonomía es su aprendizaje.',
        'Con Marte en Acuario pelea por ideas más que por sí, y le cuesta obedecer una orden que no entiende.',
      ],
      pisces: [
        'Su manera de actuar es intuitiva y fluida: avanza mejor siguiendo una inspiración que un plan rígido.',
        'A veces su energía se dispersa o se pone al servicio de otros, y elegir hacia dónde la dirige es lo que le da fuerza.',
        'Con Marte en Piscis su fuerza es más de resistencia que de choque, y la pone mejor al servicio de algo que le conmueve.',
      ],
    },
    house: [
      (q) => `Marte en la casa 1 pone ${q} en primer plano: su primera reacción es actuar, y la gente percibe su determinación.`,
      (q) => `Marte en la casa 2 dirige ${q} a construir recursos y a defender lo que valora, y su iniciativa se enciende cuando está en juego su autonomía.`,
      (q) => `Con Marte en la casa 3, ${q} se expresa en palabras: debate con pasión, piensa rápido y se mueve mucho por su entorno.`,
      (q) => `Marte en la casa 4 vuelca ${q} en el hogar y la familia: puede ser el motor de su casa, y conviene que las tensiones domésticas encuentren cauce.`,
      (q) => `Marte en la casa 5 pone ${q} en el juego, el deporte, el romance y la creación: se mueve por lo que le divierte y le deja expresarse.`,
      (q) => `Con Marte en la casa 6, ${q} se vuelca en el trabajo diario, y el ejercicio regular le ayuda a descargar la tensión de cada jornada.`,
      (q) => `Marte en la casa 7 lleva ${q} a las relaciones: atrae a personas de carácter fuerte y aprende a negociar sin perder su posición.`,
      (q) => `Marte en la casa 8 lleva ${q} a lo hondo: su deseo es intenso y capaz de atravesar crisis, y su fuerza aparece cuando hay algo profundo en juego.`,
      (q) => `Con Marte en la casa 9, ${q} se pone al servicio de sus convicciones: defiende sus ideas con vehemencia, y los viajes, los estudios y las causas con sentido le motivan.`,
      (q) => `Marte en la casa 10 hace visible ${q}: quiere alcanzar metas profesionales y tomar la iniciativa en el ámbito público.`,
      (q) => `Marte en la casa 11 pone ${q} al servicio de proyectos colectivos, y se implica con fuerza en los grupos y las causas que comparte.`,
      (q) => `Con Marte en la casa 12, ${q} trabaja entre bastidores: actúa mejor en soledad o al servicio de algo mayor, y reconocer su enfado evita que se vuelva contra sí.`,
    ],
  },
};
