import type { PlacementCorpus } from './types.ts';

// The Sun by sign and by house, in both voices. Each sign has three readings of one sentence (the paragraph uses one,
// chosen from the chart); each house passage reads the sign's quality in that house.

export const SUN: PlacementCorpus = {
  self: {
    sign: {
      aries: [
        'Aries es la exaltación del Sol, el signo donde la tradición lo veía más alto, y tu identidad se enciende al empezar: te atreves, das el primer paso sin esperar permiso y necesitas retos reales, no simulacros.',
        'Con el Sol exaltado en Aries te sientes con vida cuando hay algo que conquistar, y parte de tu camino es distinguir la valentía de la prisa y descubrir que quedarse, cuando algo pide paciencia, también es coraje.',
        'En Aries el Sol alcanza su exaltación y te da una voluntad que arranca antes que la duda: lideras por instinto, y aprendes a sostener lo que empiezas tanto como disfrutas abriéndolo.',
      ],
      taurus: [
        'Tu identidad te pide construir una vida que puedas tocar: rutinas que sostengan, vínculos que duren y placeres sencillos que te devuelvan al cuerpo.',
        'Tu fuerza es la constancia, y donde otros se dispersan tú sigues cultivando; el reto es no confundir la seguridad con la inmovilidad y dejar que lo valioso también cambie de forma.',
        'Con el Sol en Tauro te afirmas despacio y sin ruido, y lo que eliges lo sostienes durante años: tu calma es un lugar donde otros descansan, siempre que no se vuelva terquedad.',
      ],
      gemini: [
        'Vives de la curiosidad: te sientes con vida cuando aprendes, conversas y unes ideas que nadie había puesto juntas.',
        'Tu identidad es plural, y eso no es un defecto sino una manera de habitar el mundo desde varias ventanas; crecer, para ti, es quedarte con una pregunta el tiempo suficiente para que te transforme.',
        'Con el Sol en Géminis te defines más por lo que preguntas que por lo que afirmas, y necesitas movimiento, intercambio y gente variada para sentirte en tu centro.',
      ],
      cancer: [
        'Tu identidad se forma en torno al cuidado: de tu gente, de tu memoria y de los lugares donde te sientes en casa.',
        'Percibes el clima emocional de una habitación antes de que nadie hable, y tu desafío es tratarte con la misma ternura que ofreces, porque la sensibilidad bien protegida es una forma de fortaleza.',
        'Con el Sol en Cáncer, lo que te da sentido es proteger y pertenecer: tu fuerza nace de los vínculos y crece cuando te permites pedir el cuidado que das.',
      ],
      leo: [
        'En Leo el Sol está en su domicilio, el signo que rige, y te da un centro luminoso: necesitas crear, expresarte y poner el corazón en lo que haces.',
        'El Sol rige Leo, su domicilio, y tu generosidad florece cuando sientes que tu presencia cuenta; el aprendizaje está en brillar sin depender del aplauso, porque tu luz no necesita permiso.',
        'Con el Sol en su domicilio de Leo tienes una calidez que se nota al entrar en una habitación, y te apagas cuando te obligas a ser menos de lo que eres.',
      ],
      virgo: [
        'Encuentras sentido en lo bien hecho: observar, afinar, ordenar y resultar útil de verdad.',
        'Tienes una inteligencia práctica que detecta enseguida lo que falta o lo que sobra, y te toca aplicarte la comprensión que regalas a los demás y aceptar que lo imperfecto también puede estar vivo.',
        'Con el Sol en Virgo tu identidad se afirma en los detalles y en el oficio; te realizas mejorando las cosas, siempre que la exigencia no se vuelva contra ti.',
      ],
      libra: [
        'La tradición llama a Libra la caída del Sol porque aquí la voluntad se mide con la de los demás, y tú te descubres en el encuentro: la relación, la conversación y la belleza son tu forma de entender quién eres.',
        'Libra es la caída del Sol, y tu sentido fino de la justicia convive con el riesgo de perder tu voz por mantener la armonía; a veces el equilibrio verdadero empieza con un desacuerdo honesto.',
        'Con el Sol en su caída, en Libra, tu identidad brilla en pareja y en diálogo, y tu tarea es decidir desde tu centro sin dejar de escuchar.',
      ],
      scorpio: [
        'Tu identidad es intensa y profunda, poco interesada en las superficies: buscas la verdad emocional de las cosas aunque incomode.',
        'Tienes una capacidad notable para atravesar crisis que desarmarían a cualquiera, y tu camino pasa por confiar sin controlarlo todo y descubrir que soltar también es una forma de poder.',
        'Con el Sol en Escorpio te afirmas en lo hondo y en lo verdadero; lo que vives lo vives del todo, y cada final te deja más temple.',
      ],
      sagittarius: [
        'Tu identidad necesita horizonte: viajes, ideas, creencias y preguntas grandes que den sentido a lo cotidiano.',
        'Contagias entusiasmo y tienes una fe natural en que la vida puede ampliarse; te corresponde sostener tus verdades con humildad y descubrir que la aventura también cabe en lo cercano.',
        'Con el Sol en Sagitario te sientes en tu centro cuando algo te entusiasma y te abre camino, y creces cuando aprendes a quedarte lo suficiente para profundizar.',
      ],
      capricorn: [
        'Capricornio te orienta hacia lo que permanece: metas a largo plazo, responsabilidades asumidas y logros que se levantan piedra a piedra.',
        'Tu seriedad suele esconder un humor seco y una ternura que reservas para quien se la gana; conviene que no midas tu valor solo por lo que consigues y que te des permiso para disfrutar del camino.',
        'Con el Sol en Capricornio te afirmas asumiendo y construyendo: la autoridad te llega con los años, y aprender a descansar sin culpa forma parte de tu obra.',
      ],
      aquarius: [
        'Acuario, frente a Leo, es el exilio del Sol: tu identidad brilla más en el grupo y en las ideas que en el protagonismo, y te empuja a pensar con libertad y a cuestionar lo que todo el mundo da por hecho.',
        'En Acuario el Sol está en su exilio, y tú cuidas las causas colectivas, las amistades elegidas y el futuro que todavía no existe; ocupar tu propio centro sin culpa es parte del camino.',
        'Con el Sol en el exilio de Acuario tu originalidad es tu firma, y te toca no alejarte de tus emociones en nombre de la razón.',
      ],
      pisces: [
        'Tu identidad es porosa y compasiva: sientes lo que sienten los demás y percibes conexiones que no siempre se pueden explicar.',
        'La imaginación, el arte y la espiritualidad son territorios donde te reconoces, y poner límites amables evita que tu sensibilidad se diluya.',
        'Con el Sol en Piscis te afirmas más por lo que intuyes que por lo que demuestras, y lo que sientes toma forma cuando le das un cauce concreto.',
      ],
    },
    house: [
      (q) => `En la casa 1, ${q} se muestra sin filtros: tu identidad se nota en tu presencia, en tu forma de empezar y en la huella personal que dejas en lo que tocas.`,
      (q) => `En la casa 2, ${q} se pone a prueba en lo que valoras y en tus talentos: descubrir qué sabes hacer y cuánto vale te ayuda a saber quién eres.`,
      (q) => `En la casa 3, ${q} brilla en la conversación, el aprendizaje y los vínculos cercanos: hablar, escribir, enseñar o recorrer tu entorno te da vitalidad.`,
      (q) => `En la casa 4, ${q} se vuelve hacia lo íntimo: el hogar, la familia y tus raíces son el escenario donde más te reconoces, aunque no siempre se vea desde fuera.`,
      (q) => `En la casa 5, ${q} pide crear, jugar y amar: la expresión personal, el arte, el romance o el contacto con la infancia encienden lo mejor de ti.`,
      (q) => `En la casa 6, ${q} se realiza a través del trabajo diario, del servicio y de los hábitos: resultar útil y mejorar cómo se hacen las cosas te da sentido.`,
      (q) => `En la casa 7, ${q} se ilumina en el encuentro: la pareja, las alianzas y los acuerdos son espejos donde aprendes quién eres.`,
      (q) => `En la casa 8, ${q} se dirige hacia lo profundo: la intimidad, lo que compartes con otros y los procesos de transformación son tu terreno de crecimiento.`,
      (q) => `En la casa 9, ${q} busca sentido más allá de lo conocido: viajes, estudios, filosofía y creencias son el camino por el que tu identidad se expande.`,
      (q) => `En la casa 10, ${q} apunta a la vocación y a la vida pública: quieres que tu trabajo en el mundo refleje quién eres y deje una huella reconocible.`,
      (q) => `En la casa 11, ${q} brilla en compañía: las amistades, los grupos y los proyectos de futuro son el lugar donde tu identidad encuentra un propósito compartido.`,
      (q) => `En la casa 12, ${q} trabaja en silencio: la vida interior, la espiritualidad, el retiro y la ayuda discreta a otros son tu manera de brillar.`,
    ],
  },
  other: {
    sign: {
      aries: [
        'Aries es la exaltación del Sol, el signo donde la tradición lo veía más alto, y su identidad se enciende al empezar: se atreve, da el primer paso sin esperar permiso y necesita retos reales, no simulacros.',
        'Con el Sol exaltado en Aries se siente con vida cuando hay algo que conquistar, y parte de su camino es distinguir la valentía de la prisa y descubrir que quedarse, cuando algo pide paciencia, también es coraje.',
        'En Aries el Sol alcanza su exaltación y le da una voluntad que arranca antes que la duda: lidera por instinto, y aprende a sostener lo que empieza tanto como disfruta abriéndolo.',
      ],
      taurus: [
        'Su identidad pide una vida que se pueda tocar: rutinas que sostengan, vínculos que duren y placeres sencillos que la devuelvan al cuerpo.',
        'Su fuerza es la constancia, y donde otros se dispersan sigue cultivando; el reto es no confundir la seguridad con la inmovilidad y dejar que lo valioso también cambie de forma.',
        'Con el Sol en Tauro se afirma despacio y sin ruido, y lo que elige lo sostiene durante años: su calma es un lugar donde otros descansan, siempre que no se vuelva terquedad.',
      ],
      gemini: [
        'Vive de la curiosidad: se siente con vida cuando aprende, conversa y une ideas que nadie había puesto juntas.',
        'Su identidad es plural, y eso no es un defecto sino una manera de habitar el mundo desde varias ventanas; crecer, en su caso, es quedarse con una pregunta el tiempo suficiente para que deje huella.',
        'Con el Sol en Géminis se define más por lo que pregunta que por lo que afirma, y necesita movimiento, intercambio y gente variada para sentirse en su centro.',
      ],
      cancer: [
        'Su identidad se forma en torno al cuidado: de su gente, de su memoria y de los lugares donde se siente en casa.',
        'Percibe el clima emocional de una habitación antes de que nadie hable, y su desafío es tratarse con la misma ternura que ofrece, porque la sensibilidad bien protegida es una forma de fortaleza.',
        'Con el Sol en Cáncer, lo que le da sentido es proteger y pertenecer: su fuerza nace de los vínculos y crece cuando se permite pedir el cuidado que da.',
      ],
      leo: [
        'En Leo el Sol está en su domicilio, el signo que rige, y le da un centro luminoso: necesita crear, expresarse y poner el corazón en lo que hace.',
        'El Sol rige Leo, su domicilio, y su generosidad florece cuando siente que su presencia cuenta; el aprendizaje está en brillar sin depender del aplauso, porque esa luz no necesita permiso.',
        'Con el Sol en su domicilio de Leo tiene una calidez que se nota al entrar en una habitación, y se apaga cuando se obliga a ser menos de lo que es.',
      ],
      virgo: [
        'Encuentra sentido en lo bien hecho: observar, afinar, ordenar y resultar útil de verdad.',
        'Tiene una inteligencia práctica que detecta enseguida lo que falta o lo que sobra, y le toca aplicarse la comprensión que regala a los demás y aceptar que lo imperfecto también puede estar vivo.',
        'Con el Sol en Virgo su identidad se afirma en los detalles y en el oficio; se realiza mejorando las cosas, siempre que la exigencia no se vuelva contra su propia persona.',
      ],
      libra: [
        'La tradición llama a Libra la caída del Sol porque aquí la voluntad se mide con la de los demás, y esta persona se descubre en el encuentro: la relación, la conversación y la belleza son su forma de entender quién es.',
        'Libra es la caída del Sol, y su sentido fino de la justicia convive con el riesgo de perder la propia voz por mantener la armonía; a veces el equilibrio verdadero empieza con un desacuerdo honesto.',
        'Con el Sol en su caída, en Libra, su identidad brilla en pareja y en diálogo, y su tarea es decidir desde su centro sin dejar de escuchar.',
      ],
      scorpio: [
        'Su identidad es intensa y profunda, poco interesada en las superficies: busca la verdad emocional de las cosas aunque incomode.',
        'Tiene una capacidad notable para atravesar crisis que desarmarían a cualquiera, y su camino pasa por confiar sin controlarlo todo y descubrir que soltar también es una forma de poder.',
        'Con el Sol en Escorpio se afirma en lo hondo y en lo verdadero; lo que vive lo vive del todo, y cada final le deja más temple.',
      ],
      sagittarius: [
        'Su identidad necesita horizonte: viajes, ideas, creencias y preguntas grandes que den sentido a lo cotidiano.',
        'Contagia entusiasmo y tiene una fe natural en que la vida puede ampliarse; le corresponde sostener sus verdades con humildad y descubrir que la aventura también cabe en lo cercano.',
        'Con el Sol en Sagitario se siente en su centro cuando algo le entusiasma y le abre camino, y crece cuando aprende a quedarse lo suficiente para profundizar.',
      ],
      capricorn: [
        'Capricornio orienta su vida hacia lo que permanece: metas a largo plazo, responsabilidades asumidas y logros que se levantan piedra a piedra.',
        'Su seriedad suele esconder un humor seco y una ternura que reserva para quien se la gana; le conviene no medir su valor solo por lo que consigue y darse permiso para disfrutar del camino.',
        'Con el Sol en Capricornio se afirma asumiendo y construyendo: la autoridad le llega con los años, y aprender a descansar sin culpa forma parte de su obra.',
      ],
      aquarius: [
        'Acuario, frente a Leo, es el exilio del Sol: su identidad brilla más en el grupo y en las ideas que en el protagonismo, y su impulso es pensar con libertad y cuestionar lo que todo el mundo da por hecho.',
        'En Acuario el Sol está en su exilio, y esta persona cuida las causas colectivas, las amistades elegidas y el futuro que todavía no existe; ocupar su propio centro sin culpa es parte del camino.',
        'Con el Sol en el exilio de Acuario su originalidad es su firma, y le toca no alejarse de sus emociones en nombre de la razón.',
      ],
      pisces: [
        'Su identidad es porosa y compasiva: siente lo que sienten los demás y percibe conexiones que no siempre se pueden explicar.',
        'La imaginación, el arte y la espiritualidad son territorios donde se reconoce, y poner límites amables evita que su sensibilidad se diluya.',
        'Con el Sol en Piscis se afirma más por lo que intuye que por lo que demuestra, y lo que siente toma forma cuando le da un cauce concreto.',
      ],
    },
    house: [
      (q) => `En la casa 1, ${q} se deja ver sin filtros: su identidad se nota en su presencia, en su manera de empezar y en el sello personal que deja en lo que toca.`,
      (q) => `En la casa 2, ${q} se pone a prueba en lo que valora y en sus talentos: descubrir qué sabe hacer y cuánto vale le ayuda a saber quién es.`,
      (q) => `En la casa 3, ${q} brilla en la comunicación, el aprendizaje y los vínculos cercanos: hablar, escribir, enseñar o moverse por su entorno le da vitalidad.`,
      (q) => `En la casa 4, ${q} se vuelve hacia lo íntimo: el hogar, la familia y las raíces son el escenario donde más se reconoce, aunque desde fuera no siempre se vea.`,
      (q) => `En la casa 5, ${q} pide crear, jugar y amar: la expresión personal, el arte, el romance o el trato con la infancia sacan lo mejor de su persona.`,
      (q) => `En la casa 6, ${q} se realiza a través del trabajo diario, el servicio y los hábitos: ser útil y mejorar cómo se hacen las cosas le da sentido.`,
      (q) => `En la casa 7, ${q} se ilumina en el encuentro: la pareja, las alianzas y los acuerdos son espejos donde aprende quién es.`,
      (q) => `En la casa 8, ${q} mira hacia lo hondo: la intimidad, lo que comparte con otros y los procesos de transformación son su terreno de crecimiento.`,
      (q) => `En la casa 9, ${q} busca sentido más allá de lo conocido: viajes, estudios, filosofía y creencias son el camino por el que su identidad se ensancha.`,
      (q) => `En la casa 10, ${q} apunta a la vocación y a la vida pública: quiere que su trabajo en el mundo refleje quién es y deje una huella reconocible.`,
      (q) => `En la casa 11, ${q} brilla en compañía: las amistades, los grupos y los proyectos de futuro son donde su identidad encuentra un propósito compartido.`,
      (q) => `En la casa 12, ${q} trabaja en silencio: la vida interior, la espiritualidad, el retiro y la ayuda discreta a otros son su manera de brillar.`,
    ],
  },
};
