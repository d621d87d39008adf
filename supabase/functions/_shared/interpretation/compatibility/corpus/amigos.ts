import { capitalize, de } from '../../../contract/vocabulary.ts';
import { to } from './points.ts';
import type { CategoryCorpus } from './types.ts';

// Amigos: conversation, shared plans, loyalty chosen freely. Nobody owes a friend anything, so every text speaks of
// what keeps two people choosing each other.

export const AMIGOS: CategoryCorpus = {
  headings: {
    opening: (w) => `La amistad entre ${w.a} y ${w.b}`,
    strengths: () => 'Lo que hace fácil pasar tiempo en compañía',
    friction: () => 'Los roces de la amistad',
    houses: () => 'Dónde entra cada cual en la vida de la otra persona',
    closing: () => 'Para que la amistad dure',
  },
  summary: {
    low: [
      (w, g) => `Como amistad, ${w.a} y ${w.b} tienen más aristas que atajos y la viven ${g.heat}: lo que más les acerca es ${g.up}, y lo que más roza, ${g.down}.`,
      (w, g) => `La amistad de ${w.a} y ${w.b} no sale sola, se vive ${g.heat} y se apoya en ${g.up}, mientras ${g.down} les pide paciencia a menudo.`,
      (w, g) => `Dicho en pocas palabras, ${w.a} y ${w.b} son una amistad que hay que elegir cada vez, llevada ${g.heat}, con ${g.up} como puente y ${g.down} como piedra en el camino.`,
    ],
    mid: [
      (w, g) => `Como amistad, ${w.a} y ${w.b} combinan complicidad y diferencia a partes parecidas y la viven ${g.heat}: les une sobre todo ${g.up}, y les separa a ratos ${g.down}.`,
      (w, g) => `La amistad de ${w.a} y ${w.b} tiene tanto de encuentro como de contraste, se vive ${g.heat} y gira en torno ${to(g.up)}, con ${g.down} como el asunto que más conviene cuidar.`,
      (w, g) => `En resumen, ${w.a} y ${w.b} forman una amistad equilibrada, llevada ${g.heat}, que encuentra en ${g.up} su mejor terreno y en ${g.down} su roce más frecuente.`,
    ],
    high: [
      (w, g) => `${w.a} y ${w.b} tienen madera de amistad de las que duran, y la viven ${g.heat}: lo que más les une es ${g.up}, y lo único que pide atención, ${g.down}.`,
      (w, g) => `La amistad de ${w.a} y ${w.b} sale con una facilidad poco común, se vive ${g.heat} y descansa sobre todo en ${g.up}; su punto flaco es ${g.down}.`,
      (w, g) => `En pocas palabras, ${w.a} y ${w.b} se entienden como quien se conoce de siempre, ${g.heat}, con ${g.up} como gran apoyo y ${g.down} como lo que más conviene vigilar.`,
    ],
  },
  heat: { low: 'sin agobios', mid: 'con una implicación sana', high: 'con mucha intensidad' },
  theme: {
    sun: 'la admiración', moon: 'la confianza', mercury: 'la conversación', venus: 'el gusto compartido', mars: 'la energía para los planes',
    jupiter: 'el entusiasmo', saturn: 'la lealtad', uranus: 'la independencia', neptune: 'la imaginación', pluto: 'la hondura',
    trueNode: 'el rumbo de cada cual', ascendant: 'el trato', midheaven: 'la ambición',
  },
  role: {
    sun: 'el deseo de brillar', moon: 'la necesidad de confianza', mercury: 'la forma de hablar', venus: 'el gusto',
    mars: 'el empuje', jupiter: 'el entusiasmo', saturn: 'la lealtad', uranus: 'la rareza',
    neptune: 'la imaginación', pluto: 'la necesidad de hondura', trueNode: 'el rumbo vital', ascendant: 'la manera de presentarse',
    midheaven: 'la ambición',
  },
  fallback: {
    conjunction: [
      (w, f) => `${capitalize(f.pa)} en ${w.sa} coincide con ${f.pb}, y en esta amistad ${f.ra} de ${w.a} y ${f.rb} de ${w.b} se vuelven un tema común, de esos que salen en cada quedada.`,
      (w, f) => `Hay una conjunción entre ${f.pa}, en ${w.sa}, y ${f.pb}: ${f.ra} de ${w.a} se pega ${to(f.rb)} de ${w.b}, y la amistad gana por ahí un rasgo propio que el resto del grupo reconoce enseguida.`,
      (w, f) => `Cuando ${f.pa} en ${w.sa} se junta con ${f.pb}, como aquí, ${f.ra} de ${w.a} y ${f.rb} de ${w.b} se mezclan, y ninguna de las dos personas sale igual de una tarde en compañía.`,
    ],
    flowing: [
      (w, f) => `${capitalize(f.pa)} en ${w.sa} y ${f.pb} en ${w.sb} forman ${w.asp}, así que ${f.ra} de ${w.a} y ${f.rb} de ${w.b} se llevan bien sin proponérselo: una complicidad discreta que hace que quedar siempre apetezca.`,
      (w, f) => `Con ${w.asp} entre ${f.pa}, en ${w.sa}, y ${f.pb}, en ${w.sb}, ${f.ra} de ${w.a} encuentra compañía en ${f.rb} de ${w.b}, y esa sintonía se nota en lo fácil que resulta proponer un plan.`,
      (w, f) => `Entre ${f.pa} en ${w.sa} y ${f.pb} en ${w.sb} hay ${w.asp}: ${f.ra} de ${w.a} y ${f.rb} de ${w.b} se apoyan con naturalidad, un punto a favor de la amistad que casi nadie nombra y todo el mundo disfruta.`,
    ],
    tense: [
      (w, f) => `${capitalize(f.pa)} en ${w.sa} y ${f.pb} en ${w.sb} forman ${w.asp}, y ahí ${f.ra} de ${w.a} raspa con ${f.rb} de ${w.b}: nada que una buena risa a tiempo no suavice.`,
      (w, f) => `Entre ${f.pa}, en ${w.sa}, y ${f.pb}, en ${w.sb}, hay ${w.asp}: ${f.ra} de ${w.a} no siempre casa con ${f.rb} de ${w.b}, y la amistad sale ganando cuando se habla de ello con humor.`,
      (w, f) => `Con ${w.asp} entre ${f.pa} en ${w.sa} y ${f.pb} en ${w.sb}, ${f.ra} de ${w.a} y ${f.rb} de ${w.b} tiran hacia lados distintos; una amistad sincera convierte ese tirón en conversación.`,
    ],
  },
  pairs: {
    'moon-venus': {
      theme: 'el mimo',
      conjunction: [
        (w) => `La Venus de ${w.b} acaricia la Luna de ${w.a} en ${w.sa}, y la amistad tiene una ternura poco habitual: ${w.b} sabe hacer que ${w.a} se sienta en casa. Quedar es, para las dos personas, un pequeño refugio.`,
        (w) => `La Luna de ${w.a} en ${w.sa} recibe de lleno la Venus de ${w.b}: en esta amistad el cariño se nota en los detalles, en el mensaje del día del examen o en la sopa llevada a domicilio. ${w.b} cuida sin hacer ruido, y ${w.a} lo agradece más de lo que dice.`,
      ],
      flowing: [
        (w) => `La Luna de ${w.a} en ${w.sa} y la Venus de ${w.b} en ${w.sb} forman ${w.asp}: hay mimo sin cursilería. Se acuerdan de los cumpleaños, de los nombres de las mascotas y de las cosas pequeñas que a la otra persona le importan.`,
        (w) => `Con ${w.asp} entre la Luna de ${w.a}, en ${w.sa}, y la Venus de ${w.b}, en ${w.sb}, a ${w.a} le sienta bien la compañía de ${w.b} en los días flojos. Un café con esta amistad arregla tardes enteras.`,
        (w) => `Hay ${w.asp} entre la Luna de ${w.a} en ${w.sa} y la Venus de ${w.b} en ${w.sb}, y ${w.b} tiene un don para alegrarle el día a ${w.a}. Esta amistad se cuida con detalles que nadie más nota.`,
      ],
      tense: [
        (w) => `Con ${w.asp} entre la Luna de ${w.a} en ${w.sa} y la Venus de ${w.b} en ${w.sb}, a veces ${w.b} quiere plan y ${w.a} quiere sofá. Aceptar los días de cada cual evita que alguien se sienta fuera de lugar.`,
        (w) => `La Luna de ${w.a}, en ${w.sa}, y la Venus de ${w.b}, en ${w.sb}, forman ${w.asp}: los gestos de cariño de ${w.b} no siempre llegan a ${w.a} como ${w.b} espera. Preguntar qué le apetece hoy a la otra persona vale más que adivinarlo.`,
        (w) => `Para ${w.a}, con la Luna en ${w.sa}, la Venus de ${w.b} en ${w.sb} forma ${w.asp}: los planes que a ${w.b} le encantan a ${w.a} le cansan, o le llegan en un mal momento. Proponer sin insistir deja la puerta abierta.`,
      ],
    },
    'moon-jupiter': {
      theme: 'el ánimo',
      conjunction: [
        (w) => `El Júpiter de ${w.b} se posa sobre la Luna de ${w.a} en ${w.sa}: ${w.b} es la amistad que anima, que quita hierro y que encuentra la parte buena de lo que le pasa a ${w.a}. Después de hablar con ${w.b}, los problemas de ${w.a} parecen más pequeños.`,
        (w) => `La Luna de ${w.a} en ${w.sa} y el Júpiter de ${w.b} coinciden, y de ahí sale una confianza generosa: ${w.a} puede contar sus miedos sin temer un juicio, porque ${w.b} responde con fe. Es una amistad que ensancha.`,
      ],
      flowing: [
        (w) => `Entre la Luna de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb} hay ${w.asp}, y la confianza crece fácil. Con ${w.b}, ${w.a} siente que tiene permiso para ser como es.`,
        (w) => `La Luna de ${w.a}, en ${w.sa}, y el Júpiter de ${w.b}, en ${w.sb}, forman ${w.asp}: cuando ${w.a} se viene abajo, ${w.b} sabe recordarle lo que vale sin quitarle importancia a lo que siente. Pocas amistades consuelan así.`,
        (w) => `Hay ${w.asp} entre la Luna de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb}: cuando ${w.a} duda de sí, ${w.b} le devuelve la perspectiva con una broma o un plan. Es una amistad que sube el ánimo.`,
      ],
      tense: [
        (w) => `La Luna de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb} forman ${w.asp}: el optimismo de ${w.b} puede sonar a que no se toma en serio lo que ${w.a} siente. Escuchar primero y animar después cambia mucho la conversación.`,
        (w) => `Con ${w.asp} entre la Luna de ${w.a}, en ${w.sa}, y el Júpiter de ${w.b}, en ${w.sb}, los ánimos de ${w.b} llegan a veces demasiado pronto, antes de que ${w.a} haya podido desahogarse. Un «cuéntame» vale aquí más que un «no será para tanto».`,
        (w) => `Para ${w.a}, con la Luna en ${w.sa}, el Júpiter de ${w.b} en ${w.sb} forma ${w.asp}, y la alegría de ${w.b} a veces llega en mal momento. Saber cuándo toca fiesta y cuándo toca escuchar es el aprendizaje de esta amistad.`,
      ],
    },
    'sun-venus': {
      theme: 'el aprecio',
      conjunction: [
        (w) => `La Venus de ${w.b} se apoya en el Sol de ${w.a} en ${w.sa}, y eso hace de esta amistad un lugar agradable: ${w.b} aprecia de verdad a ${w.a} y se lo demuestra sin esfuerzo. A ${w.a} le sienta bien que le quieran sin pedirle que cambie.`,
        (w) => `El Sol de ${w.a} en ${w.sa} y la Venus de ${w.b} ocupan casi el mismo grado: ${w.b} disfruta de la manera de ser de ${w.a} y la celebra delante de quien haga falta. Es el tipo de amistad que presume de la otra persona.`,
      ],
      flowing: [
        (w) => `El Sol de ${w.a} en ${w.sa} y la Venus de ${w.b} en ${w.sb} están en ${w.asp}, y la amistad tiene encanto: buenos planes, buen gusto y elogios sinceros.`,
        (w) => `Con ${w.asp} entre el Sol de ${w.a}, en ${w.sa}, y la Venus de ${w.b}, en ${w.sb}, ${w.b} sabe regalarle a ${w.a} justo lo que le hace ilusión, sea un libro o una tarde libre. El cariño aquí acierta.`,
        (w) => `Hay ${w.asp} entre el Sol de ${w.a} en ${w.sa} y la Venus de ${w.b} en ${w.sb}: ${w.b} disfruta con la manera de ser de ${w.a} y se lo dice. Quedar es un plan que a las dos personas les apetece de verdad.`,
      ],
      tense: [
        (w) => `Con ${w.asp} entre el Sol de ${w.a} en ${w.sa} y la Venus de ${w.b} en ${w.sb}, las expectativas chocan: ${w.b} espera atenciones que a ${w.a} no se le ocurren. Un detalle a tiempo arregla mucho.`,
        (w) => `El Sol de ${w.a}, en ${w.sa}, y la Venus de ${w.b}, en ${w.sb}, forman ${w.asp}: lo que ${w.a} vive como su forma natural de ser, ${w.b} lo recibe a veces como falta de delicadeza. Ninguna de las dos personas tiene mala intención, y decirlo despeja el aire.`,
        (w) => `Para ${w.b}, con la Venus en ${w.sb}, el Sol de ${w.a} en ${w.sa} forma ${w.asp}, y el estilo de ${w.a} le parece a veces poco delicado. Un poco de cortesía de más, aunque parezca innecesaria entre amistades, se agradece.`,
      ],
    },
    'mercury-ascendant': {
      theme: 'el trato',
      conjunction: [
        (w) => `El Mercurio de ${w.a} en ${w.sa} toca el Ascendente de ${w.b}: ${w.a} entiende a ${w.b} a la primera y sabe qué decirle. Las conversaciones entre las dos personas arrancaron solas desde el primer encuentro.`,
        (w) => `El Ascendente de ${w.b} en ${w.sb} lleva encima el Mercurio de ${w.a}, y ${w.a} capta enseguida cómo es ${w.b}, a veces mejor que quien lleva años a su lado. De ahí salen descripciones certeras y bromas que solo entienden entre ellas.`,
      ],
      flowing: [
        (w) => `El Mercurio de ${w.a} en ${w.sa} y el Ascendente de ${w.b} en ${w.sb} forman ${w.asp}, y el trato es ágil y divertido. Se presentan gente, se recomiendan cosas y se mandan enlaces sin parar.`,
        (w) => `Con ${w.asp} entre el Mercurio de ${w.a}, en ${w.sa}, y el Ascendente de ${w.b}, en ${w.sb}, ${w.a} sabe hablar a ${w.b} en su idioma. Las presentaciones, las fiestas y los grupos nuevos se hacen más fáciles si van en compañía.`,
        (w) => `Hay ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y el Ascendente de ${w.b} en ${w.sb}, y ${w.a} sabe presentar a ${w.b} como nadie. En un grupo nuevo, se abren puertas mutuamente.`,
      ],
      tense: [
        (w) => `Entre el Mercurio de ${w.a} en ${w.sa} y el Ascendente de ${w.b} en ${w.sb} hay ${w.asp}: los comentarios de ${w.a} pueden sentirse como juicios sobre cómo es ${w.b}. Mejor preguntar que etiquetar.`,
        (w) => `El Mercurio de ${w.a}, en ${w.sa}, y el Ascendente de ${w.b}, en ${w.sb}, forman ${w.asp}, y las bromas de ${w.a} sobre el estilo de ${w.b} aciertan demasiado. Reírse con la otra persona, y no de ella, marca la diferencia.`,
        (w) => `Para ${w.b}, con el Ascendente en ${w.sb}, el Mercurio de ${w.a} en ${w.sa} forma ${w.asp}, y las ocurrencias de ${w.a} sobre su forma de ser pueden escocer. Preguntar antes de bromear con lo personal evita heridas tontas.`,
      ],
    },
    'mercury-mars': {
      theme: 'el debate',
      conjunction: [
        (w) => `El Marte de ${w.b} se une al Mercurio de ${w.a} en ${w.sa}, y la amistad es puro debate: discusiones acaloradas, bromas afiladas y muchas ideas puestas en marcha.`,
        (w) => `El Mercurio de ${w.a} en ${w.sa} recibe de lleno el Marte de ${w.b}: lo que ${w.a} dice, ${w.b} lo convierte en plan antes de que acabe la frase. Conviene acordarse de que no todo lo que se comenta es una propuesta.`,
      ],
      flowing: [
        (w) => `El Mercurio de ${w.a} en ${w.sa} y el Marte de ${w.b} en ${w.sb} están en ${w.asp}: ${w.a} propone y ${w.b} ejecuta. Organizan escapadas y planes en un abrir y cerrar de ojos.`,
        (w) => `Con ${w.asp} entre el Mercurio de ${w.a}, en ${w.sa}, y el Marte de ${w.b}, en ${w.sb}, discutir es un deporte que las dos personas disfrutan. Salen de cada conversación con más ganas de hacer que de tener razón.`,
        (w) => `Hay ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y el Marte de ${w.b} en ${w.sb}: las ideas se convierten en planes y los planes en escapadas. Con esta amistad no hay tarde aburrida.`,
      ],
      tense: [
        (w) => `Con ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y el Marte de ${w.b} en ${w.sb}, una discusión sobre una película puede acabar en pelea. Saber cuándo dejar ganar es parte del cariño.`,
        (w) => `El Mercurio de ${w.a}, en ${w.sa}, y el Marte de ${w.b}, en ${w.sb}, forman ${w.asp}: a ${w.b} las palabras de ${w.a} le suenan a provocación, y a ${w.a} la respuesta de ${w.b} le suena a ataque. Bajar el volumen antes de contestar salva muchas tardes.`,
        (w) => `Para ${w.a}, con el Mercurio en ${w.sa}, el Marte de ${w.b} en ${w.sb} forma ${w.asp}, y cualquier desacuerdo pequeño puede volverse un pulso. Reírse a tiempo del propio empeño desactiva la pelea.`,
      ],
    },
    'sun-ascendant': {
      theme: 'la primera impresión',
      conjunction: [
        (w) => `El Sol de ${w.a} en ${w.sa} cae sobre el Ascendente de ${w.b}: ${w.a} hace que ${w.b} se vea en su mejor versión, y en grupo forman un tándem muy reconocible.`,
        (w) => `El Ascendente de ${w.b} en ${w.sb} recibe el Sol de ${w.a}, y la amistad empezó, seguramente, con una simpatía difícil de explicar. ${w.b} se siente más a gusto en su piel cuando ${w.a} anda cerca.`,
      ],
      flowing: [
        (w) => `Con ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el Ascendente de ${w.b} en ${w.sb}, hay simpatía inmediata. Disfrutan del mismo ambiente y se leen con una mirada en mitad de una reunión.`,
        (w) => `El Sol de ${w.a}, en ${w.sa}, y el Ascendente de ${w.b}, en ${w.sb}, forman ${w.asp}: a ${w.b} le gusta cómo es ${w.a}, y a ${w.a} le resulta fácil estar con ${w.b}. Es una amistad cómoda de llevar a cualquier sitio.`,
        (w) => `Hay ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el Ascendente de ${w.b} en ${w.sb}: la amistad arrancó con simpatía y se sostiene con naturalidad. En compañía, las dos personas se relajan.`,
      ],
      tense: [
        (w) => `El Sol de ${w.a} en ${w.sa} y el Ascendente de ${w.b} en ${w.sb} forman ${w.asp}: estilos que chocan en público. Lo que a una persona le parece espontáneo, a la otra le parece demasiado.`,
        (w) => `Con ${w.asp} entre el Sol de ${w.a}, en ${w.sa}, y el Ascendente de ${w.b}, en ${w.sb}, ${w.b} siente a veces que ${w.a} le roba el sitio en los grupos. Ceder el protagonismo de vez en cuando sale barato y se agradece mucho.`,
        (w) => `Para ${w.b}, con el Ascendente en ${w.sb}, el Sol de ${w.a} en ${w.sa} forma ${w.asp}, y la presencia de ${w.a} en los grupos puede resultarle excesiva. Repartir el escenario mantiene la amistad en buen sitio.`,
      ],
    },
    'mercury-jupiter': {
      theme: 'el intercambio de ideas',
      conjunction: [
        (w) => `El Júpiter de ${w.b} sobre el Mercurio de ${w.a} en ${w.sa} es la firma de las conversaciones que se alargan hasta la madrugada. ${w.b} ensancha las ideas de ${w.a}, y ${w.a} pone palabras a los entusiasmos de ${w.b}.`,
        (w) => `El Mercurio de ${w.a} en ${w.sa} y el Júpiter de ${w.b} comparten grado: ${w.a} trae la pregunta y ${w.b} la convierte en un tema para toda la tarde. Las dos personas salen de cada charla sabiendo algo más.`,
      ],
      flowing: [
        (w) => `El Mercurio de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb} están en ${w.asp}, y hablar en esta amistad sienta bien: se aprende, se ríe y se sale con más ganas de hacer cosas. Es el contacto de las amistades que se recomiendan libros y viajes.`,
        (w) => `Con ${w.asp} entre el Mercurio de ${w.a}, en ${w.sa}, y el Júpiter de ${w.b}, en ${w.sb}, ${w.b} escucha las ideas de ${w.a} con una generosidad que anima a pensar en grande. Muchos proyectos de ${w.a} nacen en una charla con ${w.b}.`,
        (w) => `Hay ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb}, una firma clásica de amistad: conversaciones largas, curiosidad compartida y ganas de aprender. Un curso o un viaje juntos les sentaría de maravilla.`,
      ],
      tense: [
        (w) => `Con ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb}, las charlas pueden inflarse: promesas de planes que no se concretan o discusiones sobre quién sabe más. Bajar a lo concreto devuelve la chispa.`,
        (w) => `El Mercurio de ${w.a}, en ${w.sa}, y el Júpiter de ${w.b}, en ${w.sb}, forman ${w.asp}: a ${w.a} le importan los datos y a ${w.b} el sentido general, y cada cual cree que la otra persona se pierde lo importante. Las dos miradas juntas ven más que cualquiera por separado.`,
        (w) => `Para ${w.a}, con el Mercurio en ${w.sa}, el Júpiter de ${w.b} en ${w.sb} forma ${w.asp}, y las discusiones sobre ideas pueden convertirse en sermones. Escuchar hasta el final, por turnos, mantiene el gusto por la charla.`,
      ],
    },
    'sun-jupiter': {
      theme: 'la generosidad',
      conjunction: [
        (w) => `El Júpiter de ${w.b} se apoya en el Sol de ${w.a} en ${w.sa}: ${w.b} cree en ${w.a} incluso cuando ${w.a} duda. Esta amistad funciona como un altavoz de confianza.`,
        (w) => `El Sol de ${w.a} en ${w.sa} y el Júpiter de ${w.b} se juntan, y ${w.b} ve en ${w.a} más posibilidades de las que ${w.a} se atreve a ver. Es la persona a quien ${w.a} llama antes de lanzarse.`,
      ],
      flowing: [
        (w) => `El Sol de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb} forman ${w.asp}, y la relación tiene algo de buena suerte compartida. Juntarse para celebrar, viajar o emprender algo sale con naturalidad.`,
        (w) => `Con ${w.asp} entre el Sol de ${w.a}, en ${w.sa}, y el Júpiter de ${w.b}, en ${w.sb}, ${w.b} se alegra de los logros de ${w.a} sin una pizca de envidia. En una amistad, eso es oro.`,
        (w) => `Hay ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb}: ${w.b} anima a ${w.a} a pensar en grande, y ${w.a} le devuelve entusiasmo. Es una amistad que hace crecer a las dos personas.`,
      ],
      tense: [
        (w) => `Entre el Sol de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb} hay ${w.asp}: los ánimos de ${w.b} pueden sonar exagerados o paternalistas a ${w.a}. Cuando se mide el consejo, la generosidad vuelve a ser un regalo.`,
        (w) => `El Sol de ${w.a}, en ${w.sa}, y el Júpiter de ${w.b}, en ${w.sb}, forman ${w.asp}, y ${w.b} tiende a saber lo que le conviene a ${w.a} mejor que ${w.a}. Ofrecer ayuda en lugar de dar lecciones mantiene la amistad de igual a igual.`,
        (w) => `Para ${w.a}, con el Sol en ${w.sa}, el Júpiter de ${w.b} en ${w.sb} forma ${w.asp}, y la generosidad de ${w.b} puede sentirse como una deuda. Aceptar sin llevar la cuenta, y devolver a su manera, equilibra el lazo.`,
      ],
    },
    'mercury-mercury': {
      theme: 'la conversación',
      conjunction: [
        (w) => `Los Mercurios de ${w.a} y ${w.b} coinciden en ${w.sa}: comparten la misma manera de pensar. Los chistes internos aparecen pronto y los mensajes se responden al instante.`,
        (w) => `${w.a} y ${w.b} tienen el Mercurio casi en el mismo grado de ${w.sa}, y eso se nota en la velocidad de sus conversaciones: se interrumpen, se adelantan y llegan a la misma conclusión por el mismo atajo. Para el resto del grupo, a veces, hablan en clave.`,
      ],
      flowing: [
        (w) => `Los Mercurios de ${w.a}, en ${w.sa}, y de ${w.b}, en ${w.sb}, forman ${w.asp}, y la conversación es el centro de la amistad. Pueden hablar de cualquier cosa sin que nadie se sienta fuera de lugar.`,
        (w) => `Con ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}, las ideas de una persona completan las de la otra. Un viaje en carretera con esta amistad se hace corto.`,
        (w) => `Hay ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}, y los mensajes entre las dos personas tienen un idioma propio. Hablar es, en esta amistad, la mitad del plan.`,
      ],
      tense: [
        (w) => `Los Mercurios de ${w.a}, en ${w.sa}, y de ${w.b}, en ${w.sb}, se tensan en ${w.asp}: piensan a velocidades o con lógicas distintas. Los debates pueden ser brillantes o agotadores según el día.`,
        (w) => `Con ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}, un mensaje breve puede malinterpretarse con facilidad. Lo que importa, mejor hablarlo de viva voz.`,
        (w) => `El Mercurio de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb} se miran en ${w.asp}: una persona va al grano y la otra da rodeos. Tener paciencia con el estilo ajeno salva conversaciones que merecen la pena.`,
      ],
    },
    'sun-sun': {
      theme: 'el carácter',
      conjunction: [
        (w) => `${w.a} y ${w.b} tienen el Sol en el mismo tramo de ${w.sa}, y en la amistad eso se vive como reconocimiento inmediato: valoran las mismas cosas y se entienden sin explicarse.`,
        (w) => `Los Soles de ${w.a} y ${w.b} casi coinciden en ${w.sa}: son parecidos hasta en los defectos, y se lo perdonan con una facilidad que no tienen con nadie más. Solo conviene vigilar que el parecido no se vuelva competición.`,
      ],
      flowing: [
        (w) => `Los Soles de ${w.a}, en ${w.sa}, y de ${w.b}, en ${w.sb}, forman ${w.asp}, y cada cual admira algo del carácter ajeno. Es una amistad que suma identidades en lugar de competir.`,
        (w) => `Con ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}, las dos personas quieren cosas compatibles de la vida. Se animan en sus metas sin sentir que la otra les quita nada.`,
        (w) => `Hay ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}: caracteres distintos que se caen bien a la primera. La amistad tiene sitio para que cada cual brille a su manera.`,
      ],
      tense: [
        (w) => `Con los Soles en ${w.asp}, el de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}, quieren cosas distintas de la vida, y a veces la amistad se convierte en un pulso de orgullos. Reconocer el mérito ajeno en voz alta lo desactiva.`,
        (w) => `El Sol de ${w.a}, en ${w.sa}, y el de ${w.b}, en ${w.sb}, forman ${w.asp}: dos caracteres fuertes que se estiman y se provocan a partes iguales. Una amistad así enseña a discrepar sin perderse el respeto.`,
        (w) => `El Sol de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb} están en ${w.asp}, y en los grupos compiten sin querer por el centro. Celebrar el éxito ajeno con ganas es la mejor vacuna.`,
      ],
    },
    'sun-moon': {
      theme: 'la confianza',
      conjunction: [
        (w) => `La Luna de ${w.b} recibe el Sol de ${w.a} en ${w.sa}, y entre amistades eso se traduce en una confianza casi familiar. ${w.b} es refugio y ${w.a} es impulso.`,
        (w) => `El Sol de ${w.a} en ${w.sa} cae sobre la Luna de ${w.b}: ${w.a} ilumina los días de ${w.b}, y ${w.b} guarda a ${w.a} un cariño que no necesita explicaciones. Es de esas amistades que se parecen a tener familia elegida.`,
      ],
      flowing: [
        (w) => `El Sol de ${w.a} en ${w.sa} y la Luna de ${w.b} en ${w.sb} están en ${w.asp}: hay comodidad en esta amistad. ${w.b} se siente en buenas manos cerca de ${w.a}, y ${w.a} siente que ${w.b} le comprende sin tener que dar explicaciones.`,
        (w) => `Con ${w.asp} entre el Sol de ${w.a}, en ${w.sa}, y la Luna de ${w.b}, en ${w.sb}, lo que ${w.a} propone le sienta bien a ${w.b}. Las tardes en compañía tienen algo de casa.`,
        (w) => `Hay ${w.asp} entre el Sol de ${w.a} en ${w.sa} y la Luna de ${w.b} en ${w.sb}, y con ${w.a} cerca ${w.b} se siente en terreno seguro. Es de esas amistades donde no hace falta fingir.`,
      ],
      tense: [
        (w) => `Entre el Sol de ${w.a} en ${w.sa} y la Luna de ${w.b} en ${w.sb} hay ${w.asp}, y los planes de ${w.a} pueden pisar los estados de ánimo de ${w.b}. Preguntar cómo está la otra persona antes de proponer evita desencuentros.`,
        (w) => `El Sol de ${w.a}, en ${w.sa}, y la Luna de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.a} tira hacia fuera justo cuando ${w.b} necesita recogerse. Ninguna de las dos necesidades es un desaire a la amistad.`,
        (w) => `Para ${w.b}, con la Luna en ${w.sb}, el Sol de ${w.a} en ${w.sa} forma ${w.asp}, y el ritmo de ${w.a} le agota a veces. Decir «hoy no puedo» sin culpa es parte de una amistad sana.`,
      ],
    },
    'venus-jupiter': {
      theme: 'el gusto por celebrar',
      conjunction: [
        (w) => `La Venus de ${w.a} en ${w.sa} y el Júpiter de ${w.b} coinciden, y la amistad tiene aire de fiesta. Comer bien, reírse y regalarse tiempo forma parte de su idioma.`,
        (w) => `El Júpiter de ${w.b} se posa sobre la Venus de ${w.a} en ${w.sa}: ${w.b} multiplica lo que a ${w.a} le gusta, y cualquier plan pequeño acaba siendo una celebración. El único peligro es la cuenta al final de la noche.`,
      ],
      flowing: [
        (w) => `Con ${w.asp} entre la Venus de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb}, el cariño es generoso y sin contabilidad. Se invitan, se presentan gente y se alegran de verdad de lo bueno ajeno.`,
        (w) => `La Venus de ${w.a}, en ${w.sa}, y el Júpiter de ${w.b}, en ${w.sb}, forman ${w.asp}: esta amistad sabe disfrutar. Un mercado, un concierto o una sobremesa larga son su terreno natural.`,
        (w) => `Hay ${w.asp} entre la Venus de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb}: cuando se juntan, todo parece una pequeña celebración. La generosidad va y viene sin llevar cuentas.`,
      ],
      tense: [
        (w) => `La Venus de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb} están en ${w.asp}: la amistad puede caer en el exceso, de planes, de gastos o de promesas. Un poco de medida la hace más sólida.`,
        (w) => `Con ${w.asp} entre la Venus de ${w.a}, en ${w.sa}, y el Júpiter de ${w.b}, en ${w.sb}, los gustos de ${w.a} y la largueza de ${w.b} no siempre van al mismo paso. Repartir los gastos con claridad evita que el cariño se mezcle con cuentas pendientes.`,
        (w) => `Para ${w.a}, con la Venus en ${w.sa}, el Júpiter de ${w.b} en ${w.sb} forma ${w.asp}, y los excesos de ${w.b} pueden arrastrar a ${w.a} más lejos de lo que quería. Poner un límite amable no estropea la fiesta.`,
      ],
    },
    'moon-mercury': {
      theme: 'la confidencia',
      conjunction: [
        (w) => `El Mercurio de ${w.b} toca la Luna de ${w.a} en ${w.sa}: ${w.b} sabe poner palabras a lo que ${w.a} siente. Es la persona a quien ${w.a} llama después de un mal día.`,
        (w) => `La Luna de ${w.a} en ${w.sa} y el Mercurio de ${w.b} se encuentran en el mismo punto, y las confidencias fluyen en las dos direcciones. ${w.b} entiende lo que ${w.a} no termina de decir.`,
      ],
      flowing: [
        (w) => `La Luna de ${w.a} en ${w.sa} y el Mercurio de ${w.b} en ${w.sb} forman ${w.asp}, y las confidencias fluyen. ${w.a} siente que le escuchan de verdad, y a ${w.b} le gusta ser quien escucha.`,
        (w) => `Con ${w.asp} entre la Luna de ${w.a}, en ${w.sa}, y el Mercurio de ${w.b}, en ${w.sb}, ${w.b} encuentra el tono justo para hablar con ${w.a} de lo que duele. Una llamada larga entre las dos personas ordena cualquier semana.`,
        (w) => `Hay ${w.asp} entre la Luna de ${w.a} en ${w.sa} y el Mercurio de ${w.b} en ${w.sb}, y ${w.b} sabe escuchar sin interrumpir. A ${w.a} le basta una charla con ${w.b} para ordenar lo que siente.`,
      ],
      tense: [
        (w) => `Con ${w.asp} entre la Luna de ${w.a} en ${w.sa} y el Mercurio de ${w.b} en ${w.sb}, un comentario ingenioso puede sonar frío. ${w.b} gana mucho en esta amistad si cuida el tono cuando ${w.a} está sensible.`,
        (w) => `La Luna de ${w.a}, en ${w.sa}, y el Mercurio de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.b} analiza cuando ${w.a} solo quería desahogarse. Preguntar si toca consejo o toca compañía ahorra malentendidos.`,
        (w) => `Para ${w.a}, con la Luna en ${w.sa}, el Mercurio de ${w.b} en ${w.sb} forma ${w.asp}, y los consejos rápidos de ${w.b} llegan antes de tiempo. Un «te entiendo» primero abre la puerta a todo lo demás.`,
      ],
    },
    'mercury-venus': {
      theme: 'el tono de la charla',
      conjunction: [
        (w) => `El Mercurio de ${w.a} en ${w.sa} junto a la Venus de ${w.b} hace que la amistad sea agradable de escuchar: hay halagos sinceros, bromas amables y mucha conversación sobre gustos.`,
        (w) => `La Venus de ${w.b} se funde con el Mercurio de ${w.a} en ${w.sa}: las palabras de ${w.a} le suenan bien a ${w.b}, y ${w.b} sabe recibirlas con gracia. Es una amistad de recomendaciones mutuas y listas de canciones compartidas.`,
      ],
      flowing: [
        (w) => `Entre el Mercurio de ${w.a} en ${w.sa} y la Venus de ${w.b} en ${w.sb} hay ${w.asp}: compartir series, música o chismes inocentes es uno de sus placeres. La charla nunca raspa.`,
        (w) => `El Mercurio de ${w.a}, en ${w.sa}, y la Venus de ${w.b}, en ${w.sb}, forman ${w.asp}, y saben decirse verdades con cariño. En esta amistad hasta las críticas llegan envueltas en buen humor.`,
        (w) => `Hay ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y la Venus de ${w.b} en ${w.sb}: se ríen de las mismas cosas y se recomiendan lo que les gusta. Es una amistad con buena conversación y mejor humor.`,
      ],
      tense: [
        (w) => `El Mercurio de ${w.a} en ${w.sa} y la Venus de ${w.b} en ${w.sb} forman ${w.asp}, y la franqueza de ${w.a} choca a veces con la sensibilidad de ${w.b}. Nada grave si se ríen de ello.`,
        (w) => `Con ${w.asp} entre el Mercurio de ${w.a}, en ${w.sa}, y la Venus de ${w.b}, en ${w.sb}, lo que ${w.a} dice por decir, ${w.b} se lo queda dentro. Aclarar a tiempo una frase desafortunada evita semanas de frialdad.`,
        (w) => `Para ${w.b}, con la Venus en ${w.sb}, el Mercurio de ${w.a} en ${w.sa} forma ${w.asp}, y las opiniones de ${w.a} sobre sus gustos pueden doler. Opinar con cariño, o no opinar, también es amistad.`,
      ],
    },
    'mars-jupiter': {
      theme: 'el gusto por la aventura',
      conjunction: [
        (w) => `El Marte de ${w.a} en ${w.sa} y el Júpiter de ${w.b} coinciden, y la amistad se vuelve aventura: deporte, viajes, proyectos a lo grande. Pocas cosas les parecen imposibles en compañía.`,
        (w) => `El Júpiter de ${w.b} se une al Marte de ${w.a} en ${w.sa}: ${w.b} pone la fe y ${w.a} las piernas. Es la amistad de las rutas de montaña y de los planes que empiezan con «¿y si…?».`,
      ],
      flowing: [
        (w) => `Con ${w.asp} entre el Marte de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb}, se contagian coraje. Esta amistad es buena para lanzarse a hacer algo que cada cual, por separado, aplazaría.`,
        (w) => `El Marte de ${w.a}, en ${w.sa}, y el Júpiter de ${w.b}, en ${w.sb}, forman ${w.asp}: el empuje de ${w.a} encuentra en ${w.b} un apoyo entusiasta. Apuntarse a una carrera o a un viaje largo en compañía les sienta de maravilla.`,
        (w) => `Hay ${w.asp} entre el Marte de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb}: se animan a lo grande y se apoyan en lo difícil. Una carrera popular o una escapada improvisada les une más que mil charlas.`,
      ],
      tense: [
        (w) => `El Marte de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb}, en ${w.asp}, pueden empujarse al exceso o a la imprudencia. El entusiasmo común necesita que alguien, por turnos, ponga el freno.`,
        (w) => `Con ${w.asp} entre el Marte de ${w.a}, en ${w.sa}, y el Júpiter de ${w.b}, en ${w.sb}, cada cual quiere la aventura a su manera: ${w.a} con prisa, ${w.b} a lo grande. Elegir juntos el plan antes de salir evita discusiones a mitad de camino.`,
        (w) => `Para ${w.a}, con el Marte en ${w.sa}, el Júpiter de ${w.b} en ${w.sb} forma ${w.asp}, y juntos tienden a pasarse de la raya en riesgos o gastos. Turnarse el papel de voz sensata evita sustos.`,
      ],
    },
    'sun-mercury': {
      theme: 'el consejo',
      conjunction: [
        (w) => `El Mercurio de ${w.b} se posa sobre el Sol de ${w.a} en ${w.sa}: ${w.b} entiende rápido quién es ${w.a} y sabe contarlo. Es una amistad de mucha conversación sobre la propia vida.`,
        (w) => `El Sol de ${w.a} en ${w.sa} y el Mercurio de ${w.b} coinciden, y ${w.b} funciona como el espejo que habla: dice en voz alta lo que ${w.a} intuye de sí. Ese eco ayuda a ${w.a} a decidir.`,
      ],
      flowing: [
        (w) => `El Sol de ${w.a} en ${w.sa} y el Mercurio de ${w.b} en ${w.sb} están en ${w.asp}, y los consejos de ${w.b} le llegan bien a ${w.a}. Hablan de proyectos con ilusión compartida.`,
        (w) => `Con ${w.asp} entre el Sol de ${w.a}, en ${w.sa}, y el Mercurio de ${w.b}, en ${w.sb}, ${w.b} sabe preguntar justo lo que ${w.a} necesita pensar. Muchas decisiones de ${w.a} se aclaran en una charla con ${w.b}.`,
        (w) => `Hay ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el Mercurio de ${w.b} en ${w.sb}: ${w.b} entiende lo que ${w.a} quiere hacer con su vida y le ayuda a explicarlo. Las conversaciones dejan a ${w.a} con las ideas más claras.`,
      ],
      tense: [
        (w) => `Con ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el Mercurio de ${w.b} en ${w.sb}, las críticas de ${w.b} pueden sentirse como juicios. Si ${w.b} pregunta antes de opinar, ${w.a} escucha mucho mejor.`,
        (w) => `El Sol de ${w.a}, en ${w.sa}, y el Mercurio de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.b} le da vueltas a lo que ${w.a} hace, y ${w.a} querría más apoyo y menos análisis. Decir qué se espera de la conversación la cambia por completo.`,
        (w) => `Para ${w.a}, con el Sol en ${w.sa}, el Mercurio de ${w.b} en ${w.sb} forma ${w.asp}, y los análisis de ${w.b} le suenan a corrección. Preguntar «¿quieres mi opinión?» antes de darla cambia mucho.`,
      ],
    },
    'venus-venus': {
      theme: 'el gusto',
      conjunction: [
        (w) => `Las Venus de ${w.a} y ${w.b} coinciden en ${w.sa}: tienen el mismo gusto para los sitios, la ropa o la música, y eso hace que quedar sea siempre fácil.`,
        (w) => `${w.a} y ${w.b} tienen la Venus en el mismo tramo de ${w.sa}, y comparten placeres con una naturalidad envidiable. Una recomendación de una persona es casi siempre un acierto para la otra.`,
      ],
      flowing: [
        (w) => `Las Venus de ${w.a}, en ${w.sa}, y de ${w.b}, en ${w.sb}, se apoyan con ${w.asp}, y la amistad tiene un tono amable. Disfrutan de lo bonito en compañía.`,
        (w) => `Con ${w.asp} entre la Venus de ${w.a} en ${w.sa} y la de ${w.b} en ${w.sb}, cada cual descubre placeres nuevos gracias a la otra persona. Sus planes tienen buen gusto y poca complicación.`,
        (w) => `Hay ${w.asp} entre la Venus de ${w.a} en ${w.sa} y la de ${w.b} en ${w.sb}, y los planes salen bonitos casi sin organizarlos. Comparten la idea de lo que es una buena tarde.`,
      ],
      tense: [
        (w) => `Con las Venus en ${w.asp}, la de ${w.a} en ${w.sa} y la de ${w.b} en ${w.sb}, discrepan en gustos y en cómo se cuida una amistad. Aceptar que se quiere de modos distintos alivia las pequeñas decepciones.`,
        (w) => `La Venus de ${w.a}, en ${w.sa}, y la de ${w.b}, en ${w.sb}, forman ${w.asp}: lo que a una persona le parece un plan perfecto, a la otra le parece un sacrificio. Turnarse al elegir es la solución más sencilla.`,
        (w) => `La Venus de ${w.a} en ${w.sa} y la de ${w.b} en ${w.sb} están en ${w.asp}: una persona quiere un bar tranquilo y la otra, un concierto. Alternar el plan mantiene el cariño sin que nadie se aburra.`,
      ],
    },
    'mercury-uranus': {
      theme: 'la curiosidad',
      conjunction: [
        (w) => `El Urano de ${w.b} cae sobre el Mercurio de ${w.a} en ${w.sa} y electriza la conversación: ideas raras, humor absurdo y cambios de tema constantes. Nunca se aburren.`,
        (w) => `El Mercurio de ${w.a} en ${w.sa} y el Urano de ${w.b} ocupan el mismo punto: ${w.b} le da la vuelta a todo lo que ${w.a} piensa, y a ${w.a} le encanta. Es una amistad de ocurrencias.`,
      ],
      flowing: [
        (w) => `El Mercurio de ${w.a} en ${w.sa} y el Urano de ${w.b} en ${w.sb} forman ${w.asp}, y ${w.b} abre la mente de ${w.a} a ideas nuevas. Es una amistad de descubrimientos.`,
        (w) => `Con ${w.asp} entre el Mercurio de ${w.a}, en ${w.sa}, y el Urano de ${w.b}, en ${w.sb}, las conversaciones saltan de lo cotidiano a lo insólito sin esfuerzo. ${w.a} aprende con ${w.b} a pensar de lado.`,
        (w) => `Hay ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y el Urano de ${w.b} en ${w.sb}: con ${w.b}, ${w.a} se atreve a pensar distinto. Es la amistad de las ideas locas que a veces salen bien.`,
      ],
      tense: [
        (w) => `Entre el Mercurio de ${w.a} en ${w.sa} y el Urano de ${w.b} en ${w.sb} hay ${w.asp}: ${w.b} puede llevar la contraria por sistema y ${w.a} cansarse. La curiosidad compartida es el puente.`,
        (w) => `El Mercurio de ${w.a}, en ${w.sa}, y el Urano de ${w.b}, en ${w.sb}, forman ${w.asp}, y los planes hablados se deshacen con facilidad porque ${w.b} cambia de idea a última hora. Confirmar la víspera ahorra plantones.`,
        (w) => `Para ${w.a}, con el Mercurio en ${w.sa}, el Urano de ${w.b} en ${w.sb} forma ${w.asp}, y las salidas de ${w.b} desconciertan más que divierten. Aceptar que ${w.b} funciona a saltos quita tensión.`,
      ],
    },
  },
  houses: {
    1: [
      (w, p) => `${p} cae en la primera casa de ${w.b} y se nota en el trato directo: ${w.a} influye en cómo se muestra ${w.b} ante los demás.`,
      (w, p) => `Que ${p} ocupe la primera casa de ${w.b} le da soltura: junto a ${w.a}, ${w.b} se muestra como es, como si le prestaran seguridad.`,
    ],
    3: [
      (w, p) => `Con ${p} en la tercera casa de ${w.b}, ${w.a} se convierte en compañía de charla diaria, casi familia elegida.`,
      (w, p) => `${p} entra en la tercera casa de ${w.b}, la de los mensajes, los recados y las charlas de cada día, y ahí ${w.a} tiene sitio fijo.`,
    ],
    5: [
      (w, p) => `${p} en la quinta casa de ${w.b} trae diversión, juego y creatividad compartida.`,
      (w, p) => `Al caer ${p} en la quinta casa de ${w.b}, ${w.a} es quien despierta las ganas de jugar de ${w.b}: en compañía, las tardes acaban en risa o en algún proyecto creativo.`,
    ],
    9: [
      (w, p) => `Al caer ${p} en la novena casa de ${w.b}, ${w.a} le abre horizontes: viajes, estudios e ideas grandes.`,
      (w, p) => `${p} se sitúa en la novena casa de ${w.b}, y ${w.a} acaba siendo la persona con quien ${w.b} planea el viaje largo o se apunta a aprender algo nuevo.`,
    ],
    11: [
      (w, p) => `Que ${p} esté en la undécima casa de ${w.b} es la firma de la amistad por excelencia: ${w.a} encaja en los grupos y los proyectos de ${w.b} como si siempre hubiera estado ahí.`,
      (w, p) => `${p} ocupa la undécima casa de ${w.b}, la de los amigos y los sueños compartidos, y así ${w.a} entra en el círculo de ${w.b} con naturalidad y se queda.`,
    ],
  },
  noHousesOne: [
    (w) => `Como no conocemos la hora de nacimiento de ${w.a}, su carta no tiene casas, y solo podemos ver cómo entra ${w.a} en la vida de ${w.b}, no al revés.`,
    (w) => `Sin la hora de nacimiento de ${w.a} faltan sus casas, así que de esta amistad se lee el lugar que ${w.a} ocupa en el mundo de ${w.b}, pero no el inverso.`,
    (w) => `La carta de ${w.a} llega sin hora de nacimiento y, por tanto, sin casas: el cruce solo puede leerse en la carta de ${w.b}.`,
  ],
  noHousesBoth: [
    (w) => `Sin horas de nacimiento de ${w.a} ni de ${w.b} no hay casas que cruzar; la amistad se lee aquí a través de los planetas.`,
    (w) => `Faltan las dos horas de nacimiento, la de ${w.a} y la de ${w.b}, y con ellas las casas: qué lugar ocupa cada cual en la vida de la otra persona queda fuera de esta lectura.`,
    (w) => `Ni ${w.a} ni ${w.b} tienen hora de nacimiento registrada, así que no hay casas; esta amistad se cuenta solo con los aspectos entre sus planetas.`,
  ],
  elements: {
    same: [
      (w, e) => `A ${w.a} y a ${w.b} les domina el mismo elemento, ${e}, y en la amistad eso se nota en el ritmo: les apetecen planes parecidos y se cansan de lo mismo.`,
      (w, e) => `${capitalize(e)} manda en las dos cartas, y por eso ${w.a} y ${w.b} se entienden en lo básico: qué divierte, qué agota, cuándo conviene irse a casa.`,
      (w, e) => `${w.a} y ${w.b} comparten temperamento, con ${e} al frente en las dos cartas: una amistad cómoda, que de vez en cuando necesita alguien de fuera que traiga otro aire.`,
    ],
    complementary: [
      (w, x, y) => `${w.a} tira hacia ${x} y ${w.b} hacia ${y}, dos elementos que se avivan entre sí: en esta amistad cada cual aporta justo el empuje o la calma que a la otra persona le falta.`,
      (w, x, y) => `Con ${x} al frente en ${w.a} y ${y} en ${w.b}, la amistad junta temperamentos que se alimentan, y en compañía las dos personas se atreven a más.`,
      (w, x, y) => `En ${w.a} pesa ${x}; en ${w.b}, ${y}: elementos que se llevan bien, y eso se nota en lo fácil que es contagiarse las ganas.`,
    ],
    contrasting: [
      (w, x, y) => `Con ${x} al frente en ${w.a} y ${y} en ${w.b}, la amistad reúne temperamentos que no se parecen, y eso la hace interesante: cada cual enseña a la otra persona otra forma de pasarlo bien.`,
      (w, x, y) => `Predomina ${x} en ${w.a} y ${y} en ${w.b}, temperamentos que van a ritmos distintos; en la amistad eso pide paciencia y da, a cambio, mucho que aprender.`,
      (w, x, y) => `${capitalize(x)} en ${w.a}, ${y} en ${w.b}: no se divierten igual ni se cansan igual, y la amistad funciona mejor cuando se turnan el plan.`,
    ],
  },
  closing: {
    easy: [
      (w, g) => `Si eres ${w.a} o ${w.b}, guarda esta amistad como se guardan las cosas valiosas, con presencia: un mensaje sin motivo, un plan improvisado, tiempo para ${g.up} y sin olvidar ${g.down}.`,
      (w, g) => `Si eres ${w.a} o ${w.b}, la afinidad ya la ponen las cartas; lo que la hace durar es que ${g.up} tenga sitio en la agenda y que ${g.down} se hable antes de que se enquiste.`,
      (w, g) => `Si eres ${w.a} o ${w.b}, no des esta amistad por descontada: celebra ${g.up} en voz alta y trata ${g.down} con humor, que en esta amistad nunca falta.`,
    ],
    effort: [
      (w, g) => `Si eres ${w.a} o ${w.b}, recuerda que las amistades con más aristas suelen ser las más honestas: di lo que te molesta ${de(g.down)} sin esperar a que se acumule, y celebra ${g.up}, que también está.`,
      (w, g) => `Si eres ${w.a} o ${w.b}, empieza por lo que ya funciona, ${g.up}, y desde ahí habla ${de(g.down)} con calma; una amistad elegida aguanta mucho si nadie finge.`,
      (w, g) => `Si eres ${w.a} o ${w.b}, no midas esta amistad por lo que cuesta: apóyate en ${g.up}, pon palabras ${to(g.down)} y deja que cada cual llegue a su ritmo.`,
    ],
  },
};
