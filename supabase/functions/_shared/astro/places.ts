// Free-text birthplaces ('Madrid, España', 'nueva york', 'Santiago, Chile') → gazetteer records.
//
// Loading: data/gazetteer.json (built by scripts/build-gazetteer.ts) is a static JSON import, so the runtime
// parses it when this module loads (~60 ms in Deno or plain Node; under tsx, which re-transforms the file, ~300 ms).
// Records are decoded lazily, one at a time, and cached in a module-level gazetteer that lives as long as the
// isolate or process. The first call sets up country names and exonyms (~50 ms, mostly Intl.DisplayNames);
// `loadGazetteer()` does it up front so a server can pay it at start-up instead of on a request.
//
// Ranking: a record's weight is its population (at least 1,000, the gazetteer's floor) × 4 for a national
// capital, × 2 for a first-level administrative seat, × 0.1 for historical or abandoned places, and × 10 when
// the query is a Spanish exonym of it ('Florencia' is Florence before Florencia, Colombia; 'Florencia, Colombia'
// still finds the latter). resolvePlace() accepts the heaviest exact match when it weighs at least DOMINANCE (10)
// times the next distinct one; otherwise the answer is 'ambiguous' and the suggestions come heaviest first.
// Same-name records of one country within 10 km are one place for that count (GeoNames lists some towns twice).
// Abbreviations and local names ('Bs As', 'CDMX', 'Stgo', data/aliases.ts) are exonyms that outrank every other
// exact name: typed in full they mean that one city, and autocomplete lists it first. An autocomplete caller may
// name the person's country (from the browser's language, 'es-AR'): its places weigh × 10 there, so 'Córdoba' typed
// in Argentina lists Córdoba (Argentina) before Córdoba (España). resolvePlace() never depends on it.
import tzlookup from '@photostructure/tz-lookup';
import GAZETTEER from './data/gazetteer.json' with { type: 'json' };
import { CITY_ABBREVIATIONS, CITY_EXONYMS, CITY_SPELLINGS, COUNTRY_ALIASES } from './data/aliases.ts';
import { fold, compareKeys } from './normalize.ts';
import type { ResolvedPlace } from '../contract/chart.ts';

export interface PlaceCandidate extends ResolvedPlace {
  /** What to show in an autocomplete list: 'Madrid, España'. */
  label: string;
}

export type ResolvePlaceResult =
  | { ok: true; place: ResolvedPlace }
  | { ok: false; reason: 'not-found' | 'ambiguous' | 'empty'; message: string; suggestions: PlaceCandidate[] };

const DOMINANCE = 10;
const EXONYM_BOOST = 10;
const ABBREVIATION_BOOST = 1e6;
const HOME_COUNTRY_BOOST = 10;
/** In autocomplete, a name typed in full ranks above longer names it is a prefix of, unless they are far bigger. */
const EXACT_BOOST = 3;
const DUPLICATE_KM = 10;
const SUGGESTIONS = 6;
/**
 * Autocomplete scans every name with the typed prefix when there are at most this many (or a country was
 * typed); a shorter, busier prefix ('san') is looked up among the most populous places only (the build's `top`
 * list), plus exact names and exonyms.
 */
const PREFIX_SCAN_LIMIT = 1500;
const KIND_WEIGHT: Record<string, number> = { C: 4, A: 2, H: 0.1 };

interface Gazetteer {
  /** 'name;countryCode;kind;population;latitude;longitude', sorted by folded name (see the build script). */
  records: string[];
  keys: (string | undefined)[];
  /** Decoded lazily; NaN until a record is first needed. */
  weights: Float64Array;
  populations: Float64Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
  countries: (string | undefined)[];
  /** record index → Spanish name shown instead of the GeoNames name. */
  displayNames: Map<number, string>;
  /** folded exonym → record index. */
  exonyms: Map<string, number>;
  /** folded abbreviation or local name → record index (also in `exonyms`). */
  abbreviations: Map<string, number>;
  /** folded country name (Spanish, English, aliases) → ISO code. */
  countryByName: Map<string, string>;
  countryNames: Map<string, string>;
}

let cache: Gazetteer | null = null;

/** Finishes the one-time set-up; later calls return at once. */
export function loadGazetteer(): { places: number } {
  return { places: data().records.length };
}

