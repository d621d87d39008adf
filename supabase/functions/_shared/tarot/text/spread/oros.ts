import type { Rank, SpreadCardText } from '../../types.ts';

// Oros in the three-card spread: the road of earth, from the seed of the As to the legacy of the Diez, read as
// situation, obstacle and advice, upright and reversed. Each agrees with the card's meaning in text/oros.ts
// without repeating its sentences, and none foretells money or work: they describe and advise. Original text
// written for Sendero Astral.

export const OROS_SPREAD: Record<Rank, SpreadCardText> = {
  as: {
    upright: {
      situation: 'Tienes algo concreto entre las manos. Una oferta, un recurso, un espacio o un cuerpo con energía se presenta como semilla: no es todavía una cosecha, pero es real, se puede tocar y está esperando tierra.',
      obstacle: 'Tener la semilla en la mano da una seguridad engañosa. Mientras la contemplas y calculas cuánto podría dar, la estación de plantar avanza, y una oportunidad tangible pierde valor si nadie la cultiva.',
      advice: 'Planta la semilla esta misma semana con un gesto físico y medible: reserva el espacio, empieza la rutina, formaliza la inscripción. Después decide cuánto tiempo a la semana le vas a dedicar y protégelo.',
    },
    reversed: {
      situation: 'Se escurre entre los dedos lo que parecía al alcance. Una oportunidad no termina de concretarse, un plan carece de base o nada acaba de asentarse; quizá también el cuerpo ha quedado en segundo plano, como si vivieras solo en la cabeza.',
      obstacle: 'Querer la moneda tanto que dejas de ver el jardín convierte la seguridad en un fin. O, al contrario, el desapego por lo material te hace construir sin cimientos, y cada plan se tambalea al primer imprevisto.',
      advice: 'Revisa tus cimientos antes de construir más: qué necesitas de verdad para sentirte en terreno firme y qué es pura acumulación. Vuelve también al cuerpo con un hábito sencillo, como caminar cada mañana o comer sin prisa.',
    },
  },
  dos: {
    upright: {
      situation: 'Mantienes dos cosas en el aire a la vez. Dos responsabilidades, dos ocupaciones o dos necesidades compiten por el mismo tiempo, y de momento lo llevas con ritmo, como quien baila sobre olas que suben y bajan.',
      obstacle: 'Tu flexibilidad para adaptarte a todo te hace aceptar una moneda más. El malabarismo funciona mientras es juego, pero la destreza esconde el cansancio, y nadie nota que el ritmo se está acelerando.',
      advice: 'Da a cada responsabilidad su bloque de tiempo fijo esta semana y respétalo como una cita. Deja un margen libre cada día para las olas imprevistas, y comprueba el domingo si el baile sigue siendo ligero.',
    },
    reversed: {
      situation: 'Las monedas se caen al suelo. Hay demasiados frentes abiertos, compromisos que se solapan y cuentas que no cuadran, y lo que era un baile se ha convertido en una carrera sin tregua.',
      obstacle: 'Fingir que todo merece la misma atención lleva al error o al agotamiento. Prometes más de lo que tu estructura aguanta y, por no soltar nada a propósito, algo acaba cayéndose por su cuenta.',
      advice: 'Decide qué dejas caer a propósito antes de que caiga sin permiso: aplaza, delega o cancela uno de tus compromisos y avisa a quien corresponda. Con menos en el aire, recupera un ritmo que puedas sostener varias semanas.',
    },
  },
  tres: {
    upright: {
      situation: 'Estás en plena obra, y no en soledad. Tu oficio se encuentra con el de otras personas, cada cual con su saber, y lo que se construye empieza a verse y a ser reconocido: la catedral crece piedra a piedra.',
      obstacle: 'Dominar tu parte del trabajo puede hacerte impaciente con la de los demás. Si solo confías en tu criterio, el plano del arquitecto y el sentido del monje quedan fuera, y la obra pierde lo que tú no sabes.',
      advice: 'Invita a alguien con otro saber a revisar tu parte de la obra y escucha su crítica sin defenderte. Aclara los papeles del equipo en una conversación breve: quién hace qué y para cuándo.',
    },
    reversed: {
      situation: 'Los planos y la obra ya no coinciden. Cada cual tira hacia su lado, alguien firma como propio lo que fue de todo el equipo o la prisa por acabar sacrifica la calidad; tu talento, mientras, pasa desapercibido.',
      obstacle: 'Cumplir sin poner tu oficio es la forma más discreta de abandonar la obra. Cuando los papeles no están claros, es fácil hacer lo mínimo o imponer tu manera, y la piedra mal tallada debilita todo el muro.',
      advice: 'Propón una conversación breve para repartir de nuevo los papeles: quién hace qué, con qué criterio, para cuándo. Y elige una tarea tuya que hiciste deprisa y rehazla como si fuera a llevar tu nombre grabado.',
    },
  },
  cuatro: {
    upright: {
      situation: 'Lo conseguido necesita resguardo. Has trabajado por lo que tienes y ahora lo proteges, sean recursos, tiempo, espacio o afectos, con límites claros sobre lo que es tuyo; hay una base sólida bajo los pies.',
      obstacle: 'Abrazar la moneda con tanta fuerza deja los brazos ocupados. La prudencia que te dio seguridad se vuelve rigidez, y lo que no cabe en la caja fuerte, personas, experiencias, imprevistos, se queda fuera.',
      advice: 'Separa lo que necesitas proteger de lo que guardas por miedo. Resguarda lo primero con un límite claro y afloja lo segundo con un gesto concreto: presta algo, comparte tu tiempo, invita a alguien a tu espacio.',
    },
    reversed: {
      situation: 'Se te escapa de las manos lo que tenías bien sujeto, o lo aprietas todavía más. Tu relación con lo que tienes oscila entre acumular por miedo y soltar sin control; o quizá estás aprendiendo, por fin, a aflojar los brazos.',
      obstacle: 'El miedo a perder decide por ti. Acumular o gastar sin freno son dos respuestas al mismo temor, y ninguna te da la estabilidad que buscas, porque las dos miden tu valor por lo que tienes.',
      advice: 'Observa hacia qué extremo te inclinas y da un paso hacia el centro: si acumulas, despréndete de algo que no usas; si gastas sin control, espera un día antes de cada compra no esencial durante esta semana.',
    },
  },
  cinco: {
    upright: {
      situation: 'Hace frío. Atraviesas una etapa de carencia, material o de pertenencia, y la sensación es de caminar en la nieve; a tu lado, sin embargo, hay compañía, y muy cerca brilla una ventana que aún no has mirado.',
      obstacle: 'El orgullo de arreglártelas por tu cuenta te hace pasar de largo ante la ayuda. La vergüenza convierte una necesidad legítima en algo que esconder, y la ventana iluminada sigue ahí mientras avanzas sin levantar la vista.',
      advice: 'Llama a una puerta concreta esta semana: pregunta en tu entorno, en un servicio comunitario o a una amistad cómo podrían echarte una mano con lo que necesitas, y dilo sin disculparte. Comparte también el camino con quien pasa por lo mismo.',
    },
    reversed: {
      situation: 'Empieza el deshielo. Lo peor va quedando atrás, despacio, con pequeñas acogidas que vuelven a ser posibles; o la puerta ya está abierta y algo en ti se resiste a entrar.',
      obstacle: 'La costumbre de aguantar a solas convierte la ayuda en afrenta. Entrar en el refugio parece reconocer una derrota, y prefieres seguir con frío antes que sentir que debes algo.',
      advice: 'Di que sí a la próxima mano que te tiendan, aunque sea pequeña, y recíbela sin justificarte. Y cuando notes que el frío remite, guarda el recuerdo de esa ventana: algún día podrás señalársela a otra persona.',
    },
  },
  seis: {
    upright: {
      situation: 'Los recursos circulan. Hay un intercambio en marcha, das lo que puedes o recibes lo que necesitas, y la balanza permite que cada parte tenga lo suyo sin que nadie se quede sin nada.',
      obstacle: 'Dar con tanta medida puede volverse cálculo. Si la balanza pasa a ser la protagonista, la generosidad pierde calidez; y si te toca recibir, el orgullo puede impedir que aceptes sin sentir que debes algo.',
      advice: 'Ofrece algo medido y concreto a quien lo necesite: una hora de tu tiempo, un saber, una comida compartida. Y si eres quien recibe, acéptalo con dignidad y da las gracias sin apresurarte a devolver.',
    },
    reversed: {
      situation: 'El intercambio se ha desequilibrado. Hay una ayuda con condiciones, una deuda que pesa o una relación en la que siempre da la misma parte, y lo que se recibe ha empezado a restar libertad.',
      obstacle: 'Dar puede ser una forma de control, y recibir, una forma de dependencia. Mientras el favor pese más que el vínculo, cada gesto generoso deja una cuenta pendiente y nadie se siente libre.',
      advice: 'Revisa con honestidad un intercambio desigual de tu vida y corrige un punto: salda una deuda pequeña, rechaza una ayuda que te ata o pide hablar de ella con claridad. Decir que no también restablece la balanza.',
    },
  },
  siete: {
    upright: {
      situation: 'Has sembrado y esperas. El trabajo está hecho, la planta crece, y el momento pide una pausa para evaluar con calma si lo que cultivas avanza, necesita otro cuidado o simplemente más tiempo.',
      obstacle: 'La paciencia que sostiene la siembra puede volverse espera pasiva. Apoyarte en la azada a mirar el fruto es sensato un rato, pero si la evaluación no termina nunca, la siguiente estación te encuentra sin decidir.',
      advice: 'Evalúa con datos, no con ansiedad: qué ha dado esto hasta ahora, qué necesita y cuánto más quieres invertir en ello. Después decide un ajuste y ponle fecha de revisión.',
    },
    reversed: {
      situation: 'La cosecha se retrasa o no llega a cuajar. El esfuerzo no rinde como creías, o la impaciencia te empuja a abandonar cuando el fruto estaba a punto; quizá también hay una inversión de tiempo o energía que no salió bien.',
      obstacle: 'Te cuesta distinguir un proyecto que necesita tiempo de otro que está agotado. Sostener algo solo por lo invertido es tan engañoso como abandonarlo por prisa, y las dos cosas nacen de no mirar el suelo.',
      advice: 'Mira el suelo, las raíces y la estación: ¿plantaste en la tierra adecuada? Si la respuesta es no, acepta la pérdida y lleva lo aprendido a otra siembra; si es sí, riega con constancia y deja de arrancar la planta para ver cómo va.',
    },
  },
  ocho: {
    upright: {
      situation: 'Estás en el banco de trabajo. Repites una tarea hasta que la mano la sabe, con atención al detalle y sin pensar demasiado en el resultado; es un tiempo de oficio, de práctica paciente y de mejora constante.',
      obstacle: 'Concentrarte tanto en la pieza que tienes delante te hace perder de vista para qué la tallas. El pueblo del fondo, con su gente y su ritmo, queda cada vez más lejos del taller.',
      advice: 'Practica a diario, aunque sea poco tiempo, una sola parte de tu oficio: la que más te cuesta. Busca a alguien con más experiencia que revise tu trabajo una vez por semana y te diga qué pulir.',
    },
    reversed: {
      situation: 'El taller ha perdido su encanto. Repites sin aprender, trabajas sin interés o corriges sin fin algo que nunca parece suficiente; tu oficio se ha vuelto rutina o exigencia, y en ambos casos ha dejado de nutrirte.',
      obstacle: 'El perfeccionismo disfrazado de rigor te impide terminar. O lo contrario: la desgana convierte cada tarea en trámite, y en los dos casos el oficio pierde el alma que lo sostenía.',
      advice: 'Ponle fecha de entrega a lo que no terminas de pulir y cúmplela, con imperfecciones incluidas. Si el problema es la desgana, aprende una técnica nueva que devuelva la curiosidad a tus manos.',
    },
  },
  nueve: {
    upright: {
      situation: 'Has construido un lugar propio. Lo que trabajaste despacio da ahora fruto, y puedes pasear por tu jardín con la calma de no depender de nadie para disfrutarlo: la independencia, aquí, es libertad y no aislamiento.',
      obstacle: 'La autosuficiencia que tanto te costó puede hacerte olvidar que también se disfruta en compañía. Si el jardín es perfecto y solo tuyo, cualquier visita parece una amenaza al orden que has creado.',
      advice: 'Disfruta de lo que has conseguido con un placer refinado y sin culpa: una comida cuidada, una tarde en tu espacio, un paseo lento. Después abre el jardín a alguien querido, sin cambiar nada para impresionar.',
    },
    reversed: {
      situation: 'El jardín se cuida para que lo vean, no para estar en él. Hay una comodidad que depende de otra persona, un esfuerzo constante por mantener las apariencias o tanto trabajo para construir tu espacio que no queda tiempo para vivirlo.',
      obstacle: 'Nada te parece suficiente: ni el jardín, ni tú, ni lo que te rodea. La exigencia convierte el bienestar en un examen permanente, y la independencia, en un muro que deja fuera a quien podría acompañarte.',
      advice: 'Comprueba si tu bienestar es auténtico: pasa una tarde en tu espacio sin enseñársela a nadie, haciendo algo solo por placer. Si dependes de alguien para sostener tu comodidad, da un paso pequeño hacia una base propia.',
    },
  },
  diez: {
    upright: {
      situation: 'Pisas un suelo que otras manos prepararon durante años. Hay raíces familiares o comunitarias, un legado, un oficio o unos valores que pasan de unas manos a otras, y lo que vives se apoya en algo que no empezó contigo.',
      obstacle: 'El peso de la tradición puede hacer que todo se decida según lo que siempre se ha hecho en la familia. Conservar el legado es valioso, pero si nada nuevo entra en la casa, las generaciones siguientes solo reciben repetición.',
      advice: 'Piensa qué quieres dejar y a quién, más allá de lo material. Transmite en los próximos días un saber o una historia de tu familia a alguien más joven, y pregunta a alguien mayor por algo que solo esa persona recuerda.',
    },
    reversed: {
      situation: 'Lo recibido de tu familia se ha vuelto motivo de tensión. Hay disputas por lo heredado, expectativas que se cargan como un fardo o una ruptura con la tradición que duele aunque sea necesaria.',
      obstacle: 'Los patrones heredados actúan sin que los veas. Repites formas de trabajar, de discutir o de gastar que aprendiste en casa, y defenderlas por lealtad te impide elegir qué quieres llevar contigo.',
      advice: 'Haz dos montones imaginarios con lo que recibiste: lo que quieres conservar y lo que prefieres no transmitir. Ante el próximo gesto aprendido que no quieres repetir, detente y elige otro; y dile a alguien de tu familia qué valoras de lo que te dio.',
    },
  },
  sota: {
    upright: {
      situation: 'Estás al comienzo de un aprendizaje concreto. Tienes la moneda en las manos y la estudias con atención antes de plantarla: un oficio, un curso o un proyecto pequeño que puede crecer mucho si se cuida.',
      obstacle: 'Tu seriedad de estudiante puede retrasar el primer paso. Quieres entenderlo todo antes de empezar, y la moneda se queda en las manos, observada con reverencia, pero sin tocar la tierra.',
      advice: 'Da un paso práctico antes de que acabe la semana: inscríbete, consigue el material, busca a alguien que ya domine el tema y pregúntale por dónde empezar. Después reserva una franja fija, aunque sea corta, para practicar.',
    },
    reversed: {
      situation: 'El proyecto sigue en la mesa, sin estrenar. Un estudio quedó a medias o cuesta pasar de la intención a la acción, como si las tareas concretas no merecieran tu atención.',
      obstacle: 'Detrás de la pereza puede haber miedo a no estar a la altura, o la falta de un objetivo claro. Mientras el plan sea grande y difuso, cualquier tarea pequeña parece indigna de empezar.',
      advice: 'Ponle al proyecto aplazado un objetivo que se pueda ver en una semana, como una pieza terminada, un capítulo leído o una prueba hecha. Cuéntale a alguien ese objetivo y pídele que te pregunte por él el domingo.',
    },
  },
  caballero: {
    upright: {
      situation: 'Avanzas despacio y sin pausa. La situación pide método, constancia y fiabilidad más que brillo: cumplir lo prometido, terminar lo empezado y arar el campo surco a surco, día tras día.',
      obstacle: 'Tu constancia es una virtud que puede parecer inmovilidad. Seguir el mismo método por lealtad, cuando el campo ha cambiado, te hace trabajar mucho en la dirección de siempre sin preguntarte si sigue siendo la buena.',
      advice: 'Elige una rutina útil y pequeña para esta cuestión y cúmplela a la misma hora durante tres semanas. No la cambies ni la agrandes hasta entonces; al final, mira el surco que has abierto.',
    },
    reversed: {
      situation: 'El caballo está atascado. La constancia se ha vuelto rigidez y la paciencia, inmovilidad; o el trabajo lo ocupa todo y la sensación es de hacer siempre lo mismo sin saber para qué.',
      obstacle: 'Aferrarte a tus hábitos porque te dan seguridad te impide ver que han dejado de funcionar. El aburrimiento es una señal, no un defecto, y taparlo con más esfuerzo solo alarga el estancamiento.',
      advice: 'Cambia un elemento de tu método esta semana, el orden, el lugar o el horario, y observa qué se mueve. Pregúntate hacia dónde va tu esfuerzo y recorta una tarea que ya no conduce a ninguna parte.',
    },
  },
  reina: {
    upright: {
      situation: 'Sabes cuidar de forma concreta, y ahora se nota. Tu casa, tu cuerpo o tu proyecto florecen gracias a gestos cotidianos y cálidos, y a tu alrededor hay una abundancia tranquila que acoge a otras personas.',
      obstacle: 'Proveer a todo el mundo es tu forma de querer, y también tu trampa. Si el cuidado se mide en comidas, tareas y detalles, descuidas el placer y el descanso de tu propio cuerpo, que también forma parte del jardín.',
      advice: 'Lleva esta cuestión al terreno de las manos: prepara el espacio, cocina, ordena, haz que lo práctico resulte agradable. Y date un placer sensorial antes del domingo, sin justificarlo como recompensa.',
    },
    reversed: {
      situation: 'La maleza le gana terreno al jardín. Cuidas tanto de otras personas, o del trabajo, que no queda energía para tu bienestar; o la protección se ha vuelto asfixiante y la relación con lo material, ansiosa.',
      obstacle: 'Confundes cuidar con controlar, y proveer con acumular. La ansiedad por que no falte nada convierte la abundancia en vigilancia, y el conejo, que antes saltaba a tus pies, se esconde.',
      advice: 'Reparte de otro modo las tareas que siempre asumes: propón turnos y acepta que alguien haga las cosas a su manera. Dedica el tiempo ganado a algo que tu cuerpo agradezca, y ordena un rincón que te devuelva la sensación de hogar.',
    },
  },
  rey: {
    upright: {
      situation: 'Has construido algo sólido. Tienes recursos, criterio y experiencia para administrarlos, y el momento favorece asumir tu autoridad sobre lo material con confianza, convirtiendo ideas en resultados tangibles.',
      obstacle: 'La solidez alcanzada invita a no arriesgar nada. Cuando todo se mide por su rendimiento, lo que no produce, sea un vínculo, un juego o un proyecto incierto, pierde su sitio en la mesa.',
      advice: 'Administra lo que tienes con un plan a largo plazo y una parte reservada para compartir: decide qué dedicas a tu estabilidad y qué a otras personas. Ofrece tu experiencia a alguien que empieza.',
    },
    reversed: {
      situation: 'Todo se mide en cifras. Hay una obsesión por el estatus o el dinero, decisiones imprudentes con los recursos o un poder económico usado para controlar; lo que se acumula sin circular empieza a estancarse.',
      obstacle: 'Tu terquedad ante el cambio protege el trono y empobrece lo demás. Si la rentabilidad decide por encima de los vínculos, el sentido y el descanso, ganas seguridad y pierdes lo que la hacía valiosa.',
      advice: 'Pregúntate para qué quieres lo que acumulas y qué lugar ocupa en tu vida. Haz circular una parte en forma de tiempo, ayuda o generosidad, y consulta a una persona sensata antes de tu próxima decisión importante sobre recursos.',
    },
  },
};
