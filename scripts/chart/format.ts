// The natal chart as `npm run chart` prints it, and the position format every subcommand shares: in a module of
// its own so the subcommands (cli-events.ts) need not import the dispatcher that imports them.
import type { BodyId, HouseSystem, NatalChart } from '../../supabase/functions/_shared/contract/chart.ts';
import { ASPECT_NAME, POINT_NAME, SIGN_NAME, capitalize } from '../../supabase/functions/_shared/contract/vocabulary.ts';
import { SIGNS } from '../../supabase/functions/_shared/contract/zodiac.ts';

/** Table labels: the vocabulary's names, capitalised, with the node said once as the true one. */
const BODY_NAMES: Record<BodyId | 'ascendant' | 'midheaven', string> = {
  ...(Object.fromEntries(Object.entries(POINT_NAME).map(([id, name]) => [id, capitalize(name)])) as Record<BodyId | 'ascendant' | 'midheaven', string>),
  trueNode: 'Nodo norte (verdadero)',
  meanNode: 'Nodo norte (medio)',
};
const HOUSE_NAMES: Record<HouseSystem, string> = {
  placidus: 'Plácidus', koch: 'Koch', 'whole-sign': 'signos enteros', equal: 'casas iguales', porphyry: 'Porfirio',
};

/** 24°25′ Tauro */
export function formatPosition(longitude: number): string {
  const sign = Math.floor(longitude / 30);
  const totalMinutes = Math.floor((longitude - sign * 30) * 60 + 1e-9);
  return `${String(Math.floor(totalMinutes / 60)).padStart(2, ' ')}°${String(totalMinutes % 60).padStart(2, '0')}′ ${SIGN_NAME[SIGNS[sign]]}`;
}

/** The readable Spanish table. */
export function formatChart(chart: NatalChart): string {
  const lines: string[] = [];
  const loc = chart.location;
  lines.push(`Carta natal · ${chart.input.date} ${chart.timeKnown ? chart.input.time : '(hora desconocida: calculada a las 12:00)'}`);
  lines.push(`Lugar: ${loc.name}, ${loc.country} (${loc.latitude.toFixed(4)}°, ${loc.longitude.toFixed(4)}°) · ${loc.timezone} · UTC${loc.utcOffset}${chart.time.basis === 'lmt' ? ' (hora media local)' : ''}`);
  lines.push(`Instante UTC: ${chart.utc}`);
  if (chart.time.note) lines.push(`Aviso: ${chart.time.note.message}`);
  lines.push('');
  lines.push(`${'Cuerpo'.padEnd(24)} ${'Posición'.padEnd(18)} ${'Velocidad'.padStart(10)}  Casa`);
  for (const [id, body] of Object.entries(chart.bodies) as [BodyId, NatalChart['bodies'][BodyId]][]) {
    const speed = `${body.speed >= 0 ? ' ' : ''}${body.speed.toFixed(4)}°/d`;
    lines.push(`${BODY_NAMES[id].padEnd(24)} ${formatPosition(body.longitude).padEnd(18)} ${speed.padStart(10)}  ${body.house ?? '—'}${body.retrograde ? '  R' : ''}`);
  }
  if (chart.angles && chart.houses) {
    lines.push('');
    lines.push(`Ascendente: ${formatPosition(chart.angles.ascendant)} · Medio Cielo: ${formatPosition(chart.angles.midheaven)}`);
    const system = chart.houses.fallback
      ? `${HOUSE_NAMES[chart.houses.system]} (${HOUSE_NAMES[chart.houses.requested]} no se puede calcular tan cerca del polo)`
      : HOUSE_NAMES[chart.houses.system];
    lines.push(`Casas (${system}):`);
    chart.houses.cusps.forEach((cusp, i) => lines.push(`  ${String(i + 1).padStart(2)}  ${formatPosition(cusp)}`));
    if (chart.chartRuler) lines.push(`Regente de la carta: ${BODY_NAMES[chart.chartRuler]}`);
  } else {
    lines.push('');
    lines.push('Sin hora de nacimiento no hay Ascendente, Medio Cielo ni casas.');
    if (chart.moonSignRange) lines.push(`La Luna estuvo ese día en: ${chart.moonSignRange.map((s) => SIGN_NAME[s]).join(' → ')}`);
  }
  lines.push('');
  lines.push('Aspectos:');
  for (const a of chart.aspects) {
    const motion = a.applying === null ? '' : a.applying ? ', aplicativo' : ', separativo';
    lines.push(`  ${BODY_NAMES[a.a]} ${ASPECT_NAME[a.type]} ${BODY_NAMES[a.b]} (orbe ${a.orb.toFixed(2)}° de ${a.maxOrb}°${motion})`);
  }
  const e = chart.balance.elements;
  const m = chart.balance.modalities;
  lines.push('');
  lines.push(`Elementos: fuego ${e.fire}, tierra ${e.earth}, aire ${e.air}, agua ${e.water} · Modalidades: cardinal ${m.cardinal}, fija ${m.fixed}, mutable ${m.mutable}`);
  return lines.join('\n');
}
