// One folding rule shared by the gazetteer build and the runtime search, so the build can pre-sort
// records by exactly the key the runtime binary-searches on.

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NON_ALNUM = /[^\p{L}\p{N}]+/gu;

/** Lower case, no accents, punctuation and runs of spaces collapsed to one space: 'Múnich' → 'munich'. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    // Letters that NFD does not decompose but people type without their stroke.
    .replace(/ß/g, 'ss').replace(/ø/g, 'o').replace(/æ/g, 'ae').replace(/œ/g, 'oe').replace(/ł/g, 'l').replace(/đ/g, 'd').replace(/ı/g, 'i')
    .replace(NON_ALNUM, ' ')
    .trim();
}

/** Code-unit order, the same in the build (Array.sort) and in the runtime binary search. */
export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
