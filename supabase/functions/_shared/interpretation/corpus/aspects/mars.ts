import type { PairTexts } from './types.ts';

// Mars with Jupiter to Pluto and the angles.

export const MARS_ASPECTS: Record<string, PairTexts> = {
  'mars-jupiter': {
    conjunction:
      'Tienes energía para grandes empresas: entusiasmo, audacia y una fe en tus fuerzas que te lanza a proyectos ambiciosos. Te atraen el deporte, la aventura y las causas justas. El riesgo está en sobreestimar tu resistencia o abarcar demasiado. Con un plan y algo de descanso, este aspecto hace de ti una fuerza capaz de mover a otros.',
    flowing:
      'Tu acción tiene rumbo y suerte: cuando te mueves, las cosas suelen salir bien, y sabes aprovechar el impulso del momento. Tienes vitalidad, espíritu deportivo y un coraje alegre. Es una buena combinación para emprender, liderar equipos o defender ideales con eficacia y sin rencor.',
    tense:
      'Tu energía tiende al exceso: te comprometes con demasiadas cosas, asumes riesgos innecesarios o defiendes tus convicciones con más vehemencia de la que la situación pide. Detrás hay un enorme deseo de crecer. Elegir una meta a la vez, y medir tus fuerzas, convierte esta impaciencia en un empuje admirable.',
  },
  'mars-saturn': {
    conjunction:
      'Tu energía funciona con freno de mano: avanzas con cautela, te exiges mucho y acumulas tensión cuando las cosas no salen como esperabas. Pero también tienes una resistencia fuera de lo común y una capacidad de trabajo disciplinada. Aprender a soltar el freno a tiempo, y a descargar el cuerpo, evita que la fuerza contenida se vuelva rigidez o enfado frío.',
    flowing:
      'Tienes constancia y control: sabes dosificar tu energía, aguantar esfuerzos largos y trabajar con precisión. Es una combinación excelente para oficios que piden disciplina, técnica o resistencia física. No eres de arranques; eres de quienes terminan, y eso te da una reputación de persona eficaz.',
    tense:
      'Sientes que te frenan, o te frenas: obstáculos, autoridad rígida o miedo a equivocarte cuando actúas. La frustración puede acumularse hasta estallar o convertirse en cansancio. Es un aspecto exigente que, con los años, da una fortaleza notable. Aceptar el ritmo lento de ciertos logros, sin renunciar a ellos, es la clave.',
  },
  'mars-uranus': {
    conjunction:
      'Actúas de forma súbita e independiente: tomas decisiones en segundos, rompes con lo que te limita y no toleras que te den órdenes. Tienes inventiva, valor y una energía eléctrica. También puede haber accidentes por prisa o rupturas impulsivas. Darte proyectos propios donde seas libre canaliza esta fuerza en innovación.',
    flowing:
      'Tienes reflejos rápidos y una forma original de actuar: te adaptas a los imprevistos y encuentras soluciones poco convencionales. Tu valor es creativo, no temerario. Es un aspecto que favorece la tecnología, el deporte de reacción y cualquier actividad donde hay que improvisar con eficacia.',
    tense:
      'Tu energía es explosiva: te rebelas ante el control, cambias de planes sin aviso o te precipitas en situaciones arriesgadas. Puede haber tensión nerviosa y dificultad para sostener la rutina. Encontrar actividades que den salida a tu necesidad de libertad y de adrenalina, con algo de prudencia, convierte esta chispa en audacia creativa.',
  },
  'mars-neptune': {
    conjunction:
      'Tu energía se mueve por ideales: actúas por una causa, un sueño o una inspiración, más que por ambición personal. Tienes talento para el arte, la danza o la ayuda desinteresada. A veces cuesta saber qué quieres o te falta fuerza cuando la motivación se diluye. Vincular tu acción a algo que te conmueva te devuelve el impulso.',
    flowing:
      'Sabes actuar con sensibilidad: tu energía sirve a causas compasivas, al arte o a la espiritualidad, y tienes una intuición que guía tus movimientos. Es un aspecto que favorece la danza, la música, la natación y el trabajo solidario. Tu fuerza es suave, pero no por eso menos eficaz.',
    tense:
      'Tu energía puede dispersarse: cansancio sin causa clara, dudas sobre tus deseos o tendencia a evitar el conflicto por vías indirectas. También puedes luchar por causas perdidas o dejarte arrastrar por otros. Cuidar el cuerpo, definir metas concretas y confiar en tu intuición sin evadirte te devuelve el rumbo.',
  },
  'mars-pluto': {
    conjunction:
      'Tienes una fuerza interior formidable: determinación, resistencia y una capacidad para renacer tras las crisis. Cuando deseas algo, vas a por ello con una intensidad total. Puede haber tendencia a la lucha de poder o a reprimir una ira que luego explota. Dirigida hacia metas valiosas, esta energía logra lo que parecía imposible.',
    flowing:
      'Sabes movilizar recursos profundos cuando hace falta: tienes resistencia, concentración y valor para enfrentar situaciones difíciles. Tu energía se regenera rápido, incluso después de temporadas agotadoras. Es un aspecto de gran eficacia para la investigación, la cirugía, el deporte de alta exigencia o cualquier trabajo de transformación.',
    tense:
      'La intensidad de tu deseo puede chocar con el de otros: conflictos de poder, competencia dura o una ira que cuesta expresar de forma sana. A veces atraes situaciones de enfrentamiento. Trabajar tu relación con la fuerza, con deporte, terapia o una disciplina exigente, transforma esta presión en una voluntad casi imparable.',
  },
  'mars-ascendant': {
    conjunction:
      'Tu presencia es enérgica y directa: la gente te percibe con fuerza, decisión y cierta impaciencia. Tienes vitalidad física, gusto por la competencia y poca tolerancia a la pasividad. Es frecuente que arranques los proyectos y que otros te sigan. Moderar la brusquedad de los primeros encuentros te abre muchas puertas.',
    flowing:
      'Tu forma de presentarte transmite iniciativa y confianza: actúas con decisión y eso inspira a los demás. Tienes energía física y un cuerpo que responde bien al ejercicio, y te recuperas pronto de los tropiezos. Es un aspecto que favorece el liderazgo natural y la capacidad de defenderte sin agresividad.',
    tense:
      'Tu energía puede generar roces en los primeros contactos: la gente te percibe más desafiante de lo que pretendes. Asumir tu deseo como propio, en lugar de proyectarlo, suaviza esas batallas.',
    opposition:
      'En la oposición, Marte se sitúa cerca del Descendente y los conflictos aparecen sobre todo en pareja o con socios, que reflejan tu propia fuerza.',
    square:
      'En la cuadratura, Marte se sitúa cerca del Medio Cielo o del Fondo del Cielo, y la lucha se traslada a la carrera o a la casa: conviene que tu ambición no convierta cada desacuerdo en una prueba de fuerza.',
  },
  'mars-midheaven': {
    conjunction:
      'Tu vocación pide acción: te va bien en profesiones competitivas, deportivas, técnicas o emprendedoras, donde la iniciativa se nota. Tienes ambición y energía para abrirte paso. Es posible que tengas conflictos con la autoridad hasta que ocupes un lugar donde decides tú. Tu reputación se construye a base de hacer.',
    flowing:
      'Tu energía empuja tu carrera con eficacia: sabes fijarte metas, trabajar duro y tomar decisiones profesionales valientes. La gente te asocia con la capacidad de hacer que las cosas ocurran, y te buscan cuando un proyecto está atascado. Es un aspecto que facilita ascensos, emprendimientos y cualquier camino que premie el esfuerzo.',
    tense:
      'Tu carrera puede estar marcada por choques con superiores o por una competencia intensa. Elegir batallas profesionales con estrategia evita que la fuerza se desgaste en conflictos.',
    opposition:
      'En la oposición, Marte se acerca al fondo de la carta y la energía se concentra en la casa y la familia, a veces con tensiones domésticas.',
    square:
      'En la cuadratura, Marte está cerca del Ascendente o del Descendente: tu forma de entrar en escena es combativa, o las peleas llegan a través de socios, y eso termina afectando a tu reputación profesional.',
  },
};
