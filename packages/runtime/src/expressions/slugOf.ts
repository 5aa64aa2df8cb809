/** Letters and digits of any script; everything else separates words. */
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
/** Marks that combine with a letter (the accent of `é` once it is decomposed). */
const COMBINING = /\p{M}/gu;

/**
 * A slug of a text, for a path (`slug(title)` in a field's notes): its words in lower case joined
 * by `-`, accents dropped (`Café au lait!` → `cafe-au-lait`); a text without letters or digits
 * gives `-`-free empty text.
 */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING, '')
    .toLowerCase()
    .replace(NOT_WORD, '-')
    .replace(/^-+|-+$/g, '');
}
