import { es } from '../../i18n/es';
import type { RelationCategory } from './types';

// Category names as the home section shows them (spec §2: Pareja, Amigos, Familia, Trabajo).

const CATEGORY_LABEL = Object.fromEntries(es.home.compatibilityCategories.map((category) => [category.id, category.label])) as Record<RelationCategory, string>;

export function categoryLabel(category: RelationCategory): string {
  return CATEGORY_LABEL[category];
}