function data(): Gazetteer {
  if (cache) return cache;
  const records = GAZETTEER.places;
  const n = records.length;
  const g: Gazetteer = {
    records,
    keys: new Array<string | undefined>(n),
    weights: new Float64Array(n).fill(NaN),
    populations: new Float64Array(n),
    latitudes: new Float64Array(n),
    longitudes: new Float64Array(n),
    countries: new Array<string | undefined>(n),
    displayNames: new Map(),
    exonyms: new Map(),
    abbreviations: new Map(),
    countryByName: new Map(),
    countryNames: new Map(),
  };
  cache = g;
  indexCountries(g);
  for (const [table, searchable] of [[CITY_EXONYMS, true], [CITY_SPELLINGS, false]] as const) {
    for (const [spanish, [target, country]] of Object.entries(table)) {
      const index = heaviest(exactRange(g, fold(target)), (i) => countryOf(g, i) === country);
      if (index < 0) continue;
      if (searchable) g.exonyms.set(fold(spanish), index);
      if (!g.displayNames.has(index)) g.displayNames.set(index, spanish);
    }
  }
  for (const [alias, [target, country]] of Object.entries(CITY_ABBREVIATIONS)) {
    const index = heaviest(exactRange(g, fold(target)), (i) => countryOf(g, i) === country);
    if (index < 0) continue;
    g.exonyms.set(fold(alias), index);
    g.abbreviations.set(fold(alias), index);
  }
  return g;
}

function nameOf(g: Gazetteer, i: number): string {
  const record = g.records[i];
  return record.slice(0, record.indexOf(';'));
}

function countryOf(g: Gazetteer, i: number): string {
  return g.countries[i] ?? (decode(g, i), g.countries[i]!);
}

function weightOf(g: Gazetteer, i: number): number {
  const w = g.weights[i];
  return Number.isNaN(w) ? (decode(g, i), g.weights[i]) : w;
}

function decode(g: Gazetteer, i: number): void {
  const [, country, kind, population, lat, lon] = g.records[i].split(';');
  const pop = parseInt(population, 36);
  g.countries[i] = country;
  g.populations[i] = pop;
  g.weights[i] = Math.max(pop, 1000) * (KIND_WEIGHT[kind] ?? 1);
  g.latitudes[i] = parseInt(lat, 36) / 1e4;
  g.longitudes[i] = parseInt(lon, 36) / 1e4;
}

function indexCountries(g: Gazetteer): void {
  const spanish = new Intl.DisplayNames(['es'], { type: 'region' });
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  for (const code of GAZETTEER.countries) {
    const es = spanish.of(code) ?? code;
    g.countryNames.set(code, es);
    g.countryByName.set(fold(es), code);
    g.countryByName.set(fold(english.of(code) ?? code), code);
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) g.countryByName.set(fold(alias), code);
}

function key(g: Gazetteer, i: number): string {
  return (g.keys[i] ??= fold(nameOf(g, i)));
}

