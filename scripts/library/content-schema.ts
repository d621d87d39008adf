import { z } from 'zod';
import { CATEGORY_IDS } from '../../src/features/library/categories.ts';

// The front matter every library article carries; checked when the app is built and by the content test.

export const ArticleFrontMatterSchema = z.object({
  title: z.string().min(3).max(120),
  category: z.enum(CATEGORY_IDS),
  order: z.number().int().min(1).max(99),
  summary: z
    .string()
    .min(20)
    .max(300)
    .refine((text) => (text.match(/[.!?…](\s|$)/g) ?? []).length === 1 && /[.!?…]$/.test(text.trim()), 'summary must be exactly one sentence'),
  readingMinutes: z.number().int().min(1).max(30),
  pro: z.boolean(),
  tags: z.array(z.string().min(2).max(40)).min(1).max(8),
  sources: z.array(z.string().min(5).max(300)).min(1).max(12),
});

export type ArticleFrontMatter = z.infer<typeof ArticleFrontMatterSchema>;
