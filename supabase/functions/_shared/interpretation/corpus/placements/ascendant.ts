import type { SignId } from '../../../contract/chart.ts';

// The Ascendant by sign, in both voices: three readings of one sentence per sign, one of them chosen from the chart.
// The paragraph then reads the Ascendant with the Sun's sign (corpus/weaves.ts), the door and what stands behind it.

export const ASCENDANT: Record<'self' | 'other', Record<SignId, readonly string[]>> = {
  self: {
    aries: [
      'Te presentas al mundo con energía directa y espontánea: la gente percibe tu iniciativa antes que tus dudas.',
      'La vida te pide tomar la delantera y aprender a través de la acción, y concederle un segundo de respiración a tu primera reacción la vuelve más certera.',
      'Con el Ascendente en Aries llegas a los sitios como quien abre una puerta de un empujón, y tu franqueza es lo primero que se recuerda de ti.',
    ],
    taurus: [
      'Tienes una presencia serena y sólida, de esas que transmiten calma sin decir mucho.',
      'Te acercas a lo nuevo con prudencia y necesitas tiempo para confiar, y tu camino se abre cuando honras tu ritmo.',
      'Con el Ascendente en Tauro das una impresión de estabilidad que tranquiliza, y lo que te hace habitar tu cuerpo te devuelve siempre a tu centro.',
    ],
    gemini: [
      'Tu primera impresión es ágil, conversadora y curiosa.',
      'Abordas la vida preguntando, observando y probando varias puertas, y tu evolución pasa por convertir esa agilidad en profundidad cuando algo te importa de verdad.',
      'Con el Ascendente en Géminis llegas hablando, y la gente percibe enseguida tu mente despierta y tu humor.',
    ],
    cancer: [
      'Tu forma de estar en el mundo es cálida y atenta, aunque al principio guardes cierta reserva.',
      'Lees el ambiente antes de mostrarte y creas intimidad con facilidad cuando hay confianza, y proteger tu sensibilidad sin encerrarte es parte de tu camino.',
      'Con el Ascendente en Cáncer transmites una cercanía protectora, y la gente tiende a confiarte lo que no cuenta a nadie.',
    ],
    leo: [
      'Tu presencia se nota: hay en ti algo cálido y expresivo que ilumina los lugares donde entras.',
      'La vida te invita a mostrarte, a crear y a liderar desde el corazón, y lo que más brilla en ti es lo auténtico, así que cuida que la imagen no tape a la persona.',
      'Con el Ascendente en Leo llegas con una calidez que llena la habitación, y la gente espera de ti una chispa que sueles dar.',
    ],
    virgo: [
      'Te presentas de manera discreta, observadora y cuidadosa con los detalles.',
      'Ante cada situación analizas cómo funciona y qué puedes aportar, y tu camino se ilumina cuando conviertes la exigencia en servicio.',
      'Con el Ascendente en Virgo das una impresión de competencia tranquila, y aprender a tratarte con menos dureza suaviza también tu manera de mirar a los demás.',
    ],
    libra: [
      'Tu primera impresión es amable, elegante y diplomática: sabes hacer que los demás se sientan a gusto.',
      'Abordas la vida a través de las relaciones y buscas la armonía en cada situación, y tu crecimiento pasa por decidir desde tu centro, no solo desde lo que otros esperan.',
      'Con el Ascendente en Libra suavizas cualquier lugar al que llegas, y tu reto es que la cortesía no tape tus preferencias.',
    ],
    scorpio: [
      'Tu presencia es magnética y algo reservada: observas mucho antes de revelar poco.',
      'Las personas sienten tu intensidad aunque no la expliques, y tu fortaleza crece cada vez que eliges la transparencia en lugar de la defensa.',
      'Con el Ascendente en Escorpio la vida te lleva por procesos de transformación profunda, y la gente intuye en ti una hondura que no necesitas anunciar.',
    ],
    sagittarius: [
      'Te presentas con entusiasmo, franqueza y ganas de explorar.',
      'Tu actitud ante la vida es la de quien busca sentido y horizonte, y eso inspira a quienes te rodean; te toca sostener la mirada larga sin descuidar los detalles del presente.',
      'Con el Ascendente en Sagitario llegas con buen humor y preguntas grandes, y tu optimismo abre conversaciones que otros no se atreven a empezar.',
    ],
    capricorn: [
      'Das una primera impresión seria, responsable y contenida, quizá porque la vida te pidió madurar pronto.',
      'Enfrentas lo nuevo con estrategia y paciencia, y te ganas la confianza ajena con hechos.',
      'Con el Ascendente en Capricornio transmites fiabilidad desde el primer momento, y con los años suele aparecer en ti una ligereza que de joven no te permitías.',
    ],
    aquarius: [
      'Tu manera de estar en el mundo es original, amistosa y difícil de encasillar.',
      'Te acercas a la vida con una mirada que cuestiona lo establecido y busca lo que está por venir, y tu reto es permitir la cercanía sin sentir que pierdes tu libertad.',
      'Con el Ascendente en Acuario llegas como alguien que no sigue el guion, y la gente recuerda tu forma distinta de mirar las cosas.',
    ],
    pisces: [
      'Tu presencia es suave, receptiva y difícil de definir, como si tomaras el color de cada lugar.',
      'Percibes mucho más de lo que muestras, y tu intuición guía tus primeros pasos; tu camino pasa por encontrar una forma propia, con límites claros, en la que tu sensibilidad pueda desplegarse.',
      'Con el Ascendente en Piscis la gente te encuentra fácil de querer y difícil de descifrar, y cuidar tus límites protege esa apertura.',
    ],
  },
  other: {
    aries: [
      'Se presenta al mundo con energía directa y espontánea: la gente percibe su iniciativa antes que sus dudas.',
      'La vida le pide tomar la delantera y aprender a través de la acción, y concederle un segundo de respiración a su primera reacción la vuelve más certera.',
      'Con el Ascendente en Aries llega a los sitios como quien abre una puerta de un empujón, y su franqueza es lo primero que se recuerda de su persona.',
    ],
    taurus: [
      'Tiene una presencia serena y sólida, de esas que transmiten calma sin decir mucho.',
      'Se acerca a lo nuevo con prudencia y necesita tiempo para confiar, y su camino se abre cuando respeta su propio ritmo.',
      'Con el Ascendente en Tauro da una impresión de estabilidad que tranquiliza, y lo que le hace habitar su cuerpo le devuelve siempre a su centro.',
    ],
    gemini: [
      'Su primera impresión es ágil, conversadora y curiosa.',
      'Aborda la vida preguntando, observando y probando varias puertas, y su evolución pasa por convertir esa agilidad en hondura cuando algo le importa de verdad.',
      'Con el Ascendente en Géminis llega hablando, y la gente percibe enseguida su mente despierta y su humor.',
    ],
    cancer: [
      'Su forma de estar en el mundo es cálida y atenta, aunque al principio guarde cierta reserva.',
      'Lee el ambiente antes de mostrarse y crea intimidad con facilidad cuando hay confianza, y proteger su sensibilidad sin encerrarse es parte de su camino.',
      'Con el Ascendente en Cáncer transmite una cercanía protectora, y la gente tiende a confiarle lo que no cuenta a nadie.',
    ],
    leo: [
      'Su presencia se nota: hay en su persona algo cálido y expresivo que ilumina los lugares donde entra.',
      'La vida le pide mostrarse, crear y liderar desde el corazón, y lo que más brilla en su persona es lo auténtico, así que le conviene que la imagen no tape a quien hay detrás.',
      'Con el Ascendente en Leo llega con una calidez que llena la habitación, y la gente espera de su parte una chispa que suele dar.',
    ],
    virgo: [
      'Se presenta de manera discreta, observadora y cuidadosa con los detalles.',
      'Ante cada situación analiza cómo funciona y qué puede aportar, y su camino se ilumina cuando convierte la exigencia en servicio.',
      'Con el Ascendente en Virgo da una impresión de competencia tranquila, y aprender a tratarse con menos dureza suaviza también su manera de mirar a los demás.',
    ],
    libra: [
      'Su primera impresión es amable, elegante y diplomática: sabe hacer que los demás se sientan a gusto.',
      'Aborda la vida a través de las relaciones y busca la armonía en cada situación, y su crecimiento pasa por decidir desde su centro, no solo desde lo que otros esperan.',
      'Con el Ascendente en Libra suaviza cualquier lugar al que llega, y su reto es que la cortesía no tape sus preferencias.',
    ],
    scorpio: [
      'Su presencia es magnética y algo reservada: observa mucho antes de revelar poco.',
      'La gente siente su intensidad aunque no la explique, y su fortaleza crece cada vez que elige la transparencia en lugar de la defensa.',
      'Con el Ascendente en Escorpio su vida pasa por procesos de transformación honda, y la gente intuye en su persona una hondura que no necesita anunciar.',
    ],
    sagittarius: [
      'Se presenta con entusiasmo, franqueza y ganas de explorar.',
      'Su actitud ante la vida es la de quien busca sentido y horizonte, y eso inspira a su entorno; le toca sostener la mirada larga sin descuidar los detalles del presente.',
      'Con el Ascendente en Sagitario llega con buen humor y preguntas grandes, y su optimismo abre conversaciones que otros no se atreven a empezar.',
    ],
    capricorn: [
      'Da una primera impresión seria, responsable y contenida, quizá porque la vida le pidió madurar pronto.',
      'Enfrenta lo nuevo con estrategia y paciencia, y se gana la confianza ajena con hechos.',
      'Con el Ascendente en Capricornio transmite fiabilidad desde el primer momento, y con los años suele aparecer una ligereza que de joven no se permitía.',
    ],
    aquarius: [
      'Su manera de estar en el mundo es original, amistosa y difícil de encasillar.',
      'Se acerca a la vida con una mirada que cuestiona lo establecido y busca lo que está por venir, y su reto es aceptar la cercanía sin sentir que pierde libertad.',
      'Con el Ascendente en Acuario llega como alguien que no sigue el guion, y la gente recuerda su forma distinta de mirar las cosas.',
    ],
    pisces: [
      'Su presencia es suave, receptiva y difícil de definir, como si tomara el color de cada lugar.',
      'Percibe mucho más de lo que muestra, y su intuición guía sus primeros pasos; su camino pasa por encontrar una forma propia, con límites claros, en la que su sensibilidad pueda desplegarse.',
      'Con el Ascendente en Piscis es fácil de querer y difícil de descifrar, y cuidar sus límites protege esa apertura.',
    ],
  },
};