/** First index whose key is >= `target` (records are sorted by key at build time). */
function lowerBound(g: Gazetteer, target: string): number {
  let lo = 0;
  let hi = g.records.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareKeys(key(g, mid), target) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function exactRange(g: Gazetteer, target: string): number[] {
  const out: number[] = [];
  for (let i = lowerBound(g, target); i < g.records.length && key(g, i) === target; i += 1) out.push(i);
  return out;
}

function heaviest(indices: number[], keep: (i: number) => boolean): number {
  let best = -1;
  for (const i of indices) if (keep(i) && (best < 0 || weightOf(data(), i) > weightOf(data(), best))) best = i;
  return best;
}


interface ParsedQuery {
  name: string;
  /** null: no country given; otherwise the codes the country segment can mean (empty if it means none). */
  countries: Set<string> | null;
  countryText: string;
}

function parseQuery(query: string, countryByPrefix: boolean): ParsedQuery {
  // 'Bogotá, D.C.' or 'São Paulo, SP': the comma belongs to the local name, not before a country.
  const whole = fold(query);
  if (query.includes(',') && data().abbreviations.has(whole)) return { name: whole, countries: null, countryText: '' };
  const segments = query.split(',').map((s) => s.trim()).filter(Boolean);
  const name = fold(segments[0] ?? '');
  if (segments.length < 2) return { name, countries: null, countryText: '' };
  // Middle segments (regions) cannot be checked: the gazetteer has no first-level region names.
  const countryText = segments[segments.length - 1];
  const folded = fold(countryText);
  const countries = new Set<string>();
  const exact = data().countryByName.get(folded);
  if (exact) countries.add(exact);
  else if (countryByPrefix && folded) {
    for (const [countryName, code] of data().countryByName) if (countryName.startsWith(folded)) countries.add(code);
  }
  return { name, countries, countryText };
}

function inCountries(parsed: ParsedQuery, i: number): boolean {
  return parsed.countries === null || parsed.countries.has(countryOf(data(), i));
}

interface Scored {
  i: number;
  score: number;
}

/** Records named exactly as the query (or whose exonym it is), distinct places only, heaviest first. */
function exactMatches(parsed: ParsedQuery): Scored[] {
  const gz = data();
  const found: Scored[] = exactRange(gz, parsed.name).map((i) => ({ i, score: weightOf(gz, i) }));
  const exonym = gz.exonyms.get(parsed.name);
  if (exonym !== undefined) {
    const same = found.find((s) => s.i === exonym);
    const boost = gz.abbreviations.get(parsed.name) === exonym ? ABBREVIATION_BOOST : EXONYM_BOOST;
    if (same) same.score *= boost;
    else found.push({ i: exonym, score: weightOf(gz, exonym) * boost });
  }
  return withoutDuplicates(found.filter((s) => inCountries(parsed, s.i)).sort(byScore));
}

function byScore(a: Scored, b: Scored): number {
  return b.score - a.score;
}

function withoutDuplicates(sorted: Scored[]): Scored[] {
  const gz = data();
  const kept: Scored[] = [];
  for (const s of sorted) {
    const twin = kept.some((k) => k.i === s.i || (countryOf(gz, k.i) === countryOf(gz, s.i) && key(gz, k.i) === key(gz, s.i) && distanceKm(k.i, s.i) < DUPLICATE_KM));
    if (!twin) kept.push(s);
  }
  return kept;
}

function distanceKm(a: number, b: number): number {
  const rad = Math.PI / 180;
  const { latitudes: lat, longitudes: lon } = data();
  const dLat = (lat[b] - lat[a]) * rad;
  const dLon = (lon[b] - lon[a]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat[a] * rad) * Math.cos(lat[b] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function toPlace(i: number): ResolvedPlace {
  const gz = data();
  const country = countryOf(gz, i);
  const latitude = gz.latitudes[i];
  const longitude = gz.longitudes[i];
  return {
    name: gz.displayNames.get(i) ?? nameOf(gz, i),
    country: gz.countryNames.get(country) ?? country,
    countryCode: country,
    latitude,
    longitude,
    population: gz.populations[i],
    timezone: tzlookup(latitude, longitude),
  };
}

function toCandidates(indices: number[]): PlaceCandidate[] {
  const candidates = indices.map((i) => {
    const place = toPlace(i);
    return { ...place, label: `${place.name}, ${place.country}` };
  });
  // Namesakes in one country (several San José in Panamá) are told apart by their coordinates.
  const counts = new Map<string, number>();
  for (const c of candidates) counts.set(c.label, (counts.get(c.label) ?? 0) + 1);
  for (const c of candidates) if ((counts.get(c.label) ?? 0) > 1) c.label += ` (${formatCoordinates(c.latitude, c.longitude)})`;
  return candidates;
}

function formatCoordinates(latitude: number, longitude: number): string {
  const f = (v: number) => Math.abs(v).toFixed(2).replace('.', ',');
  return `${f(latitude)}° ${latitude >= 0 ? 'N' : 'S'}, ${f(longitude)}° ${longitude >= 0 ? 'E' : 'O'}`;
}

/**
 * Ranked candidates for autocomplete: abbreviations typed in full first, then exact names and names starting with
 * what was typed, heaviest first (× 10 in `homeCountry`, an ISO code, when given).
 */
export function searchPlaces(query: string, limit = 8, homeCountry?: string): PlaceCandidate[] {
  const parsed = parseQuery(query, true);
  if (!parsed.name || limit <= 0) return [];
  const gz = data();
  const ranked = exactMatches(parsed).map((s) => ({ i: s.i, score: s.score * EXACT_BOOST }));
  const start = lowerBound(gz, parsed.name);
  const end = lowerBound(gz, parsed.name + '\uffff');
  const consider = (i: number) => {
    if (key(gz, i).startsWith(parsed.name) && inCountries(parsed, i)) ranked.push({ i, score: weightOf(gz, i) });
  };
  // With a country the full range is worth scanning: the most populous places of the world may hold none of it.
  if (end - start <= PREFIX_SCAN_LIMIT || parsed.countries !== null) for (let i = start; i < end; i += 1) consider(i);
  else for (const i of GAZETTEER.top) if (i >= start && i < end) consider(i);
  for (const [exonym, i] of gz.exonyms) {
    if (exonym.startsWith(parsed.name) && inCountries(parsed, i)) ranked.push({ i, score: weightOf(gz, i) * EXONYM_BOOST });
  }
  if (homeCountry) for (const s of ranked) if (countryOf(gz, s.i) === homeCountry) s.score *= HOME_COUNTRY_BOOST;
  ranked.sort(byScore);
  return toCandidates(withoutDuplicates(ranked.slice(0, limit * 4)).slice(0, limit).map((s) => s.i));
}

/** One place for a chart, or why not (in Spanish) with what the person may have meant. */
export function resolvePlace(query: string): ResolvePlaceResult {
  const parsed = parseQuery(query, false);
  if (!parsed.name) {
    return { ok: false, reason: 'empty', message: 'Escribe tu lugar de nacimiento como «Ciudad, País», por ejemplo «Madrid, España».', suggestions: [] };
  }
  const matches = exactMatches(parsed);
  if (matches.length === 0) {
    const suggestions = toCandidates(closest(parsed));
    const unknownCountry = parsed.countries !== null && parsed.countries.size === 0;
    const message = unknownCountry
      ? `No reconozco el país «${parsed.countryText}». Escríbelo en español o en inglés, por ejemplo «Madrid, España».`
      : `No encuentro «${query.trim()}».` + (suggestions.length ? ` ¿Quizás quisiste decir ${suggestions.slice(0, 3).map((s) => `«${s.label}»`).join(', ')}?` : ' Revisa cómo está escrito y añade el país.');
    return { ok: false, reason: 'not-found', message, suggestions };
  }
  const [best, second] = matches;
  if (second === undefined || best.score >= DOMINANCE * second.score) return { ok: true, place: toPlace(best.i) };
  const suggestions = toCandidates(matches.slice(0, SUGGESTIONS).map((s) => s.i));
  return {
    ok: false,
    reason: 'ambiguous',
    message: `Hay varios lugares llamados «${suggestions[0].name}». Añade el país o elige uno: ${suggestions.slice(0, 3).map((s) => `«${s.label}»`).join(', ')}.`,
    suggestions,
  };
}

/** Nearest spellings: small edit distance among names sharing the first letter, else anywhere in the country. */
function closest(parsed: ParsedQuery): number[] {
  const gz = data();
  const target = parsed.name;
  const maxDistance = target.length <= 4 ? 1 : target.length <= 8 ? 2 : 3;
  const scored: { i: number; d: number }[] = [];
  const consider = (i: number, k: string) => {
    if (Math.abs(k.length - target.length) > maxDistance || !inCountries(parsed, i)) return;
    const d = editDistance(target, k, maxDistance);
    if (d <= maxDistance) scored.push({ i, d });
  };
  const first = target[0];
  for (let i = lowerBound(gz, first); i < gz.records.length && key(gz, i).startsWith(first); i += 1) consider(i, key(gz, i));
  // A slip on the first letter is rarer and costs a scan of the whole country, so it comes second.
  if (scored.length === 0 && parsed.countries !== null && parsed.countries.size > 0) {
    for (let i = 0; i < gz.records.length; i += 1) if (parsed.countries.has(countryOf(gz, i))) consider(i, key(gz, i));
  }
  for (const [exonym, i] of gz.exonyms) consider(i, exonym);
  scored.sort((a, b) => a.d - b.d || weightOf(gz, b.i) - weightOf(gz, a.i));
  return withoutDuplicates(scored.map((s) => ({ i: s.i, score: weightOf(gz, s.i) }))).slice(0, SUGGESTIONS).map((s) => s.i);
}

/** Optimal-string-alignment distance (a swap counts once), giving up as soon as it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  const m = a.length;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i += 1) {
    const row = new Array<number>(n + 1);
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      row[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[n];
}
