// The shape of a legal or help page: sections of paragraphs and lists. Inline links are written
// [text](target): a path of the app, a mailto: address or an https URL.

export type LegalBlock = string | { list: readonly string[] } | { question: string; answer: readonly string[] };

export interface LegalDocument {
  title: string;
  /** A sentence or two that says what the page is for, shown under the title. */
  summary: string;
  /** ISO date of the last change. */
  updated: string;
  sections: readonly { id: string; title: string; blocks: readonly LegalBlock[] }[];
}
