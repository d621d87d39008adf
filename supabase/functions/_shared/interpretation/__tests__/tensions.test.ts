import { describe, expect, it } from 'vitest';
import type { Aspect, NatalChart } from '../../contract/chart.ts';
import { composeChartInterpretation } from '../compose-chart.ts';
import { chartFactsForPrompt } from '../chart-facts.ts';
import { claimTensions, dominantDebility, halfWeight } from '../chart-tensions.ts';
import { dominantPlanet } from '../chart-analysis.ts';
import { TENSIONS, type Dimension } from '../corpus/tensions.ts';
import { OTHER_TENSIONS } from '../corpus/other-tensions.ts';
import { fixtureSet, makeChart } from './fixtures.ts';
import { REAL_CHARTS } from './real-charts.ts';

// Charts built to contradict themselves: the reading must name each pull as a pull, and never leave two passages
// saying opposite things about one trait without the sentence that reconciles them.

function paragraphs(text: string): string[] {
  return text.split(/\n{2,}/).filter((block) => block.trim() && !block.startsWith('#'));
}

function paragraphStarting(text: string, lead: string): string {
  return paragraphs(text).find((p) => p.startsWith(lead)) ?? `(no paragraph starting ${lead})`;
}

function sectionOf(text: string, heading: string): string {
  const start = text.indexOf(`## ${heading}`);
  const next = text.indexOf('\n## ', start + 3);
  return text.slice(start, next === -1 ? undefined : next);
}

const reconciled = (text: string, dimension: Dimension, texts = TENSIONS) => texts.reconcile[dimension].some((sentence) => text.includes(sentence));

/** Five planets in the 12th house, all ten above the horizon: the half that «looks outward», mostly hidden. */
const hiddenAbove = makeChart({
  ascendant: 0,
  longitudes: { sun: 340, moon: 355, mercury: 345, venus: 335, mars: 350, jupiter: 200, saturn: 250, uranus: 280, neptune: 300, pluto: 220, trueNode: 100 },
});

/** Scorpio rising, Mars its ruler on the Midheaven and ruler of the Sun's and Moon's signs, but in its fall in Cancer. */
const marsInFall = makeChart({
  ascendant: 215,
  longitudes: { mars: 118, sun: 10, moon: 230, mercury: 20, venus: 50, jupiter: 160, saturn: 190, uranus: 260, neptune: 300, pluto: 330 },
});

/** Mercury in Taurus («pausado») in trine with Uranus («aprendes rápido»). */
const mercuryTwoSpeeds = makeChart({
  ascendant: 150,
  longitudes: { mercury: 40, uranus: 280.5, sun: 55, moon: 180, venus: 70, mars: 230, jupiter: 320, saturn: 100, neptune: 10, pluto: 250 },
});

/** The Sun just above the Ascendant, still in the 12th house, in Scorpio. */
const sunRisingFrom12 = makeChart({
  ascendant: 215,
  longitudes: { sun: 212, mercury: 200, venus: 240, moon: 100, mars: 40, jupiter: 300, saturn: 150, uranus: 70, neptune: 170, pluto: 10 },
});

/** The same Sun just past the Ascendant, in the 1st house: visible, against a reserved Scorpio Ascendant. */
const sunRisingIn1 = makeChart({
  ascendant: 215,
  longitudes: { sun: 218, mercury: 200, venus: 240, moon: 100, mars: 40, jupiter: 300, saturn: 150, uranus: 70, neptune: 170, pluto: 10 },
});

/** A Moon in Capricorn («sobriedad») conjunct Mars («reaccionas enseguida»). */
const moonHeldAndHot = makeChart({
  ascendant: 30,
  longitudes: { moon: 280, mars: 283, sun: 130, mercury: 140, venus: 110, jupiter: 200, saturn: 50, uranus: 170, neptune: 230, pluto: 330 },
});

/** A Sun–Mercury conjunction at the given orb, with the orb the engine allows it (the Sun's own is wider). */
function sunMercuryAt(orb: number): NatalChart {
  const chart = makeChart({ ascendant: 200, longitudes: { sun: 100, mercury: 100 + orb, moon: 250, venus: 60, mars: 300, jupiter: 20, saturn: 170, uranus: 220, neptune: 320, pluto: 150 } });
  const aspect: Aspect = { a: 'sun', b: 'mercury', type: 'conjunction', major: true, angle: 0, orb, maxOrb: 10, applying: false };
  return { ...chart, aspects: [aspect, ...chart.aspects.filter((a) => !(a.a === 'sun' && a.b === 'mercury'))] };
}

