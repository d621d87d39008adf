import { DECK, romanNumeral, suitName } from '../../supabase/functions/_shared/tarot/deck.ts';
import { tarotSection } from '../../src/features/library/tarot-texts.ts';
import { TAROT_SECTION_ID, tarotCardSearchId } from '../../src/features/library/search-options.ts';

// The tarot section and its 78 cards as search documents, read from the deck itself (never copied), so that
// «tarot» finds the section and «luna» finds La Luna beside the articles.

export interface SearchDocument {
  id: string;
  title: string;
  summary: string;
  tags: string;
  body: string;
  /** Shown in the results for entries the catalog does not describe (the tarot's). */
  label?: string;
  blurb?: string;
}

export function tarotSearchDocuments(): SearchDocument[] {
  const section: SearchDocument = {
    id: TAROT_SECTION_ID,
    title: tarotSection.title,
    summary: tarotSection.summary,
    tags: tarotSection.tags.join(' '),
    body: tarotSection.intro,
    label: tarotSection.title,
    blurb: tarotSection.summary,
  };
  const cards = DECK.map((card): SearchDocument => {
    const kind = card.arcana === 'major' ? `Arcano mayor ${romanNumeral(card.number)}` : `Palo de ${suitName(card.suit!)}`;
    return {
      id: tarotCardSearchId(card.id),
      title: card.name,
      // The section carries the word «tarot»; each card is about its name and keywords, and its image and
      // meanings only mention the rest (a queen's throne carved with moons is not about the Moon).
      summary: '',
      tags: [...card.upright.keywords, ...card.reversed.keywords].join(' '),
      body: `${card.image} ${card.upright.meaning} ${card.reversed.meaning}`,
      label: card.name,
      blurb: `${kind} · ${card.upright.keywords.slice(0, 3).join(', ')}`,
    };
  });
  return [section, ...cards];
}
