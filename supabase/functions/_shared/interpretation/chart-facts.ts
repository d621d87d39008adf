import { signOf } from '../contract/zodiac.ts';
import type { NatalChart } from '../contract/chart.ts';
import { CHART_SECTION_HEADINGS, CHART_SECTION_HEADINGS_NO_TIME, chartSectionHeadings, tierSizes } from './compose-chart.ts';
import {
  type ChartFactor, chartRulerOf, dominantPlanet, hemisphereEmphasis, rankChartFactors, stelliums, weightedBalance,
} from './chart-analysis.ts';
import { checkAiText } from './ai-checks.ts';
import { dignitiesOf } from './astro-rules.ts';
import { chartCycles } from './cycles.ts';
import { firstName } from '../contract/person-name.ts';
import { dominantDebility, halfWeight } from './chart-tensions.ts';
import { DIGNITY_NAME } from './corpus/dignities.ts';
import { ASPECT_NAME, ELEMENT_NAME, MODALITY_NAME, PLANETS, POINT_NAME, SIGN_NAME, formatAmount, formatDegrees } from '../contract/vocabulary.ts'

// The AI path: the chart's computed facts as plain text, the prompt that asks for a reading with the same
// structure as the built-in one, and the check that decides whether the model's answer can be shown.

function position(sign: keyof typeof SIGN_NAME, degrees: number): string {
  return `${SIGN_NAME[sign]} ${formatDegrees(degrees)}`;
}

function factDetail(factor: ChartFactor): string {
  if (factor.kind !== 'aspect') return factor.title;
  const motion = factor.applying === null ? '' : factor.applying ? ', aplicativo' : ', separativo';
  return `${factor.title} (${ASPECT_NAME[factor.type]}, orbe ${formatDegrees(factor.orb)}${motion}${factor.outOfSign ? ', fuera de signo' : ''})`;
}