describe('tensions: the fixtures are built as intended', () => {
  it('has the facts each contradiction needs', () => {
    expect(halfWeight(hiddenAbove, 'above')).toMatchObject({ planets: 10, inner: { count: 6, houses: [8, 12] } });
    expect(dominantPlanet(marsInFall)).toBe('mars');
    expect(dominantDebility(marsInFall, 'mars')).toEqual(['fall']);
    expect(sunRisingFrom12.bodies.sun.house).toBe(12);
    expect(sunRisingIn1.bodies.sun.house).toBe(1);
    expect(sunMercuryAt(8.3).aspects[0]).toMatchObject({ a: 'sun', b: 'mercury', type: 'conjunction', orb: 8.3 });
  });
});

describe('tensions: named, never left standing', () => {
  it('hands the same tensions to the AI prompt, so its reading names them too', () => {
    expect(chartFactsForPrompt(marsInFall)).toContain('Planeta dominante: Marte (a la vez en caída en Cáncer: nómbralo como una tensión)');
    expect(chartFactsForPrompt(hiddenAbove)).toMatch(/hemisferio sobre el horizonte \(pero la mayor parte de ese peso está en la casa 8 y la casa 12/);
    expect(chartFactsForPrompt(mercuryTwoSpeeds)).not.toMatch(/tensión/);
  });


  it('reads a crowded 12th house against a heavy upper half as a tension, not as «vida pública»', () => {
    for (const perspective of ['self', 'other'] as const) {
      const text = composeChartInterpretation(hiddenAbove, { name: 'Ana', perspective });
      const synthesis = sectionOf(text, perspective === 'self' ? 'Tu carta en conjunto' : 'La carta en conjunto');
      const hemisphere = paragraphs(synthesis).find((p) => /sobre el horizonte/.test(p)) ?? '';
      // Both the eastern and the upper half are heavy here; the hidden houses are named with the first, and again
      // for the upper half in a clause.
      expect(hemisphere, perspective).toMatch(/pero cinco de ellos están en la casa 12/);
      expect(hemisphere, perspective).toMatch(/están sobre el horizonte, en las casas 7 a 12, y también ahí pesan sobre todo las casas 8 y 12/);
      expect(hemisphere, perspective).toMatch(/tensión real|resguardado/);
      expect(text, perspective).not.toMatch(/a la vida pública|buscas un papel en el mundo|busca un papel en el mundo/);
    }
  });

  it('says the dominant planet is in its fall in the same breath, and never that «Marte domina» as if it were at ease', () => {
    const self = composeChartInterpretation(marsInFall, { name: 'Ana' });
    const dominant = paragraphs(sectionOf(self, 'Tu carta en conjunto')).find((p) => /Marte en Cáncer/.test(p)) ?? '';
    expect(dominant).toMatch(/^(Marte en Cáncer es el planeta que más pesa en tu carta \(rige tu Ascendente[^)]*\)|El planeta dominante de tu carta es Marte en Cáncer, porque rige tu Ascendente[^:]*), y a la vez está en caída/);
    expect(dominant).toMatch(/no va en línea recta/);
    expect(self).not.toMatch(/la pasividad te apaga/);
    const other = composeChartInterpretation(marsInFall, { name: 'Ana', perspective: 'other' });
    expect(other).toMatch(/Marte en Cáncer[^.]*y a la vez está en caída/);
    expect(other).not.toMatch(/la pasividad apaga su fuego/);
  });

  it('reconciles a slow Mercury in Taurus with its quick trine to Uranus, naming both', () => {
    const self = composeChartInterpretation(mercuryTwoSpeeds, { name: 'Ana' });
    const trine = paragraphStarting(self, '**Mercurio en trígono con Urano.**');
    expect(trine).toContain('Tu Mercurio en Tauro te pide tiempo para pensar, y el trígono entre Mercurio y Urano, en cambio, te acelera la mente.');
    expect(reconciled(trine, 'thinking-pace')).toBe(true);
    const other = paragraphStarting(composeChartInterpretation(mercuryTwoSpeeds, { name: 'Ana', perspective: 'other' }), '**Mercurio en trígono con Urano.**');
    expect(other).toContain('Su Mercurio en Tauro le pide tiempo para pensar, y el trígono entre Mercurio y Urano, en cambio, le acelera la mente.');
    expect(reconciled(other, 'thinking-pace', OTHER_TENSIONS)).toBe(true);
  });

  it('reconciles a Moon that holds back with a Mars that flares up beside it', () => {
    const text = composeChartInterpretation(moonHeldAndHot, { name: 'Ana' });
    expect(text).toMatch(/Tu Luna en Capricornio te enseña a contener lo que sientes, y la conjunción entre la Luna y Marte, en cambio, hace que lo que sientes salga enseguida\.|La conjunción entre la Luna y Marte hace que lo que sientes salga enseguida, y tu Luna en Capricornio, en cambio, te enseña a contener lo que sientes\./);
    expect(reconciled(text, 'emotional-expression')).toBe(true);
  });

  it('reads a Sun rising from the 12th house in Scorpio without «protagonista», as a light that shows with time', () => {
    for (const perspective of ['self', 'other'] as const) {
      const text = composeChartInterpretation(sunRisingFrom12, { name: 'Ana', perspective });
      const conjunction = paragraphStarting(text, '**Sol en conjunción con el Ascendente.**');
      expect(conjunction, perspective).toMatch(/del lado de la casa 12|aún en la casa 12/);
      expect(text, perspective).not.toMatch(/ser protagonista|protagonizar/);
      // The Sun is not yet above the horizon: it is not what puts this chart on view.
      expect(text, perspective).not.toMatch(/el Sol junto a (tu|su) Ascendente/i);
    }
  });

  it('names the pull between a Sun already rising in the 1st house and a reserved Scorpio Ascendant', () => {
    const text = composeChartInterpretation(sunRisingIn1, { name: 'Ana' });
    const conjunction = paragraphStarting(text, '**Sol en conjunción con el Ascendente.**');
    // Already risen: the conjunction reads as it is, without the 12th-house qualification.
    expect(conjunction).not.toMatch(/casa 12/);
    expect(text).toMatch(/Tu Ascendente en Escorpio te lleva hacia dentro, y el Sol junto a tu Ascendente, en cambio, te pone a la vista\.|El Sol junto a tu Ascendente te pone a la vista, y tu Ascendente en Escorpio, en cambio, te lleva hacia dentro\./);
    expect(reconciled(text, 'visibility')).toBe(true);
  });

  it('reads the Sun–Mercury conjunction by its orb: never «cuanto más cerca» at 8°18′, cazimi within 17′', () => {
    for (const perspective of ['self', 'other'] as const) {
      const wide = paragraphStarting(composeChartInterpretation(sunMercuryAt(8.3), { perspective }), '**Sol en conjunción con Mercurio.**');
      expect(wide, perspective).toMatch(/8°18′/);
      expect(wide, perspective).toMatch(/aire entre ellas/);
      expect(wide, perspective).not.toMatch(/uanto más|tan (cerca|pegado)|fundidas/);
      const close = paragraphStarting(composeChartInterpretation(sunMercuryAt(3), { perspective }), '**Sol en conjunción con Mercurio.**');
      expect(close, perspective).toMatch(/tan (cerca del|pegado al) Sol/);
      const cazimi = paragraphStarting(composeChartInterpretation(sunMercuryAt(0.1), { perspective }), '**Sol en conjunción con Mercurio.**');
      expect(cazimi, perspective).toMatch(/cazimi/);
    }
  });

  it('says each doubled idea of a sign and its dignity once', () => {
    // A sign is read in one of three versions, chosen from the chart: over a few charts each version turns up, and
    // none may say the idea twice in one paragraph.
    const doubled: [Partial<Record<'mars' | 'venus' | 'moon', number>>, string, RegExp][] = [
      [{ mars: 100 }, '**Marte en Cáncer', /de lado/g],
      [{ venus: 160 }, '**Venus en Virgo', /concret|en (actos|hechos) más que en palabras/g],
      [{ moon: 280 }, '**Luna en Capricornio', /vulnerab|fragilidad/g],
      [{ moon: 100 }, '**Luna en Cáncer', /domicilio|propia casa|signo propio/g],
    ];
    for (const [longitudes, lead, idea] of doubled) {
      for (const perspective of ['self', 'other'] as const) {
        const counts = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => {
          const paragraph = paragraphStarting(composeChartInterpretation(makeChart({ seed, longitudes }), { perspective }), lead);
          expect(paragraph, `${perspective} ${lead}`).not.toMatch(/^\(no paragraph/);
          return paragraph.match(idea)?.length ?? 0;
        });
        expect(Math.max(...counts), `${perspective} ${lead}`).toBe(1);
      }
    }
  });
});

