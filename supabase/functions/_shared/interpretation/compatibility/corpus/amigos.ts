import type { CategoryCorpus } from './types.ts';

// Amigos: conversation, shared plans, loyalty chosen freely.

export const AMIGOS: CategoryCorpus = {
  headings: {
    opening: (w) => `La amistad entre ${w.a} y ${w.b}`,
    strengths: () => 'Lo que hace fácil pasar tiempo en compañía',
    friction: () => 'Los roces de la amistad',
    houses: () => 'Dónde entra cada cual en la vida de la otra persona',
    closing: () => 'Para que la amistad dure',
  },
  harmony: {
    low: (w) => `La amistad de ${w.a} y ${w.b} tiene más aristas que atajos. No faltan motivos para quererse, pero las cartas muestran maneras distintas de divertirse, de opinar y de estar presente, y eso pide una amistad elegida cada vez, no sostenida por inercia.`,
    mid: (w) => `Como amistad, ${w.a} y ${w.b} combinan complicidad y diferencia a partes parecidas. Hay temas en los que se entienden al vuelo y otros en los que conviene dejar que cada cual piense a su manera.`,
    high: (w) => `Hay amistades que parecen de toda la vida desde la segunda conversación, y la de ${w.a} y ${w.b} tiene esa pinta. Sus cartas se dan la razón en el humor, en la curiosidad y en las ganas de compartir planes.`,
  },
  intensity: {
    low: (w) => `Es una amistad ligera en el mejor sentido: ${w.a} y ${w.b} pueden pasar semanas sin verse y retomar la charla donde la dejaron, sin reproches.`,
    mid: (w) => `Tiene la intensidad de una amistad de confianza: a ${w.a} y a ${w.b} les importa la opinión de la otra persona, sin que eso se vuelva una carga.`,
    high: (w) => `Esta amistad no es tibia: ${w.a} y ${w.b} se marcan mutuamente, se empujan a cambiar de ideas y, si se enfadan, se nota. Es de las que dejan huella.`,
  },
  pairs: {
    'moon-venus': {
      conjunction: (w) => `Venus de ${w.b} acaricia la Luna de ${w.a}, y la amistad tiene una ternura poco habitual: ${w.b} sabe hacer sentir a ${w.a} en casa, y quedar es siempre un pequeño refugio.`,
      flowing: (w) => `La Luna de ${w.a} y Venus de ${w.b} forman ${w.asp}: en esta amistad hay mimo sin cursilería. Se acuerdan de los cumpleaños y de las cosas pequeñas.`,
      tense: (w) => `Con ${w.asp} entre la Luna de ${w.a} y Venus de ${w.b}, a veces ${w.b} quiere plan y ${w.a} quiere sofá. Aceptar los días de cada cual evita que alguien se sienta fuera de lugar.`,
    },
    'moon-jupiter': {
      conjunction: (w) => `Júpiter de ${w.b} sobre la Luna de ${w.a}: ${w.b} es la amistad que anima, que quita hierro y que siempre ve la parte buena de lo que le pasa a ${w.a}.`,
      flowing: (w) => `Entre la Luna de ${w.a} y Júpiter de ${w.b} hay ${w.asp}, y la confianza crece fácil. Con ${w.b}, ${w.a} se siente con permiso para ser como es.`,
      tense: (w) => `La Luna de ${w.a} y Júpiter de ${w.b} forman ${w.asp}: el optimismo de ${w.b} puede sonar a que no se toma en serio lo que ${w.a} siente. Escuchar primero y animar después.`,
    },
    'sun-venus': {
      conjunction: (w) => `Venus de ${w.b} sobre el Sol de ${w.a} hace de esta amistad un lugar agradable: ${w.b} aprecia de verdad a ${w.a} y se lo demuestra sin esfuerzo.`,
      flowing: (w) => `El Sol de ${w.a} y Venus de ${w.b} están en ${w.asp}, y la amistad tiene encanto: buenos planes, buen gusto y elogios sinceros.`,
      tense: (w) => `Con ${w.asp} entre el Sol de ${w.a} y Venus de ${w.b}, las expectativas sociales chocan: ${w.b} espera atenciones que a ${w.a} no se le ocurren. Un detalle a tiempo arregla mucho.`,
    },
    'mercury-ascendant': {
      conjunction: (w) => `Mercurio de ${w.a} toca el Ascendente de ${w.b}: ${w.a} entiende a ${w.b} a la primera y sabe qué decirle. Las conversaciones arrancan solas desde el primer encuentro.`,
      flowing: (w) => `Mercurio de ${w.a} y el Ascendente de ${w.b} forman ${w.asp}, y el trato es ágil y divertido. Se presentan gente y se recomiendan cosas sin parar.`,
      tense: (w) => `Entre Mercurio de ${w.a} y el Ascendente de ${w.b} hay ${w.asp}: los comentarios de ${w.a} pueden sentirse como juicios sobre cómo es ${w.b}. Mejor preguntar que etiquetar.`,
    },
    'mercury-mars': {
      conjunction: (w) => `Marte de ${w.b} se une a Mercurio de ${w.a}, y la amistad es puro debate: discusiones acaloradas, bromas afiladas y muchas ideas puestas en marcha.`,
      flowing: (w) => `Mercurio de ${w.a} y Marte de ${w.b} están en ${w.asp}: ${w.a} propone y ${w.b} ejecuta. En compañía organizan escapadas y planes en un abrir y cerrar de ojos.`,
      tense: (w) => `Con ${w.asp} entre Mercurio de ${w.a} y Marte de ${w.b}, una discusión sobre una película puede acabar en pelea. Saber cuándo dejar ganar es parte del cariño.`,
    },
    'sun-ascendant': {
      conjunction: (w) => `El Sol de ${w.a} sobre el Ascendente de ${w.b}: ${w.a} hace que ${w.b} se vea en su mejor versión, y en grupo forman un tándem muy reconocible.`,
      flowing: (w) => `Con ${w.asp} entre el Sol de ${w.a} y el Ascendente de ${w.b}, hay simpatía inmediata. Disfrutan del mismo ambiente.`,
      tense: (w) => `El Sol de ${w.a} y el Ascendente de ${w.b} forman ${w.asp}: estilos que chocan en público. Lo que a una persona le parece espontáneo, a la otra le parece demasiado.`,
    },
    'mercury-jupiter': {
      conjunction: (w) => `Júpiter de ${w.b} sobre Mercurio de ${w.a} es la firma de las conversaciones que se alargan hasta la madrugada. ${w.b} ensancha las ideas de ${w.a}, y ${w.a} le da forma y palabras a los entusiasmos de ${w.b}.`,
      flowing: (w) => `Mercurio de ${w.a} y Júpiter de ${w.b} están en ${w.asp}, y hablar en esta amistad sienta bien: se aprende, se ríe y se sale con más ganas de hacer cosas. Es el contacto de las amistades que se recomiendan libros y viajes.`,
      tense: (w) => `Con ${w.asp} entre Mercurio de ${w.a} y Júpiter de ${w.b}, las charlas pueden inflarse: promesas de planes que no se concretan o discusiones sobre quién sabe más. Bajar a lo concreto devuelve la chispa.`,
    },
    'sun-jupiter': {
      conjunction: (w) => `Júpiter de ${w.b} se apoya en el Sol de ${w.a}: ${w.b} cree en ${w.a} incluso cuando ${w.a} duda. Esta amistad funciona como un altavoz de confianza.`,
      flowing: (w) => `El Sol de ${w.a} y Júpiter de ${w.b} forman ${w.asp}, y la relación tiene algo de buena suerte compartida. Juntarse para celebrar, viajar o emprender algo sale con naturalidad.`,
      tense: (w) => `Entre el Sol de ${w.a} y Júpiter de ${w.b} hay ${w.asp}: los ánimos de ${w.b} pueden sonar exagerados o paternalistas a ${w.a}. Cuando se mide el consejo, la generosidad vuelve a ser un regalo.`,
    },
    'mercury-mercury': {
      conjunction: (w) => `Mercurio con Mercurio: ${w.a} y ${w.b} comparten el mismo chip mental. Los chistes internos aparecen pronto y los mensajes se responden al instante.`,
      flowing: (w) => `Los Mercurios de ${w.a} y ${w.b} forman ${w.asp}, y la conversación es el centro de la amistad. Pueden hablar de cualquier cosa sin que nadie se sienta fuera de lugar.`,
      tense: (w) => `Los Mercurios de ${w.a} y ${w.b} se tensan en ${w.asp}: piensan a velocidades o con lógicas distintas. Los debates pueden ser brillantes o agotadores según el día.`,
    },
    'sun-sun': {
      conjunction: (w) => `${w.a} y ${w.b} tienen el Sol en el mismo tramo del zodíaco, y en la amistad eso se vive como reconocimiento inmediato: valoran las mismas cosas y se entienden sin explicarse.`,
      flowing: (w) => `Los Soles de ${w.a} y ${w.b} forman ${w.asp}, y cada cual admira algo del carácter ajeno. Es una amistad que suma identidades en lugar de competir.`,
      tense: (w) => `Con los Soles en ${w.asp}, ${w.a} y ${w.b} quieren cosas distintas de la vida, y a veces la amistad se convierte en un pulso de orgullos. Reconocer el mérito ajeno en voz alta lo desactiva.`,
    },
    'sun-moon': {
      conjunction: (w) => `La Luna de ${w.b} recibe el Sol de ${w.a}, y entre amigos eso se traduce en una confianza casi familiar. ${w.b} es refugio y ${w.a} es impulso.`,
      flowing: (w) => `El Sol de ${w.a} y la Luna de ${w.b} están en ${w.asp}: hay comodidad en esta amistad. ${w.b} se siente cuidado o cuidada cerca de ${w.a}, y ${w.a} se siente comprendido o comprendida sin tener que dar explicaciones.`,
      tense: (w) => `Entre el Sol de ${w.a} y la Luna de ${w.b} hay ${w.asp}, y los planes de ${w.a} pueden pisar los estados de ánimo de ${w.b}. Preguntar cómo está la otra persona antes de proponer evita desencuentros.`,
    },
    'venus-jupiter': {
      conjunction: (w) => `Venus de ${w.a} y Júpiter de ${w.b} coinciden, y la amistad tiene aire de fiesta. Comer bien, reírse y regalarse tiempo forma parte de su idioma.`,
      flowing: (w) => `Con ${w.asp} entre Venus de ${w.a} y Júpiter de ${w.b}, el cariño es generoso y sin contabilidad. Se invitan, se presentan gente y se alegran de verdad de lo bueno ajeno.`,
      tense: (w) => `Venus de ${w.a} y Júpiter de ${w.b} están en ${w.asp}: la amistad puede caer en el exceso, de planes, de gastos o de promesas. Un poco de medida la hace más sólida.`,
    },
    'moon-mercury': {
      conjunction: (w) => `Mercurio de ${w.b} toca la Luna de ${w.a}: ${w.b} sabe poner palabras a lo que ${w.a} siente. Es el amigo o la amiga a quien se llama después de un mal día.`,
      flowing: (w) => `La Luna de ${w.a} y Mercurio de ${w.b} forman ${w.asp}, y las confidencias fluyen. ${w.a} se siente escuchado o escuchada, y a ${w.b} le gusta ser quien escucha.`,
      tense: (w) => `Con ${w.asp} entre la Luna de ${w.a} y Mercurio de ${w.b}, un comentario ingenioso puede sonar frío. ${w.b} gana mucho en esta amistad si cuida el tono cuando ${w.a} está sensible.`,
    },
    'mercury-venus': {
      conjunction: (w) => `Mercurio de ${w.a} junto a Venus de ${w.b} hace que la amistad sea agradable de escuchar: hay halagos sinceros, bromas amables y mucha conversación sobre gustos.`,
      flowing: (w) => `Entre Mercurio de ${w.a} y Venus de ${w.b} hay ${w.asp}: compartir series, música o chismes inocentes es uno de sus placeres. La charla nunca raspa.`,
      tense: (w) => `Mercurio de ${w.a} y Venus de ${w.b} forman ${w.asp}, y la franqueza de ${w.a} choca a veces con la sensibilidad estética o social de ${w.b}. Nada grave si se ríen de ello.`,
    },
    'mars-jupiter': {
      conjunction: (w) => `Marte de ${w.a} y Júpiter de ${w.b} coinciden y la amistad se vuelve aventura: deporte, viajes, proyectos a lo grande. Pocas cosas les parecen imposibles en compañía.`,
      flowing: (w) => `Con ${w.asp} entre Marte de ${w.a} y Júpiter de ${w.b}, se contagian coraje. Esta amistad es buena para lanzarse a hacer algo que cada cual, por separado, aplazaría.`,
      tense: (w) => `Marte de ${w.a} y Júpiter de ${w.b} en ${w.asp} pueden empujarse al exceso o a la imprudencia. El entusiasmo común necesita que alguien, por turnos, ponga el freno.`,
    },
    'sun-mercury': {
      conjunction: (w) => `Mercurio de ${w.b} sobre el Sol de ${w.a}: ${w.b} entiende rápido quién es ${w.a} y sabe contarlo. Es una amistad de mucha conversación sobre la propia vida.`,
      flowing: (w) => `El Sol de ${w.a} y Mercurio de ${w.b} están en ${w.asp}, y los consejos de ${w.b} le llegan bien a ${w.a}. Hablan de proyectos con ilusión mutua.`,
      tense: (w) => `Con ${w.asp} entre el Sol de ${w.a} y Mercurio de ${w.b}, las críticas de ${w.b} pueden sentirse como juicios. Si ${w.b} pregunta antes de opinar, ${w.a} escucha mucho mejor.`,
    },
    'venus-venus': {
      conjunction: (w) => `Las Venus de ${w.a} y ${w.b} coinciden: tienen el mismo gusto para los sitios, la ropa o la música, y eso hace que quedar sea siempre fácil.`,
      flowing: (w) => `Las Venus de ${w.a} y ${w.b} se apoyan con ${w.asp}, y la amistad tiene un tono amable y estético. Disfrutan de lo bonito en compañía.`,
      tense: (w) => `Con las Venus en ${w.asp}, ${w.a} y ${w.b} discrepan en gustos y en cómo se cuida una amistad. Aceptar que se quiere de modos distintos alivia las pequeñas decepciones.`,
    },
    'mercury-uranus': {
      conjunction: (w) => `Urano de ${w.b} sobre Mercurio de ${w.a} electriza la conversación: ideas raras, humor absurdo y cambios de tema constantes. Nunca se aburren.`,
      flowing: (w) => `Mercurio de ${w.a} y Urano de ${w.b} forman ${w.asp}, y ${w.b} abre la mente de ${w.a} a ideas nuevas. Es una amistad de descubrimientos.`,
      tense: (w) => `Entre Mercurio de ${w.a} y Urano de ${w.b} hay ${w.asp}: ${w.b} puede llevar la contraria por sistema y ${w.a} cansarse. La curiosidad compartida es el puente.`,
    },
  },
  role: {
    sun: (w) => `El Sol de ${w.a} aporta a la amistad su manera de brillar y lo que le ilusiona.`,
    moon: (w) => `La Luna de ${w.a} dice qué necesita para confiar y sentirse a gusto entre amigos.`,
    mercury: (w) => `Mercurio de ${w.a} es su conversación, su humor y su curiosidad.`,
    venus: (w) => `Venus de ${w.a} habla de sus gustos y de cómo disfruta del tiempo compartido.`,
    mars: (w) => `Marte de ${w.a} pone la energía para los planes y un punto competitivo.`,
    jupiter: (w) => `Júpiter de ${w.a} trae entusiasmo, generosidad y ganas de aventura.`,
    saturn: (w) => `Saturno de ${w.a} aporta lealtad a largo plazo y cierta reserva al principio.`,
    uranus: (w) => `Urano de ${w.a} trae originalidad y una necesidad de libertad que la amistad debe respetar.`,
    neptune: (w) => `Neptuno de ${w.a} suma imaginación y compasión, aunque también algún malentendido.`,
    pluto: (w) => `Plutón de ${w.a} añade profundidad: con esta persona no hay amistades superficiales.`,
    trueNode: (w) => `El nodo norte de ${w.a} apunta a lo que busca aprender, y una buena amistad puede acompañarlo.`,
    ascendant: (w) => `El Ascendente de ${w.a} es su estilo al llegar a un grupo.`,
    midheaven: (w) => `El Medio Cielo de ${w.a} muestra sus metas visibles, que un amigo o una amiga puede impulsar.`,
  },
  family: {
    conjunction: [
      (w) => `Esos puntos forman ${w.asp}, y por eso la amistad de ${w.a} y ${w.b} gira a menudo en torno a ese tema.`,
      (w) => `Unidos en ${w.asp}, dan a esta amistad un rasgo propio que se nota pronto.`,
    ],
    flowing: [
      (w) => `A esos dos puntos los une ${w.asp}, y entre ${w.a} y ${w.b} esto fluye sin esfuerzo y suma complicidad.`,
      (w) => `Gracias a ${w.asp}, es uno de esos apoyos discretos que hacen que quedar siempre apetezca.`,
    ],
    tense: [
      (w) => `Entre esos puntos hay ${w.asp}, así que entre ${w.a} y ${w.b} esto raspa de vez en cuando, y una buena risa a tiempo suele bastar.`,
      (w) => `El roce de ${w.asp} es real, aunque una amistad sincera puede convertirlo en conversación.`,
    ],
  },
  houses: {
    1: (w, p) => `${p} cae en la primera casa de ${w.b} y se nota en el trato directo: ${w.a} influye en cómo se muestra ${w.b} ante los demás.`,
    3: (w, p) => `Con ${p} en la tercera casa de ${w.b}, ${w.a} se convierte en compañía de charla diaria, casi un hermano o una hermana elegida.`,
    5: (w, p) => `${p} en la quinta casa de ${w.b} trae diversión, juego y creatividad compartida.`,
    9: (w, p) => `Al caer ${p} en la novena casa de ${w.b}, ${w.a} le abre horizontes: viajes, estudios e ideas grandes.`,
    11: (w, p) => `Que ${p} esté en la undécima casa de ${w.b} es la firma de la amistad por excelencia: ${w.a} encaja en los grupos y los proyectos de ${w.b} como si siempre hubiera estado ahí.`,
  },
  noHousesOne: (w) => `Como no conocemos la hora de nacimiento de ${w.a}, su carta no tiene casas, y solo podemos ver cómo entra ${w.a} en la vida de ${w.b}, no al revés.`,
  noHousesBoth: (w) => `Sin horas de nacimiento de ${w.a} ni de ${w.b} no hay casas que cruzar; la amistad se lee aquí a través de los planetas.`,
  moonUncertain: (w) => `Ten en cuenta que la Luna de ${w.a}, sin hora de nacimiento, pudo cambiar de signo ese día, así que sus contactos pesan menos en esta amistad.`,
  elements: {
    same: (w, e) => `A ${w.a} y a ${w.b} les domina el mismo elemento, ${e}, y en la amistad eso se nota en el ritmo: les apetecen planes parecidos y se cansan de lo mismo.`,
    complementary: (w, x, y) => `${w.a} tira hacia ${x} y ${w.b} hacia ${y}, dos elementos que se avivan entre sí: en esta amistad cada cual aporta justo el empuje o la calma que a la otra persona le falta.`,
    contrasting: (w, x, y) => `Con ${x} al frente en ${w.a} y ${y} en ${w.b}, la amistad reúne temperamentos que no se parecen, y eso la hace interesante: cada cual enseña a la otra persona otra forma de pasarlo bien.`,
  },
  closing: {
    easy: (w) => `Si eres ${w.a} o ${w.b}, guarda esta amistad como se guardan las cosas valiosas: con presencia. Un mensaje sin motivo, un plan improvisado, una pregunta por lo que importa; la afinidad ya la ponen las cartas.`,
    effort: (w) => `Si eres ${w.a} o ${w.b}, recuerda que las amistades con más aristas suelen ser las más honestas. Di lo que te molesta sin esperar a que se acumule, y celebra en voz alta lo que sí funciona entre ${w.a} y ${w.b}.`,
  },
};
