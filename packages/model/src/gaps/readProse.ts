/**
 * What the gap report reads in a section's prose: which sentences say that something is
 * "not shown", which say that the point has nothing at all ("None", "makes no calls"), and which
 * say something else the point could use.
 */
export interface ProseReading {
  /** Sentences that state a gap, as written. */
  notShown: NotShownStatement[];
  /** True when a sentence says the point has no elements at all ("None.", "There are no rules."). */
  saysNone: boolean;
  /** Sentences that are neither gap statements nor placeholders such as "TBD". */
  meaningful: string[];
}

/** A sentence that says a part of a point is not shown, and the words naming that part. */
export interface NotShownStatement {
  sentence: string;
  /** The label before the colon ("For whom" in "For whom: not shown."), or the sentence. */
  part: string;
}

// "Label: not shown", "Label — not shown", "(not shown)", "Not shown.", "Fields not shown.",
// "… is not shown in this spec". A sentence that uses the words about the product's own display
// ("Completed todos are not shown on the Active route") is not a gap statement.
// "not-shown" too, and the statement may end in a remark in brackets ("Not shown (see later).")
// or stand between dashes ("— not shown —").
const NOT_SHOWN = String.raw`not[\s-]shown\b`;
const END = String.raw`[\s.;!—–-]*(?:\([^()]*\)[\s.;!]*)?$`;
const LABELLED = new RegExp(String.raw`^(.*?)\s*(?::|—|–|\s-)\s*${NOT_SHOWN}${END}`, 'i');
const BARE = new RegExp(String.raw`^[\s—–-]*${NOT_SHOWN}${END}`, 'i');
const TELEGRAPHIC =
  /^((?:(?!\b(?:is|are|was|were|be|been)\b)[\w\s,'’/()-])+?)\s+not shown[\s.;!]*$/i;
const IN_THIS_SPEC = /\bnot shown\s+(?:here|yet|in this (?:spec(?:ification)?|document))\b/i;
const PARENTHESISED = /\(\s*not shown\s*\)/i;

const PLACEHOLDER =
  /^(?:tbd|tba|todo|to do|to be (?:decided|defined|done)|n\/a|unknown|\?+|-+|…|\.{3})[\s.!]*$/i;

const ELEMENTS =
  'screens?|routes?|entit(?:y|ies)|fields?|states?|transitions?|lifecycles?|rules?|validation|roles?|permissions?|users?|calls?|requests?|backend|errors?|codes?|constants?|limits?';
const NONE = new RegExp(
  String.raw`^(?:none|nothing)\b|\b(?:there (?:are|is) no|(?:makes|has|needs|uses|defines|keeps|knows) no)\b|\bno (?:[\w-]+ )?(?:${ELEMENTS})\b`,
  'i',
);

/** Splits prose into sentences: at line breaks and after `.`, `!` or `?` followed by a space. */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=\S)/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

/** Reads the sentences of one or more pieces of prose (duplicates are read once). */
export function readProse(...texts: string[]): ProseReading {
  const seen = new Set<string>();
  const reading: ProseReading = { notShown: [], saysNone: false, meaningful: [] };
  // Text by text: the sentences of a long spec's entities are never all split at once.
  for (const text of texts) {
    for (const sentence of splitSentences(text)) {
      if (seen.has(sentence)) continue;
      seen.add(sentence);
      const statement = readNotShown(sentence);
      if (statement) reading.notShown.push(statement);
      else if (isPlaceholder(sentence)) continue;
      else {
        reading.meaningful.push(sentence);
        if (NONE.test(sentence)) reading.saysNone = true;
      }
    }
  }
  return reading;
}

/** The gap statement a sentence makes, or undefined when it makes none. */
export function readNotShown(sentence: string): NotShownStatement | undefined {
  const labelled = LABELLED.exec(sentence);
  if (labelled) return { sentence, part: labelled[1]?.trim() || sentence };
  if (BARE.test(sentence)) return { sentence, part: sentence };
  const telegraphic = TELEGRAPHIC.exec(sentence);
  if (telegraphic) return { sentence, part: telegraphic[1]?.trim() || sentence };
  if (IN_THIS_SPEC.test(sentence) || PARENTHESISED.test(sentence))
    return { sentence, part: sentence };
  return undefined;
}

function isPlaceholder(sentence: string): boolean {
  return PLACEHOLDER.test(sentence) || !/\p{L}/u.test(sentence);
}