// What each side of a trait sounds like in the owner's reading, written here from the corpus's own words and
// independently of the composer's claim table: if both sides of a trait are read, its reconciling sentence must be.
const POLES: Record<Dimension, [RegExp, RegExp]> = {
  'thinking-pace': [
    /pensamiento es pausado|te tomas tu tiempo para formar una opinión|volver sobre las ideas antes de expresarlas/,
    /Piensas rápido|mente es veloz|aprendes rápido|piensas deprisa|mente funciona a saltos|mente va acelerada|debates con pasión, piensas rápido/,
  ],
  'emotional-expression': [
    /gestionas tus emociones con sobriedad|contener lo que sentías|te pide aguantar|Tus emociones tienen estructura/,
    /emociones llegan rápido y con fuerza|emociones son rápidas y calientes|pueden saltar antes de que te des cuenta|corazón necesita expresarse/,
  ],
  visibility: [
    /algo reservada|guardes cierta reserva|de manera discreta|seria, responsable y contenida|vida interior muy activa|se juega sobre todo por dentro|lo privado pesa más/,
    /Tu presencia se nota|Tu identidad se juega en lo público|la vocación y la vida pública están en primer plano|ponen tu corazón en el escenario|hacia fuera, a la vida pública|buscas un papel en el mundo/,
  ],
  action: [
    /el enfado sale de lado|el conflicto abierto te incomoda|manera de actuar es intuitiva y fluida|energía se mueve primero por dentro/,
    /impulso sale sin rodeos|ganas de competir|presencia es enérgica y directa/,
  ],
  outlook: [
    /Irradias confianza|esperas lo mejor|Tiendes a ir a lo grande|fe natural en que la vida puede ampliarse|tiendes a ver posibilidades donde otros ven límites|Tu presencia transmite optimismo/,
    /dudas de tu valor|ganarte el derecho a brillar|Dudas de tu inteligencia|dudaras de tu inteligencia|dudabas antes de afirmarte/,
  ],
  love: [
    /Amas desde la amistad y la libertad|Amas con libertad|Valoras la libertad y la variedad|necesitas libertad, sorpresa|sabes dar espacio a tus parejas|temes perder tu independencia/,
    /intensidad total|hogar emocional junto a quien quieres|El amor para ti es total|Tus vínculos tienen profundidad|relaciones pueden vivirse como luchas de poder|celos, luchas de poder o miedo a que te abandonen|busca fusión/,
  ],
};

