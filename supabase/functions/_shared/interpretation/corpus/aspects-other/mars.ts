import type { PairTexts } from '../aspects/types.ts';

// Mars with Jupiter to Pluto and the angles for someone else's chart, in the third person (aspects/mars.ts
// speaks to the owner). Written anew and gender-neutral, so each passage reads as Spanish on its own.

export const OTHER_MARS_ASPECTS: Record<string, PairTexts> = {
  'mars-jupiter': {
    conjunction:
      'Le sobra energía para las grandes empresas: entusiasmo, audacia y una confianza en sus propias fuerzas que le lanza a proyectos ambiciosos. Le atraen el deporte, la aventura y la defensa de causas justas. El peligro está en sobrestimar su resistencia o querer abarcar demasiado. Con un plan y algo de descanso, este aspecto le convierte en una fuerza capaz de movilizar a otros.',
    flowing:
      'Su acción tiene rumbo y buena estrella: cuando se pone en marcha, las cosas suelen salir bien, y sabe aprovechar el impulso del momento. Posee vitalidad, espíritu deportivo y un valor alegre. Es una combinación propicia para emprender, dirigir equipos o defender ideales con eficacia y sin rencor.',
    tense:
      'Su energía tiende a desbordarse: se compromete con demasiadas cosas, corre riesgos innecesarios o defiende sus convicciones con más vehemencia de la que pide la situación. Detrás late un enorme deseo de crecer. Escoger una meta cada vez, y medir sus fuerzas, transforma esa impaciencia en un empuje admirable.',
  },
  'mars-saturn': {
    conjunction:
      'Su energía funciona con el freno de mano puesto: avanza con cautela, se exige mucho y acumula tensión cuando las cosas no salen como esperaba. A cambio, posee una resistencia poco común y una capacidad de trabajo disciplinada. Aprender a soltar el freno a tiempo, y a descargar el cuerpo, evita que la fuerza contenida se convierta en rigidez o en un enfado frío.',
    flowing:
      'Tiene constancia y dominio de sí: sabe dosificar la energía, sostener esfuerzos largos y trabajar con precisión. Es una combinación excelente para oficios que exigen disciplina, técnica o resistencia física. No se mueve a arranques: termina lo que empieza, y eso le da fama de eficacia.',
    tense:
      'Siente que le frenan, o se frena: obstáculos, autoridades rígidas o miedo a equivocarse al actuar. La frustración puede acumularse hasta estallar o transformarse en agotamiento. Es un aspecto exigente que, con los años, deja una fortaleza notable. La clave está en aceptar el ritmo lento de ciertos logros sin renunciar a perseguirlos.',
  },
  'mars-uranus': {
    conjunction:
      'Actúa de forma súbita e independiente: decide en segundos, rompe con lo que le limita y no tolera recibir órdenes. Tiene inventiva, valor y una energía eléctrica. También puede sufrir percances por las prisas o provocar rupturas impulsivas. Contar con proyectos propios, en los que goce de libertad, canaliza esa fuerza hacia la innovación.',
    flowing:
      'Sus reflejos son rápidos y su manera de actuar, original: se adapta a los imprevistos y da con soluciones poco convencionales. Su audacia nace de la creatividad, no de la temeridad. Este aspecto favorece la tecnología, los deportes de reacción y cualquier tarea en la que haya que improvisar con eficacia.',
    tense:
      'Su energía es explosiva: se rebela ante el control, cambia de planes sin avisar o se lanza a situaciones arriesgadas. Puede acumular tensión nerviosa y costarle sostener una rutina. Dar con actividades que canalicen su necesidad de libertad y de adrenalina, con algo de prudencia, transforma esa chispa en una valentía inventiva.',
  },
  'mars-neptune': {
    conjunction:
      'Su energía se mueve por ideales: actúa por una causa, un sueño o una inspiración más que por ambición personal. Tiene talento para el arte, la danza o la ayuda desinteresada. A veces no sabe bien qué quiere, o le flaquean las fuerzas cuando la motivación se desvanece. Ligar su acción a algo que le conmueva le devuelve el impulso.',
    flowing:
      'Actúa con sensibilidad: pone su energía al servicio de causas compasivas, del arte o de la espiritualidad, y una intuición fina guía sus movimientos. Este aspecto favorece la danza, la música, la natación y el trabajo solidario. Su fuerza es suave, y no por ello menos eficaz.',
    tense:
      'Su energía tiende a dispersarse: cansancio sin motivo claro, dudas sobre lo que desea o una inclinación a esquivar el conflicto por caminos indirectos. También puede luchar por causas perdidas o dejarse llevar por otros. Cuidar el cuerpo, fijar metas concretas y fiarse de su intuición sin huir de la realidad le devuelve el rumbo.',
  },
  'mars-pluto': {
    conjunction:
      'Posee una fuerza interior formidable: determinación, aguante y una capacidad de renacer después de cada crisis. Cuando desea algo, lo persigue con una intensidad absoluta. Puede inclinarse a las luchas de poder o a reprimir una ira que después estalla. Orientada hacia metas valiosas, esta energía consigue lo que parecía imposible.',
    flowing:
      'Sabe movilizar recursos profundos cuando hace falta: tiene aguante, concentración y valor para afrontar situaciones difíciles. Su energía se regenera deprisa, incluso tras temporadas agotadoras. Es un aspecto muy eficaz para la investigación, los oficios de precisión, el deporte de alta exigencia o cualquier labor de transformación.',
    tense:
      'La intensidad de su deseo puede chocar con la de otros: pulsos de poder, competencia dura o una ira difícil de expresar de forma sana. A veces las situaciones de choque parecen buscarle. Trabajar su relación con la fuerza, mediante el deporte, la terapia o una disciplina exigente, transforma esa presión en una voluntad casi imparable.',
  },
  'mars-ascendant': {
    conjunction:
      'Su presencia es enérgica y directa: la gente percibe en esta persona fuerza, decisión y cierta impaciencia. Tiene vitalidad física y gusto por competir, y la pasividad le irrita. Es frecuente que ponga en marcha los proyectos y que otros le sigan. Suavizar la brusquedad de los primeros encuentros le abre muchas puertas.',
    flowing:
      'Su manera de presentarse transmite iniciativa y confianza: actúa con decisión, y eso inspira a los demás. Tiene energía física, un cuerpo que responde bien al ejercicio y se repone pronto de los tropiezos. Es un aspecto que favorece el liderazgo natural y la capacidad de defenderse sin agresividad.',
    tense:
      'Su energía puede provocar roces en los primeros contactos: la gente le percibe más desafiante de lo que pretende. Reconocer su deseo como propio, en vez de proyectarlo en otros, suaviza esas batallas.',
    opposition:
      'En la oposición, Marte está cerca del Descendente, y los conflictos surgen sobre todo con la pareja o con socios, que le devuelven el reflejo de su propia fuerza.',
    square:
      'En la cuadratura, Marte se encuentra cerca del Medio Cielo o del Fondo del Cielo, y la pugna se desplaza a la carrera o al hogar: le conviene que la ambición no convierta cada desacuerdo en un pulso.',
  },
  'mars-midheaven': {
    conjunction:
      'Su vocación reclama movimiento: encaja en profesiones competitivas, deportivas, técnicas o de emprendimiento, donde la iniciativa salta a la vista. Tiene ambición y energía para abrirse camino. Puede chocar con la autoridad hasta ocupar un puesto donde sea quien decide. Su reputación se construye a fuerza de hacer.',
    flowing:
      'Su energía impulsa la carrera con eficacia: sabe fijarse metas, trabajar duro y tomar decisiones profesionales valientes. Los demás le asocian con la capacidad de hacer que las cosas sucedan, y acuden a esta persona cuando un proyecto se atasca. Es un aspecto que facilita ascensos, emprendimientos y cualquier camino en el que se premie el esfuerzo.',
    tense:
      'Su trayectoria profesional puede estar marcada por choques con superiores o por una competencia feroz. Elegir con estrategia las batallas laborales evita que su fuerza se desgaste en conflictos.',
    opposition:
      'En la oposición, Marte se aproxima al fondo de la carta, y la energía se concentra en el hogar y la familia, a veces con tensiones domésticas.',
    square:
      'En la cuadratura, Marte está cerca del Ascendente o del Descendente: su manera de entrar en escena es combativa, o las peleas llegan a través de socios, y eso acaba pesando en su reputación profesional.',
  },
};
