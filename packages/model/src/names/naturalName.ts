// Natural names (docs/format.md, "Names"): actions and roles may be written as words, as people
// say them ("mark lost", "signed in"). Each has a derived identifier, one word, for the places
// where a name must be one word: `markLost` in code and expressions, `mark-lost` in paths.

/** Words of letters, digits and `_`, the first starting with a letter or `_`, one space apart. */
const NATURAL_NAME = /^[A-Za-z_]\w*(?: \w+)*$/;
/** Where one word of a name ends and the next begins: a space, `-`, `_`, or a lower-upper step. */
const WORD_BREAK = /([a-z0-9])([A-Z])|[\s_-]+/g;

/**
 * True for a name the format accepts for an action or a role: an identifier (`submit`,
 * `markLost`) or words one space apart (`mark lost`, `signed in`). The word "and" cannot be one of
 * them, since lists of names are separated by it (`submit and revise`).
 */
export function isNaturalName(text: string): boolean {
  if (!NATURAL_NAME.test(text)) return false;
  return !text.split(' ').some((word) => word.toLowerCase() === 'and');
}

/** The lower-case words of a name: `mark lost`, `markLost`, `mark_lost` and `Mark-Lost` → `mark lost`. */
export function nameWords(name: string): string[] {
  return name
    .replace(WORD_BREAK, (_match, before?: string, after?: string) =>
      before === undefined ? ' ' : `${before} ${after ?? ''}`,
    )
    .trim()
    .toLowerCase()
    .split(' ')
    .filter((word) => word !== '');
}

/**
 * The identifier derived from a name, for code and expressions: its words in lower camel case
 * (`mark lost` → `markLost`, `Signed in` → `signedIn`). An identifier of one word stays as it is
 * but for its first letter (`submit` → `submit`, `markLost` → `markLost`). Two names with one
 * identifier collide (`name-collision`).
 */
export function identifierOf(name: string): string {
  const words = nameWords(name);
  return words
    .map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
}

/** The form of a name in a path: its words joined by `-` (`mark lost` → `mark-lost`). */
export function pathWordOf(name: string): string {
  return nameWords(name).join('-');
}