describe('tensions: no contradictory pair stands unreconciled', () => {
  const charts = [
    ...fixtureSet(), ...Object.values(REAL_CHARTS).map((build) => build()),
    hiddenAbove, marsInFall, mercuryTwoSpeeds, sunRisingFrom12, sunRisingIn1, moonHeldAndHot,
  ];

  it('reconciles every trait whose two sides a reading states, across fixtures and real charts', () => {
    let named = 0;
    for (const [index, chart] of charts.entries()) {
      const text = composeChartInterpretation(chart, { name: 'Ana' });
      for (const [dimension, [a, b]] of Object.entries(POLES) as [Dimension, [RegExp, RegExp]][]) {
        if (a.test(text) && b.test(text)) {
          named += 1;
          expect(reconciled(text, dimension), `chart ${index}: ${dimension}`).toBe(true);
        }
      }
    }
    expect(named).toBeGreaterThan(20);
  });

  it('finds a tension once per trait, named where its last claim is read, after every passage it reconciles', () => {
    const tensions = claimTensions([['sign:mercury:taurus'], ['house:mars:3'], ['aspect:mercury-uranus:flowing:trine'], ['sign:venus:leo']]);
    expect(tensions).toEqual([{
      dimension: 'thinking-pace',
      first: { source: 'sign:mercury:taurus', block: 0, pole: 0 },
      second: { source: 'aspect:mercury-uranus:flowing:trine', block: 2 },
    }]);
    expect(claimTensions([['aspect:mercury-uranus:flowing:trine', 'retro:mercury']])[0]).toMatchObject({ first: { pole: 1 }, second: { block: 0 } });
    expect(claimTensions([['sign:mercury:taurus', 'retro:mercury']])).toEqual([]);
  });
});
