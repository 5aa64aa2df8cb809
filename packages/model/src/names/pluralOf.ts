// English plurals for the names a spec gives its entities. A word this file knows gets its real
// plural (shelf → shelves, person → people); any other word gets only the suffix rules that hold
// for (nearly) every English noun — -s, -es after a hiss, -ies after a consonant and y, -sis to
// -ses — so that an unknown word is never cut into (roof → roofs, bus → buses, todo → todos).

/** Plurals that no suffix rule makes, by singular (a Map: `constructor` is no known word). */
const IRREGULAR: ReadonlyMap<string, string> = new Map(
  Object.entries({
    person: 'people',
    child: 'children',
    man: 'men',
    woman: 'women',
    foot: 'feet',
    tooth: 'teeth',
    goose: 'geese',
    mouse: 'mice',
    louse: 'lice',
    ox: 'oxen',
    die: 'dice',
    quiz: 'quizzes',
    // -f and -fe that become -ves (most -f words do not: roof, chief, belief, proof, chef, cliff).
    calf: 'calves',
    elf: 'elves',
    half: 'halves',
    hoof: 'hooves',
    knife: 'knives',
    leaf: 'leaves',
    life: 'lives',
    loaf: 'loaves',
    scarf: 'scarves',
    self: 'selves',
    sheaf: 'sheaves',
    shelf: 'shelves',
    thief: 'thieves',
    wife: 'wives',
    wolf: 'wolves',
    // -o that takes -es (most take -s: photo, video, memo, todo, logo, piano).
    echo: 'echoes',
    hero: 'heroes',
    potato: 'potatoes',
    tomato: 'tomatoes',
    torpedo: 'torpedoes',
    veto: 'vetoes',
    // Latin and Greek plurals still in common use.
    alumnus: 'alumni',
    appendix: 'appendices',
    axis: 'axes',
    cactus: 'cacti',
    criterion: 'criteria',
    curriculum: 'curricula',
    datum: 'data',
    fungus: 'fungi',
    matrix: 'matrices',
    nucleus: 'nuclei',
    phenomenon: 'phenomena',
    radius: 'radii',
    stimulus: 'stimuli',
    syllabus: 'syllabi',
    vertex: 'vertices',
    // -ch said as k takes -s.
    epoch: 'epochs',
    monarch: 'monarchs',
    stomach: 'stomachs',
  }),
);

/** Nouns whose plural is the word itself. */
const UNCHANGED: ReadonlySet<string> = new Set([
  'advice',
  'aircraft',
  'baggage',
  'data',
  'deer',
  'equipment',
  'evidence',
  'feedback',
  'fish',
  'furniture',
  'information',
  'luggage',
  'metadata',
  'moose',
  'news',
  'research',
  'series',
  'sheep',
  'software',
  'species',
  'staff',
]);

/** Irregular words that also end compounds written as one word: bookshelf, salesperson. */
const COMPOUND_ENDS = ['person', 'child', 'woman', 'shelf', 'knife', 'wife', 'wolf', 'hero'];

/** The plural of one lower-case word. */
function pluralOfWord(word: string): string {
  const irregular = IRREGULAR.get(word);
  if (irregular !== undefined) return irregular;
  const end = COMPOUND_ENDS.find((known) => word.endsWith(known));
  if (end !== undefined) return word.slice(0, -end.length) + (IRREGULAR.get(end) ?? end);
  if (UNCHANGED.has(word)) return word;
  // analysis → analyses, crisis → crises, diagnosis → diagnoses: -sis is always Greek.
  if (/sis$/.test(word)) return `${word.slice(0, -2)}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** `plural` written with the capitals of `singular`: Shelf → Shelves, SHELF → SHELVES. */
function matchCase(singular: string, plural: string): string {
  if (singular === singular.toLowerCase()) return plural;
  if (singular.length > 1 && singular === singular.toUpperCase()) return plural.toUpperCase();
  return plural.charAt(0).toUpperCase() + plural.slice(1);
}

/**
 * The plural of an English noun or of a name made of words, whose last word is made plural and
 * keeps its capitals: `category` → `categories`, `Shelf` → `Shelves`, `ContactPerson` →
 * `ContactPeople`, `expense claim` → `expense claims`. An acronym takes a small s (`URL` →
 * `URLs`). A word not known to be irregular is never cut into beyond the regular -y → -ies and
 * -sis → -ses.
 */
export function pluralOf(noun: string): string {
  // The last word: after a space, underscore or hyphen, or where a capital starts a new word.
  const word = /(?:[A-Z]?[a-z]+|[A-Z]+)$/.exec(noun)?.[0];
  if (word === undefined) return noun === '' ? noun : `${noun}s`;
  const head = noun.slice(0, noun.length - word.length);
  const lower = word.toLowerCase();
  if (word.length > 1 && word === word.toUpperCase() && !IRREGULAR.has(lower))
    return `${noun}${/(S|X|Z|CH|SH)$/.test(word) ? 'es' : 's'}`;
  return head + matchCase(word, pluralOfWord(lower));
}
