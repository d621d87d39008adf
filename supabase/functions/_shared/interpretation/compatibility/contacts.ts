// The contacts the scorer weighed (astro/compatibility-score.ts), told in Spanish: each gets its short title and its
// "por qué este número" (explain.ts). What the app shows and generate-compatibility stores.
import {
  RELATION_CATEGORIES,
  type CompatibilityNames, type RelationCategory, type ScoredContact, type WeightedContact,
} from '../../astro/compatibility-types.ts';
import { aspectExplanation, aspectLabel, overlayExplanation, overlayLabel } from './explain.ts';

export function explainContact(contact: ScoredContact, names: CompatibilityNames): WeightedContact {
  const { category, harmony, intensity } = contact;
  if (contact.kind === 'aspect') {
    const { aspect } = contact;
    return { kind: 'aspect', aspect, category, harmony, intensity, label: aspectLabel(aspect, names), explanation: aspectExplanation(aspect, category, names, contact) };
  }
  const { overlay } = contact;
  return { kind: 'overlay', overlay, category, harmony, intensity, label: overlayLabel(overlay, names), explanation: overlayExplanation(overlay, category, names, contact) };
}

/** Every category's contacts, in the scorer's order, with their Spanish. */
export function explainContacts(contacts: Record<RelationCategory, ScoredContact[]>, names: CompatibilityNames): Record<RelationCategory, WeightedContact[]> {
  return Object.fromEntries(
    RELATION_CATEGORIES.map((category) => [category, contacts[category].map((contact) => explainContact(contact, names))]),
  ) as Record<RelationCategory, WeightedContact[]>;
}