/** Plain-text facts, one per line; the model must interpret these and never compute its own. */
export function chartFactsForPrompt(chart: NatalChart): string {
  const lines: string[] = [];
  const place = [chart.location.name, chart.location.region, chart.location.country].filter(Boolean).join(', ');
  lines.push(`Fecha de nacimiento: ${chart.input.date}`);
  lines.push(
    chart.timeKnown
      ? `Hora de nacimiento: ${chart.input.time} (UTC${chart.location.utcOffset}) — hora conocida: sí`
      : 'Hora de nacimiento: desconocida — posiciones calculadas para el mediodía local; sin Ascendente, casas ni regente',
  );
  lines.push(`Lugar: ${place} (lat ${chart.location.latitude.toFixed(2)}, lon ${chart.location.longitude.toFixed(2)})`);
  if (chart.timeKnown && chart.houses) {
    lines.push(`Sistema de casas: ${chart.houses.system}${chart.houses.fallback ? ` (se pidió ${chart.houses.requested}; no es calculable en esta latitud)` : ''}`);
  }

  lines.push('Posiciones:');
  for (const planet of PLANETS) {
    const body = chart.bodies[planet];
    const house = chart.timeKnown && body.house ? `, casa ${body.house}` : '';
    lines.push(`- ${POINT_NAME[planet]}: ${position(body.sign, body.degreeInSign)}${house}${body.retrograde ? ', retrógrado' : ''}`);
  }
  const node = chart.bodies.trueNode;
  lines.push(`- Nodo norte: ${position(node.sign, node.degreeInSign)}${chart.timeKnown && node.house ? `, casa ${node.house}` : ''}`);

  if (chart.timeKnown && chart.angles) {
    const { ascendant, midheaven } = chart.angles;
    lines.push(`Ascendente: ${position(signOf(ascendant), ascendant % 30)}`);
    lines.push(`Medio Cielo: ${position(signOf(midheaven), midheaven % 30)}`);
  }
  if (!chart.timeKnown && chart.moonSignRange?.length) {
    lines.push(`Signos posibles de la Luna ese día, según la hora: ${chart.moonSignRange.map((sign) => SIGN_NAME[sign]).join(', ')}`);
  }

  const factors = rankChartFactors(chart);
  const [strongest, middle] = tierSizes(factors.length);
  lines.push('Factores ordenados por peso (el primero es el más fuerte):');
  factors.forEach((factor, index) => {
    const tier = index < strongest ? 'pesa más' : index < strongest + middle ? 'completa' : 'matiz';
    lines.push(`${index + 1}. ${factDetail(factor)} [${tier}]`);
  });

  const { elements, modalities } = weightedBalance(chart);
  lines.push(`Elementos (ponderados: Sol, Luna y Ascendente 3; personales 2; Júpiter y Saturno 1,5; lentos 0,5): ${(['fire', 'earth', 'air', 'water'] as const).map((e) => `${ELEMENT_NAME[e]} ${formatAmount(elements[e])}`).join(', ')}`);
  lines.push(`Modalidades (ponderadas igual): ${(['cardinal', 'fixed', 'mutable'] as const).map((m) => `${MODALITY_NAME[m]} ${formatAmount(modalities[m])}`).join(', ')}`);
  const hemispheres = hemisphereEmphasis(chart);
  if (hemispheres) {
    const names = { east: 'oriental (Ascendente)', west: 'occidental (Descendente)', below: 'bajo el horizonte', above: 'sobre el horizonte' };
    // A half whose weight sits in the hidden houses reads against its usual meaning: the model must say so.
    const parts = hemispheres.hemispheres.map((h) => {
      const inner = halfWeight(chart, h).inner;
      return `hemisferio ${names[h]}${inner ? ` (pero la mayor parte de ese peso está en ${inner.houses.map((house) => `la casa ${house}`).join(' y ')}, la zona más retirada: nómbralo como una tensión)` : ''}`;
    });
    if (hemispheres.quadrant) parts.push(`cuadrante ${hemispheres.quadrant}`);
    lines.push(`Énfasis por hemisferios: ${parts.length ? parts.join(', ') : 'ninguno marcado'}`);
  }
  const dominant = dominantPlanet(chart);
  const debility = dominantDebility(chart, dominant);
  lines.push(`Planeta dominante: ${POINT_NAME[dominant]}${debility.length ? ` (a la vez en ${debility.map((d) => DIGNITY_NAME[d]).join(' y ')} en ${SIGN_NAME[chart.bodies[dominant].sign]}: nómbralo como una tensión)` : ''}`);
  const dignities = PLANETS.flatMap((p) => dignitiesOf(p, chart.bodies[p].sign).map((d) => `${POINT_NAME[p]} en ${SIGN_NAME[chart.bodies[p].sign]} (${DIGNITY_NAME[d]})`));
  if (dignities.length) lines.push(`Dignidades: ${dignities.join('; ')}`);
  const ruler = chartRulerOf(chart);
  if (ruler) {
    const body = chart.bodies[ruler];
    lines.push(`Regente de la carta (tradicional): ${POINT_NAME[ruler]} (${SIGN_NAME[body.sign]}${body.house ? `, casa ${body.house}` : ''})`);
  }
  const stelliumList = stelliums(chart);
  if (stelliumList.length) lines.push(`Stelliums: ${stelliumList.map((s) => s.title).join('; ')}`);
  const cycles = chartCycles(chart);
  const ages = (list: { age: number; passes: string[] }[]) => list.map((r) => `${r.age} años (${r.passes.join(', ')})`).join('; ');
  lines.push(`Retornos de Saturno: ${ages(cycles.saturn)}`);
  lines.push(`Retornos de Júpiter: ${ages(cycles.jupiter)}`);
  lines.push(`Retornos nodales: ${ages(cycles.trueNode)}`);
  return lines.join('\n');
}

