import type { Rank, SpreadCardText } from '../../types.ts';

// Copas in the three-card spread: the road of water, from the spring of the As to the full house of the Diez,
// read as situation, obstacle and advice, upright and reversed. Each agrees with the card's meaning in
// text/copas.ts without repeating its sentences. Original text written for Sendero Astral.

export const COPAS_SPREAD: Record<Rank, SpreadCardText> = {
  as: {
    upright: {
      situation: 'Un manantial se ha abierto en ti. Hay un afecto nuevo, una reconciliación o una ola de ternura que todavía no sabe adónde va, y la situación se sostiene en eso: en algo que se recibe más que en algo que se hace.',
      obstacle: 'La emoción, cuando rebosa, quiere repartirse enseguida. Te apresuras a decidir hacia dónde debe ir el agua y a quién pertenece, y al darle cauce tan pronto le quitas la posibilidad de mostrarte qué era.',
      advice: 'Ofrece un cuenco limpio: deja que lo que te conmueve te conmueva, sin explicarlo ni frenarlo. Después dale una salida hacia alguien concreto, sea una palabra de cariño, un abrazo largo o una invitación sencilla.',
    },
    reversed: {
      situation: 'La copa está boca abajo. O el corazón se ha cerrado tras una herida y raciona lo que siente, o se vierte en todas direcciones sin llegar a nadie; el manantial sigue vivo, pero el cauce se ha roto.',
      obstacle: 'Das desde un pozo vacío. El afecto que ofreces por costumbre, o por miedo a que te dejen de querer, acaba pareciéndose a una deuda, y el cansancio que nadie atiende endurece lo que era blando.',
      advice: 'Llena primero tu copa con cosas pequeñas y fiables: dormir lo suficiente, una compañía que no pida nada, un rato de silencio al día. Cuando vuelvas a sentir algo de caudal, reparte solo lo que te sobre.',
    },
  },
  dos: {
    upright: {
      situation: 'Dos personas se miran sin máscara. Hay un vínculo naciente o renovado, de amor, amistad o alianza, en el que cada parte ofrece y recibe en la misma medida; el encuentro tiene algo de curativo.',
      obstacle: 'El encanto del reconocimiento mutuo puede invitar a fundirse. Si la complicidad te lleva a callar diferencias para no romper la armonía, el equilibrio del caduceo se inclina sin que nadie lo note.',
      advice: 'Cuida el vínculo con gestos recíprocos: pregunta antes de suponer, ofrece sin llevar la cuenta y acepta lo que te den sin devolverlo al instante. Propón un plan decidido entre las dos partes, no por una sola.',
    },
    reversed: {
      situation: 'Las copas ya no se cruzan a la misma altura. Una parte da más de lo que recibe, o las dos hablan sin escucharse, y los gestos pequeños empiezan a delatar una decepción que nadie ha nombrado.',
      obstacle: 'La imagen ideal que pusiste en alguien le impide ser quien es. Mides a la persona real con el retrato que imaginaste y, mientras tanto, el caparazón de cada cual se cierra un poco más.',
      advice: 'Nombra la asimetría sin convertirla en acusación: habla en primera persona de lo que necesitas y pregunta qué necesita la otra parte. Antes, pregúntate si quieres a esa persona o a lo que esperabas de ella.',
    },
  },
  tres: {
    upright: {
      situation: 'Tienes a tu alrededor un círculo que sostiene. La amistad, las risas y los rituales compartidos son ahora un recurso real: lo que vives se aligera en compañía, y hay motivos para brindar en grupo.',
      obstacle: 'El calor del grupo puede volverse la única fuente de sentido. Si cada decisión pasa por la aprobación del círculo, o la fiesta te distrae de lo que duele, la alegría compartida tapa lo que necesitabas mirar.',
      advice: 'Apóyate en tu gente: cuenta qué te pasa y deja que te cuiden. Reúne esta semana a dos o tres personas queridas sin otro motivo que el encuentro, y agradéceles en voz alta lo que te dan.',
    },
    reversed: {
      situation: 'El corro ha perdido el paso. Hay comentarios sobre quien no está, una tercera persona que desequilibra un vínculo o una diversión que sirve para no sentir nada incómodo.',
      obstacle: 'Las palabras que antes unían ahora dejan fuera. El chisme, los sobreentendidos y las reuniones de las que vuelves con menos de lo que llevabas desgastan la confianza, y cuesta saber si te sobra el grupo o si sobra alguien en él.',
      advice: 'Elige con quién pasas el tiempo: reduce tu presencia en el grupo que te deja un sabor amargo y busca a solas a quien de verdad te importa. Si has dejado a alguien fuera, haz un gesto para que vuelva a sentirse parte.',
    },
  },
  cuatro: {
    upright: {
      situation: 'Nada de lo que tienes delante parece bastar. Vives una saciedad rara, con los brazos cruzados bajo el árbol, en la que lo valioso se ha vuelto paisaje; no hay tragedia, solo una desgana que pide atención.',
      obstacle: 'El retiro que te protege del exceso puede volverse costumbre. Mientras mires las tres copas de siempre, comparándolas con lo que falta, la cuarta que te tienden pasa delante sin que levantes la vista.',
      advice: 'Levanta la vista una vez al día a propósito: acepta algo que te ofrezcan, aunque no te entusiasme, o prueba algo que no conozcas. Y si lo que necesitas es retiro, elígelo con un plazo y no por inercia.',
    },
    reversed: {
      situation: 'Algo atraviesa la apatía. Los brazos se descruzan, vuelve la curiosidad y empiezas a notar lo que antes rechazabas por sistema; el tiempo hacia dentro ha cumplido su función.',
      obstacle: 'Al salir del letargo, la tentación es compensar el tiempo perdido diciendo que sí a todo. La marea que vuelve puede arrastrarte lejos de la claridad que ganaste en el retiro.',
      advice: 'Responde con un sí sincero a una invitación de las que te lleguen y deja las demás para más adelante. Antes, resume en una frase qué descubriste en el tiempo de retiro, para no perderlo por el camino.',
    },
  },
  cinco: {
    upright: {
      situation: 'Algo que amabas se ha derramado. Estás en pleno duelo, por una relación, un plan o una versión de ti, y la pena ocupa todo el horizonte; detrás, aunque aún no las mires, quedan dos copas en pie.',
      obstacle: 'Sentir hasta el fondo es honesto, pero la mirada puede quedarse fija en lo derramado. Si el arrepentimiento repasa una y otra vez qué hiciste mal, la pena se convierte en la única verdad y el puente deja de verse.',
      advice: 'Permítete llorar lo que toca, sin plazos ni consuelos rápidos, y cuéntaselo a alguien que sepa escuchar. Cuando puedas, gírate un momento y nombra dos cosas que siguen en pie en tu vida.',
    },
    reversed: {
      situation: 'La figura empieza a girarse. La pena ya no lo ocupa todo, puedes hablar de lo perdido sin que se te quiebre la voz y las dos copas que quedaban vuelven a entrar en tu campo de visión.',
      obstacle: 'La prisa por estar bien puede reabrir lo que se estaba cerrando. Cruzar el puente antes de tiempo, fingiendo que ya pasó, deja atrás un pedazo de duelo que luego reclama su sitio.',
      advice: 'Vuelca en lo que sigue en pie parte del cuidado que dedicaste a lo perdido: cocina para alguien, arregla algo de la casa, vuelve a un lugar querido. Si hay algo que perdonar, a otra persona o a ti, empieza por decirlo en voz alta.',
    },
  },
  seis: {
    upright: {
      situation: 'El pasado vuelve con dulzura. Un recuerdo, un lugar o una persona de otro tiempo reaparece y te devuelve algo de inocencia; lo que vives tiene el sabor de una flor que alguien te ofrece porque sí.',
      obstacle: 'La dulzura de lo conocido puede convertirse en refugio. Si cada novedad se compara con lo que fue, el presente siempre pierde, y quien vuelve del pasado ocupa un sitio que ya no le corresponde del todo.',
      advice: 'Bebe del pasado para volver al presente: recupera un juego, un lugar o una costumbre de la infancia que te hacía bien y hazle sitio en tu semana. Y regala algo sin esperar nada a cambio, como en aquel patio.',
    },
    reversed: {
      situation: 'El pasado se ha vuelto una postal que miras demasiado. Lo que fue, embellecido por la distancia, pesa sobre lo que es; o bien hay unas raíces que preferirías no mirar y que siguen tirando de ti.',
      obstacle: 'Idealizar otra época te ahorra asumir la edad que tienes. La melancolía parece inofensiva, pero cada vez que vuelves a aquel patio dejas sin atender una responsabilidad presente.',
      advice: 'Mira tu recuerdo favorito con honestidad y añade lo que la memoria borró. Toma de él lo que te nutre, una costumbre, un valor, una persona, y suelta el resto; después haz algo que solo podrías hacer a tu edad actual.',
    },
  },
  siete: {
    upright: {
      situation: 'Hay demasiadas copas flotando entre nubes. Barajas opciones brillantes, cada una con su promesa distinta, y ninguna tiene todavía suelo firme: estás en la fase de imaginar, no de elegir.',
      obstacle: 'Tu imaginación es fértil, y por eso mismo te dispersa. Mientras todas las copas sigan brillando a la vez, elegir una parece perder las demás, y la decisión se aplaza en nombre de una posibilidad mejor.',
      advice: 'Para cada opción, imagina un martes cualquiera viviéndola: qué haces al levantarte, con quién hablas, qué te cansa. Quédate con la que sigue atrayéndote en ese día corriente y da un primer paso por ella.',
    },
    reversed: {
      situation: 'Las nubes se disipan y se ve qué copas estaban vacías. Hay desencanto, porque una promesa resultó humo, y también alivio: por fin sabes qué no quieres, y la energía empieza a concentrarse.',
      obstacle: 'El desengaño puede empujarte hacia otro espejismo recién estrenado. Cambiar una fantasía por otra parece una decisión, pero solo renueva el decorado, y el deseo de fondo sigue sin comprobarse.',
      advice: 'Comprueba que lo elegido resiste los días corrientes: pruébalo una semana en pequeño antes de apostarlo todo. Cuéntale a alguien de confianza qué opción has descartado y por qué; decirlo en voz alta la deja ir de verdad.',
    },
  },
  ocho: {
    upright: {
      situation: 'Lo que parecía bastar ya no sacia. Nada se ha roto y las copas siguen ordenadas, pero falta algo esencial, y te encuentras de espaldas a lo construido, a punto de echar a andar hacia las montañas.',
      obstacle: 'Todo lo que invertiste en esta etapa pesa como un argumento para quedarte. El orden de las copas, tan logrado, te hace dudar de tu propio vacío, y temes que marcharte sea desagradecimiento.',
      advice: 'Nombra con precisión qué falta en el hueco de la pila. Da un paso de búsqueda sin romper nada todavía, como un curso, una conversación o un viaje corto, y observa si lo que buscas se parece a lo que imaginabas.',
    },
    reversed: {
      situation: 'Te has quedado a medio camino. Vuelves la cabeza, das dos pasos y regresas: sabes que algo terminó y no encuentras fuerzas para dejarlo, o te marchas de todo una y otra vez sin saber qué buscas.',
      obstacle: 'El miedo se disfraza de prudencia cuando te quedas, y de libertad cuando huyes. Mientras no distingas cuál de los dos te mueve, cualquier decisión nacerá del cansancio y no de la lucidez.',
      advice: 'Pon fecha para revisar la decisión y, hasta entonces, reúne información en vez de dar vueltas: qué falta exactamente, qué podrías reparar sin irte, qué esperarías encontrar fuera. Decide con esos datos, no con la ansiedad.',
    },
  },
  nueve: {
    upright: {
      situation: 'Un deseo se ha cumplido. Lo que querías está aquí, sobre la repisa, y el momento pide algo tan simple como difícil: sentarte, apreciarlo y no correr todavía hacia lo siguiente.',
      obstacle: 'La satisfacción puede volverse autocomplacencia. Si te cruzas de brazos ante lo conseguido y lo exhibes más de lo que lo compartes, el bienestar se convierte en una vitrina que hay que vigilar.',
      advice: 'Disfruta lo conseguido sin culpa y sin prisa, con los cinco sentidos. Después invita a alguien a compartirlo: una comida, una tarde, una conversación en la que cuentes cuánto te ha costado llegar hasta aquí.',
    },
    reversed: {
      situation: 'La repisa está llena y, aun así, no basta. Un deseo cumplido no trajo lo que prometía, o cada logro se convierte en el peldaño hacia el siguiente; o quizá tanta comodidad te está adormeciendo.',
      obstacle: 'Intentas saciar con cosas una necesidad que no es de cosas. Comida, compras o pantallas llenan sin nutrir, y el hambre de fondo, de calma, de reconocimiento o de compañía, sigue intacta.',
      advice: 'Pregúntate qué necesidad había debajo del deseo que se cumplió sin saciarte. Búscala por el camino directo, sea una conversación, un descanso o una compañía, y prescinde de un consuelo automático.',
    },
  },
  diez: {
    upright: {
      situation: 'Hay un lugar donde perteneces. Los vínculos cultivados durante años dan fruto, la casa, de sangre o elegida, se siente en paz, y lo que vives tiene la calma de poder descansar entre tu gente.',
      obstacle: 'La paz del hogar puede exigir más calma de la que hay. Para no empañar el arcoíris, callas una molestia o te ajustas a un papel, y la plenitud empieza a depender de que nada cambie.',
      advice: 'Cuida lo que tienes con un ritual de encuentro: una comida sin pantallas, una llamada larga, una tarde sin planes con las personas que quieres. Y pregunta a alguien de ese círculo qué podrías hacer para que su lugar en él sea más cómodo.',
    },
    reversed: {
      situation: 'Detrás del arcoíris hay una pared desconchada. El hogar luce bien por fuera y guarda silencios por dentro, o sientes la presión de encajar en un modelo de familia que no se parece al tuyo.',
      obstacle: 'Los resentimientos que no se dicen se cobran después en sacrificios y reproches difusos. Mientras la sonrisa forzada valga más que un desacuerdo dicho con cuidado, la casa seguirá en calma aparente y tensión real.',
      advice: 'Define qué significa hogar para ti, al margen de lo que te enseñaron, y actúa en consecuencia con un gesto: una distancia sana, una conversación pendiente abierta con amabilidad, una tradición que cambias por otra tuya.',
    },
  },
  sota: {
    upright: {
      situation: 'Algo te ha sorprendido por dentro. Un sueño vívido, una corazonada, una idea creativa o un mensaje afectivo asoman de repente, como el pez en la copa, y los recibes con la curiosidad de quien juega.',
      obstacle: 'El asombro, tan tierno, corre el riesgo de no pasar de ahí. Te fascina lo que sientes y lo que imaginas, pero sin un mínimo de forma el pez vuelve al agua y la idea se pierde con la siguiente ola.',
      advice: 'Dale al hallazgo un rato de juego esta semana: un cuarto de hora con lápices, una melodía tarareada, un párrafo sin corregir. Y si te llega una invitación afectiva, respóndela con la misma sencillez con la que llegó.',
    },
    reversed: {
      situation: 'Estás a flor de piel. Cualquier comentario suena a rechazo y cualquier deseo pide satisfacción inmediata; reaccionas desde una herida antigua, o alguien cercano lo hace y te arrastra a su marea.',
      obstacle: 'La vergüenza de mostrar lo que sientes o lo que creas te hace abandonar las ideas en cuanto dejan de ser emocionantes. El miedo a no gustar decide por ti, y la copa se queda vacía.',
      advice: 'Dale a lo que sientes un cauce adulto: nómbralo, deja pasar un rato y responde después, no con la primera ola. Si tienes un proyecto creativo escondido, enséñaselo a una persona amable, aunque esté a medias.',
    },
  },
  caballero: {
    upright: {
      situation: 'Algo se acerca despacio con una copa en la mano. Hay una propuesta afectiva o creativa en el aire, una invitación o una declaración, y el momento favorece seguir al corazón más que a la conveniencia.',
      obstacle: 'El idealismo que embellece la propuesta puede dejarla sin tierra. Te enamoras de cómo podría ser y esperas el gesto perfecto, y mientras tanto el caballo avanza tan despacio que nunca termina de llegar.',
      advice: 'Ofrece la copa con un gesto concreto: una invitación con fecha, un regalo hecho a mano, una obra tuya que muestras a alguien. Los sentimientos necesitan actos, y uno pequeño y real vale más que mil intenciones.',
    },
    reversed: {
      situation: 'Hay palabras bonitas y poca presencia. Alguien seduce y desaparece cuando hace falta estar, o eres tú quien se enamora de la idea de algo y pierde el interés cuando asoma la realidad.',
      obstacle: 'La dulzura puede usarse para conseguir algo, y el romanticismo, para no comprometerse. Mientras la escenografía importe más que la constancia, cada promesa nueva tapa la anterior sin cumplirla.',
      advice: 'Mide los gestos por su constancia, los tuyos y los ajenos: ¿se repiten cuando no hay público? Salda cuanto antes una deuda de palabra, por pequeña que sea, antes de ilusionar a nadie con otra.',
    },
  },
  reina: {
    upright: {
      situation: 'Percibes lo que otras personas no dicen. Estás en un momento de sensibilidad madura, capaz de sostener emociones propias y ajenas sin ahogarte, y tu intuición sobre este tema es más fiable de lo que crees.',
      obstacle: 'Tu don para acoger convierte tu regazo en el lugar al que todo el mundo acude. Si la copa cerrada guarda lo que sientes para no cargar a nadie, acabas sosteniendo mareas ajenas sin que nadie vea la tuya.',
      advice: 'Confía en lo que intuyes y escúchalo con todo el cuerpo antes de decidir. Ofrece presencia a quien la necesite, sin aconsejar, y resérvate luego un rato junto al agua, real o imaginada, para cuidar tu propia marea.',
    },
    reversed: {
      situation: 'Ya no distingues tu agua de la ajena. Absorbes estados de ánimo, cargas problemas que no te corresponden y acumulas un cansancio que nadie ve; o quizá te pierdes en ensoñaciones y has dejado de actuar.',
      obstacle: 'Cuidar en exceso tiene su reverso: la factura que luego se reclama, o la sensibilidad usada para sostener el control. Mientras creas que puedes salvar a alguien de su marea, el mar seguirá sin orillas.',
      advice: 'Pon orillas a tu mar: elige una carga ajena que llevas y devuélvela con cariño, diciendo qué sí puedes ofrecer y qué no. Cada noche, separa en voz alta lo que sentiste tú de lo que te llevaste de otras personas.',
    },
  },
  rey: {
    upright: {
      situation: 'El mar está agitado y tú sabes navegar. Hay emociones intensas en juego, tuyas o de quienes te rodean, y tu papel es mantener la calma sin negar lo que sientes: escuchar, mediar, dar perspectiva.',
      obstacle: 'La serenidad que te sostiene puede confundirse con distancia. A fuerza de contener tu reacción para dar la respuesta justa, quizá nadie sepa qué sientes, y el consejo llega sin el calor que lo haría creíble.',
      advice: 'Ofrece tu calma como un puerto: reúne a las partes, escucha por turnos y resume lo que cada una siente antes de proponer nada. Y cuenta también, en una frase, cómo te afecta a ti lo que está pasando.',
    },
    reversed: {
      situation: 'La superficie está en calma y el fondo, revuelto. Hay emociones reprimidas que amenazan con estallar, o una huida hacia el trabajo y otras ocupaciones que no dejan ni un rato de silencio para sentir.',
      obstacle: 'Lo que llamas dominio de ti puede ser anestesia. Controlar el agua a costa de secarla te protege de desbordarte, pero también te aleja de las personas, y lo sumergido termina saliendo por donde menos conviene.',
      advice: 'Busca un espacio seguro para que lo sumergido salga: una conversación con alguien de confianza, un rato de movimiento intenso, acompañamiento profesional si lo necesitas. Nombra una emoción al día, aunque sea solo para ti.',
    },
  },
};
