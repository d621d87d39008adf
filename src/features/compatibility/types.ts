import * as z from 'zod/mini';
import type {
  CategoryScores,
  CompatibilityResult,
  RelationCategory,
  WeightedContact,
} from '@core/astro/compatibility-types';
import type { NatalChart } from '@core/contract/chart';
import type { Tables } from '@core/contract/database';

// What the compatibility feature reads and writes: saved people (rows of `people`) and readings as
// generate-compatibility returns them.

export const CATEGORIES = ['pareja', 'amigos', 'familia', 'trabajo'] as const satisfies readonly RelationCategory[];
export type { RelationCategory };

/**
 * A saved person as the feature reads it: these columns of `people`, with the relation one of the four
 * categories (null for "Mi carta": the user has no relation to themself). birth_time is 'HH:MM:SS' as Postgres
 * returns it, or null when unknown.
 */
export type Person = Omit<Pick<Tables<'people'>, 'id' | 'name' | 'relation' | 'birth_date' | 'birth_time' | 'birth_location' | 'is_self' | 'created_at'>, 'relation'> & {
  relation: RelationCategory | null;
};

export const PERSON_COLUMNS = 'id, name, relation, birth_date, birth_time, birth_location, is_self, created_at';

export const PersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  relation: z.nullable(z.enum(CATEGORIES)),
  birth_date: z.string(),
  birth_time: z.nullable(z.string()),
  birth_location: z.string(),
  is_self: z.boolean(),
  created_at: z.string(),
});

export interface CompatibilityReadingData {
  id: string;
  createdAt: string;
  category: RelationCategory;
  names: { a: string; b: string };
  personAId: string | null;
  personBId: string | null;
  scores: Record<RelationCategory, CategoryScores>;
  contacts: Record<RelationCategory, WeightedContact[]>;
  interpretation: string;
  /** Each category's one plain sentence, shown before its numbers; null for readings stored before there were any. */
  summaries?: Record<RelationCategory, string> | null;
  source: 'ai' | 'builtin';
  advanced: {
    aspects: CompatibilityResult['aspects'];
    overlays: CompatibilityResult['overlays'];
    composite: CompatibilityResult['composite'];
    davison: NatalChart;
    charts: { a: NatalChart; b: NatalChart };
    compositeText: string;
    davisonText: string;
  };
}

const Scores = z.object({ harmony: z.number(), intensity: z.number() });

/** Enough of the shape to trust the rest: the view reads every field checked here. */
export const ReadingSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  category: z.enum(CATEGORIES),
  names: z.object({ a: z.string(), b: z.string() }),
  scores: z.object({ pareja: Scores, amigos: Scores, familia: Scores, trabajo: Scores }),
  contacts: z.object({ pareja: z.array(z.unknown()), amigos: z.array(z.unknown()), familia: z.array(z.unknown()), trabajo: z.array(z.unknown()) }),
  interpretation: z.string(),
  summaries: z.nullish(z.object({ pareja: z.string(), amigos: z.string(), familia: z.string(), trabajo: z.string() })),
  source: z.enum(['ai', 'builtin']),
  advanced: z.object({
    aspects: z.array(z.unknown()),
    overlays: z.object({ aInB: z.record(z.string(), z.number()), bInA: z.record(z.string(), z.number()) }),
    composite: z.object({ bodies: z.record(z.string(), z.unknown()) }),
    davison: z.object({ utc: z.string(), bodies: z.record(z.string(), z.unknown()) }),
    charts: z.object({ a: z.object({ bodies: z.record(z.string(), z.unknown()) }), b: z.object({ bodies: z.record(z.string(), z.unknown()) }) }),
    compositeText: z.string(),
    davisonText: z.string(),
  }),
});

export interface ReadingSummary {
  id: string;
  createdAt: string;
  category: RelationCategory;
  names: { a: string; b: string };
}