export function aiPromptForChart(chart: NatalChart, name?: string): { system: string; user: string } {
  const headings = chartSectionHeadings(chart.timeKnown);
  const timeRule = chart.timeKnown
    ? '- La hora de nacimiento es conocida: interpreta el Ascendente, las casas de los planetas y el regente de la carta con los datos dados.'
    : `- La hora de nacimiento es desconocida: no menciones ningún signo ascendente, casa ni regente. En la sección «${headings[1]}» explica con amabilidad que el Ascendente cambia de signo cada dos horas aproximadamente y las casas dependen de él, por lo que no se pueden calcular sin la hora; si la Luna tiene dos signos posibles, dilo y explica que depende de la hora.`;
  const system = [
    'Escribes interpretaciones de cartas natales para Sendero Astral, una aplicación de astrología en español.',
    'Reglas:',
    '- Escribe en español neutro, comprensible en Latinoamérica y en España, tuteando a la persona (tú). Tono cálido, preciso y con fundamento psicológico.',
    '- Presenta la astrología como un lenguaje simbólico para la autorreflexión, nunca como un destino fijo.',
    '- Usa únicamente los datos calculados que recibes. No calcules ni supongas posiciones, grados, casas ni aspectos que no estén en la lista.',
    '- No hagas predicciones sobre salud, dinero o muerte, ni des consejos médicos, legales o financieros.',
    '- Evita adjetivos con género referidos a la persona; prefiere construcciones neutras.',
    timeRule,
    '- Formato Markdown: un párrafo breve de introducción y después exactamente estos encabezados de nivel 2, en este orden, cada uno en su propia línea:',
    ...headings.map((heading) => `## ${heading}`),
    `- En «${headings[0]}» resume en tres puntos los tres primeros factores de la lista. Después comenta los factores en el orden de la lista: los marcados «pesa más» en «${CHART_SECTION_HEADINGS[1]}», los marcados «completa» en «${CHART_SECTION_HEADINGS[2]}» y los marcados «matiz» en «${CHART_SECTION_HEADINGS[3]}». Nunca omitas un factor de peso para hablar de otro menor.`,
    `- En «${CHART_SECTION_HEADINGS[4]}» interpreta los elementos y modalidades ponderados, los hemisferios, el planeta dominante y las dignidades; en «${CHART_SECTION_HEADINGS[5]}» da las fechas de los retornos tal como aparecen, sin calcular otras. Señala como «fuera de signo» los aspectos marcados así.`,
    '- No añadas otros encabezados, HTML, tablas ni bloques de código.',
    '- Entre 800 y 1400 palabras, en prosa fluida, sin repetir frases.',
    '- Responde solo con la interpretación, sin preámbulos, notas ni texto en inglés.',
  ].join('\n');
  // Only a first name reaches the model, as it reaches the built-in reading: never a surname, a chart title or
  // anything that is not a name (person-name.ts), so no user text can carry instructions into the prompt.
  const first = firstName(name);
  const user = [
    first ? `Nombre de pila de la persona (dirígete a ella solo por este nombre, nunca por nombre y apellidos): «${first}»` : null,
    'Datos calculados de la carta:',
    chartFactsForPrompt(chart),
    '',
    'Escribe ahora la interpretación siguiendo las reglas.',
  ].filter((line) => line !== null).join('\n');
  return { system, user };
}

const LENGTH = { minChars: 2_500, maxChars: 12_000 };

function normalizeHeading(heading: string): string {
  return heading.replace(/[*_]/g, '').replace(/[\s.:;!]+$/, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

function headingsInOrder(found: string[], required: readonly string[]): string | null {
  let from = 0;
  for (const heading of required) {
    const index = found.indexOf(normalizeHeading(heading), from);
    if (index === -1) return heading;
    from = index + 1;
  }
  return null;
}

/**
 * Whether an AI reading may be shown: true, or the reason it may not. With `timeKnown` it checks that
 * chart's heading set; without it, either set passes.
 */
export function validateAiChartText(text: string, options: { timeKnown?: boolean } = {}): true | string {
  const shared = checkAiText(text, LENGTH);
  if (shared !== true) return shared;
  const trimmed = text.trim();
  const found = [...trimmed.matchAll(/^##\s+(.+)$/gm)].map((match) => normalizeHeading(match[1]));
  const variants = options.timeKnown === undefined
    ? [CHART_SECTION_HEADINGS, CHART_SECTION_HEADINGS_NO_TIME]
    : [chartSectionHeadings(options.timeKnown)];
  const missing = variants.map((required) => headingsInOrder(found, required));
  if (missing.every((heading) => heading !== null)) return `missing or misplaced heading: ${missing[0]}`;
  // The no-time set only adds a section, so a known-time reading must be checked for that section's absence.
  const noTimeOnly = CHART_SECTION_HEADINGS_NO_TIME.filter((heading) => !CHART_SECTION_HEADINGS.includes(heading)).map(normalizeHeading);
  if (options.timeKnown === true && found.some((heading) => noTimeOnly.includes(heading))) return 'unknown-time section in a known-time reading';
  return true;
}
