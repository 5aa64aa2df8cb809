import { POINTS, type PointNumber } from '../model/Spec.ts';

const EDGE = new Set([' ', ':', '.', ';', '!', '?', '-', '–', '—']);

/** Heading words read as each point, besides its title in `POINTS` and its YAML key. */
const SYNONYMS: Record<PointNumber, readonly string[]> = {
  1: [
    'purpose',
    'purpose and audience',
    'what it does',
    'what the product does',
    'audience',
    'overview',
    'about',
  ],
  2: ['screens', 'routes', 'screens and routes', 'pages', 'navigation', 'routes and screens'],
  3: ['entities', 'entities and fields', 'fields', 'data', 'data model', 'records', 'model'],
  4: [
    'states',
    'transitions',
    'lifecycle',
    'lifecycles',
    'workflow',
    'state machine',
    'state machines',
    'states and transitions',
  ],
  5: ['validation', 'rules', 'validation rules', 'business rules', 'validations'],
  6: [
    'roles',
    'permissions',
    'roles and permissions',
    'users and roles',
    'access',
    'access control',
    'users',
  ],
  7: [
    'calls',
    'api',
    'api calls',
    'backend calls',
    'endpoints',
    'calls it makes',
    'backend',
    'requests',
  ],
  8: ['errors', 'error catalogue', 'error codes', 'error messages', 'errors and messages'],
  9: [
    'constants',
    'limits',
    'constants and limits',
    'business constants',
    'business constants and limits',
    'configuration',
    'settings',
  ],
};

const BY_WORDS = new Map<string, PointNumber>();
for (const { point, key, title } of POINTS) {
  for (const words of [title, key, ...SYNONYMS[point]]) BY_WORDS.set(normalizeWords(words), point);
}

/** What a `##` heading says about its point: by its number, by its words, or both. */
export interface SectionHeading {
  /** The point the heading stands for: its number when it has a valid one, else its words'. */
  point?: PointNumber;
  /** The point the number names (`## 3. …`), when it has a number from 1 to 9. */
  byNumber?: PointNumber;
  /** The point the words name, when they are a known title or synonym. */
  byWords?: PointNumber;
  /** The number written, when there is one (even outside 1–9). */
  number?: number;
}

/** Heading words as compared: lower case, single spaces, no leading "the", no punctuation at the ends. */
export function normalizeWords(words: string): string {
  const plain = words
    .toLowerCase()
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?& ?/g, ' and ')
    .replace(/\bcatalog\b/g, 'catalogue');
  let start = 0;
  let end = plain.length;
  while (start < end && EDGE.has(plain.charAt(start))) start += 1;
  while (end > start && EDGE.has(plain.charAt(end - 1))) end -= 1;
  const trimmed = plain.slice(start, end);
  return trimmed.startsWith('the ') ? trimmed.slice(4) : trimmed;
}

/**
 * Recognises a `##` heading as one of the nine points, by its number (`3.`, `3)`, `3:`, `Point 3`)
 * and by its words (the seed's titles, the YAML keys and common variants such as "Entities").
 */
export function recognizeSection(heading: string): SectionHeading {
  const numbered = /^(?:point\s+)?(\d{1,3})(?:[.):]|\s|$)\s*(.*)$/is.exec(heading.trim());
  const words = numbered ? (numbered[2] ?? '') : heading;
  const result: SectionHeading = {};
  if (numbered?.[1] !== undefined) {
    const number = Number(numbered[1]);
    result.number = number;
    if (number >= 1 && number <= 9) result.byNumber = number as PointNumber;
  }
  const byWords = BY_WORDS.get(normalizeWords(words));
  if (byWords !== undefined) result.byWords = byWords;
  const point = result.byNumber ?? result.byWords;
  if (point !== undefined) result.point = point;
  return result;
}
