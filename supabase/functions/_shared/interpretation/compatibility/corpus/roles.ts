// What each point and each relevant house stands for in each kind of bond, as noun phrases that follow "habla de"
// or "la casa N de X es…". They feed the one-line "por qué este número" under each weighted contact.
import type { ChartPoint, RelationCategory } from '../../../astro/compatibility-types.ts';

export const POINT_ROLE: Record<RelationCategory, Record<ChartPoint, string>> = {
  pareja: {
    sun: 'el propósito que quiere ver reconocido', moon: 'la necesidad de cobijo y de ternura', mercury: 'la manera de hablar de lo que pasa entre los dos',
    venus: 'cómo da y recibe cariño', mars: 'el deseo y la forma de ir a buscar', jupiter: 'la generosidad y las ganas de crecer en pareja',
    saturn: 'el compromiso y el miedo a perder', uranus: 'la necesidad de aire y de sorpresa', neptune: 'la idealización y la entrega sin bordes',
    pluto: 'la pasión que transforma y el control', trueNode: 'el rumbo vital que se busca', meanNode: 'el rumbo vital que se busca',
    ascendant: 'la primera impresión y el cuerpo que se muestra', midheaven: 'la vida pública que la pareja comparte',
  },
  amigos: {
    sun: 'lo que le hace brillar', moon: 'el humor de cada día y la confianza', mercury: 'la conversación y el sentido del humor',
    venus: 'los gustos y el placer de pasar el rato', mars: 'la energía para los planes y la competencia', jupiter: 'el entusiasmo, la fe y las ganas de aventura',
    saturn: 'la lealtad a largo plazo y la reserva', uranus: 'la rareza propia y la libertad', neptune: 'la imaginación y la compasión',
    pluto: 'la profundidad y los secretos compartidos', trueNode: 'hacia dónde quiere ir su vida', meanNode: 'hacia dónde quiere ir su vida',
    ascendant: 'el estilo con que entra en un grupo', midheaven: 'sus metas visibles',
  },
  familia: {
    sun: 'la identidad que quiere afirmar en casa', moon: 'la memoria emocional y la necesidad de hogar', mercury: 'cómo se dicen las cosas en la mesa',
    venus: 'el afecto cotidiano y los gestos de cuidado', mars: 'el genio y la forma de defender lo suyo', jupiter: 'la protección y la confianza mutua',
    saturn: 'la autoridad, las normas y el deber', uranus: 'la necesidad de independizarse', neptune: 'lo que se calla o se idealiza',
    pluto: 'las herencias emocionales profundas', trueNode: 'el camino que cada generación abre', meanNode: 'el camino que cada generación abre',
    ascendant: 'el carácter que todos reconocen', midheaven: 'la imagen de la familia hacia fuera',
  },
  trabajo: {
    sun: 'el liderazgo y lo que quiere lograr', moon: 'el clima de ánimo y el cuidado del equipo', mercury: 'la comunicación, el análisis y los acuerdos',
    venus: 'el trato, la diplomacia y el gusto', mars: 'la iniciativa, el empuje y la competencia', jupiter: 'la visión, los recursos y la expansión',
    saturn: 'la estructura, los plazos y la responsabilidad', uranus: 'la innovación y los cambios de rumbo', neptune: 'la inspiración y la falta de límites claros',
    pluto: 'el poder y la estrategia', trueNode: 'la vocación', meanNode: 'la vocación',
    ascendant: 'la presencia en una reunión', midheaven: 'la carrera y la reputación',
  },
};

/** Only the houses a category weighs have a role; the rest never become a contact there. */
export const HOUSE_ROLE: Record<RelationCategory, Partial<Record<number, string>>> = {
  pareja: {
    1: 'la del cuerpo y la presencia', 5: 'la del romance, el juego y el placer', 7: 'la del compromiso y la pareja declarada',
    8: 'la de la intimidad, el sexo y lo que se comparte a fondo', 4: 'la del hogar y la vida privada',
  },
  amigos: {
    11: 'la de los amigos, los grupos y los proyectos comunes', 3: 'la de la charla, los barrios y los hermanos elegidos',
    5: 'la de la diversión y la creatividad', 9: 'la de los viajes y las ideas grandes', 1: 'la de la presencia',
  },
  familia: {
    4: 'la del hogar, las raíces y la familia de origen', 3: 'la de los hermanos y la convivencia cercana',
    5: 'la de los hijos y el juego', 10: 'la de la figura de autoridad', 12: 'la de lo que se hereda sin decir',
  },
  trabajo: {
    10: 'la de la carrera y la reputación', 6: 'la del trabajo diario y los métodos', 2: 'la del dinero y los recursos',
    3: 'la de la comunicación y los trámites', 11: 'la de las redes y los objetivos compartidos',
  },
};

export const CATEGORY_IN_SENTENCE: Record<RelationCategory, string> = {
  pareja: 'en pareja', amigos: 'en la amistad', familia: 'en familia', trabajo: 'en el trabajo',
};
