// The compatibility contract: what computeCompatibility (compatibility.ts) returns, what the synastry CLI prints
// with --json, what generate-compatibility stores and returns, and what the reading composer
// (interpretation/compatibility/compose.ts, composeCompatibilityReading) reads. The engine writes no Spanish: its
// contacts carry numbers, and interpretation/compatibility/contacts.ts (explainContacts) gives each the label and
// explanation the app shows.
//
// Orientation: everything is "a" (the first person) then "b" (the second). computeCompatibility(a, b) and
// computeCompatibility(b, a) give the same scores; their aspects and overlays are the same contacts with the
// sides swapped.
import type { AspectType, BodyId, ChartPoint, NatalChart, SignId } from '../contract/chart.ts';

export const RELATION_CATEGORIES = ['pareja', 'amigos', 'familia', 'trabajo'] as const;
export type RelationCategory = (typeof RELATION_CATEGORIES)[number];

/** Body keys as in the natal JSON, plus the two angles (only when that person's birth time is known). */
export type { ChartPoint };

/** One aspect between a point of chart a and a point of chart b. */
export interface InterAspect {
  /** The point in a's chart. */
  a: ChartPoint;
  /** The point in b's chart. */
  b: ChartPoint;
  type: AspectType;
  /** Absolute distance from exact, degrees. */
  orb: number;
  /** Orb allowed for this pair and aspect (body classes: luminaries wider, outer planets narrower); ≥ 3 for major aspects. */
  maxOrb: number;
  major: boolean;
  /** As if both natal points kept their natal speeds: true when the orb would shrink. null when a side is an angle. */
  applying: boolean | null;
}

/** A point of one person's chart in a house of the other's (the host's). */
export interface HouseOverlay {
  /** Whose point it is: 'a' means a's point in b's house. */
  guest: 'a' | 'b';
  point: ChartPoint;
  /** 1..12, the host's house. */
  house: number;
}

/** What a contact is: an aspect between the two charts, or a point of one in a house of the other. */
type ContactOf = { kind: 'aspect'; aspect: InterAspect } | { kind: 'overlay'; overlay: HouseOverlay };

/** One reason the number moved, as the scorer weighed it: the signed amounts and why they are that size. */
export type ScoredContact = {
  category: RelationCategory;
  /** Signed contribution to the raw harmony sum (positive pulls the Armonía score up). */
  harmony: number;
  /** Non-negative contribution to the raw intensity sum. */
  intensity: number;
  /** Share of the contact's full weight left at this orb, 0..1 (1 for an overlay). */
  strength: number;
  /** Pair weight in this category relative to an ordinary pair (1 = ordinary). */
  emphasis: number;
  /** Below 1 when a Moon of uncertain position is involved. */
  certainty: number;
} & ContactOf;

/** One reason the number moved, as the app shows it and generate-compatibility stores it. */
export type WeightedContact = {
  category: RelationCategory;
  /** Signed contribution to the raw harmony sum (positive pulls the Armonía score up). */
  harmony: number;
  /** Non-negative contribution to the raw intensity sum. */
  intensity: number;
  /** Short Spanish title, e.g. "Venus de Ana en trígono con Marte de Luis". */
  label: string;
  /** Plain Spanish: why this contact moves the number in this category ("por qué este número"). */
  explanation: string;
} & ContactOf;

/** 0–100 integers; 50 is where an ordinary pair of charts lands in that category. */
export interface CategoryScores {
  harmony: number;
  intensity: number;
}

export interface CompositePoint {
  /** Shorter-arc midpoint of the two natal longitudes, degrees in [0, 360). */
  longitude: number;
  sign: SignId;
  /** [0, 30). */
  degreeInSign: number;
}

export interface CompositeChart {
  bodies: Record<BodyId, CompositePoint>;
  /** Shorter-arc midpoints of the two Ascendants and the two MCs; null when either birth time is unknown. */
  angles: { ascendant: number; midheaven: number } | null;
  /** Aspects inside the composite chart (applying is always null: midpoints have no natal speed). */
  aspects: NatalChart['aspects'];
}

export interface CompatibilityResult {
  /** Every inter-aspect within orb (every major one within 3° included), majors first, then by orb. */
  aspects: InterAspect[];
  /** House of the host for each guest point; {} when the host's birth time is unknown. */
  overlays: { aInB: Partial<Record<ChartPoint, number>>; bInA: Partial<Record<ChartPoint, number>> };
  composite: CompositeChart;
  /**
   * Cast for the midpoint of the two UTC instants (rounded to the minute) and the midpoint of the two places on
   * the sphere, houses from that place. When either birth time is unknown: timeKnown false, no angles or houses,
   * and moonSignRange lists the Moon's signs over the instant's uncertainty.
   */
  davison: NatalChart;
  scores: Record<RelationCategory, CategoryScores>;
  /** Per category: the five contacts weighing most for (harmony desc), then the five most against (harmony asc). */
  contacts: Record<RelationCategory, ScoredContact[]>;
}

export interface CompatibilityReading {
  /** The category's reading, ≥ 350 words, paragraphs separated by blank lines, '## ' headings. */
  text: string;
  /**
   * The one plain sentence each category's reading opens with, for all four (the reading's own category's is the
   * sentence its text opens with): what the app shows before each category's scores and detail.
   */
  summaries: Record<RelationCategory, string>;
  /** Short reading of the composite chart. */
  compositeText: string;
  /** Short reading of the Davison chart. */
  davisonText: string;
}

/** Names as the reading should call the two people. */
export interface CompatibilityNames {
  a: string;
  b: string;
}

// Signatures (implementations in compatibility.ts and interpretation/compatibility/):
//   computeCompatibility(a: NatalChart, b: NatalChart): CompatibilityResult
//   explainContacts(contacts: CompatibilityResult['contacts'], names: CompatibilityNames):
//     Record<RelationCategory, WeightedContact[]>
//   composeCompatibilityReading(result: CompatibilityResult, category: RelationCategory,
//     names: CompatibilityNames, charts: { a: NatalChart; b: NatalChart }): CompatibilityReading
