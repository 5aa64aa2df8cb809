import fc from 'fast-check';
import type { Value } from '../model/Spec.ts';

/**
 * Arbitraries of the words of a spec: names of entities, fields, roles, states, actions,
 * constants and error codes, prose, and CEL expressions. They stay within what the nine-point
 * format can hold: no line breaks or `|` in prose, no leading or trailing spaces, no "and" as a
 * name (a name list splits on it).
 */

const pick = <T>(values: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...values);

/** Entity names, PascalCase. */
export const entityName = pick([
  'Claim',
  'Category',
  'Invoice',
  'Order',
  'Customer',
  'Product',
  'Ticket',
  'Comment',
  'Project',
  'Task',
  'Payment',
  'Report',
  'Article',
  'Tag',
  'Box',
]);

/** Field names, camelCase. */
export const fieldName = pick([
  'title',
  'amount',
  'category',
  'spentOn',
  'receipt',
  'owner',
  'status',
  'name',
  'active',
  'email',
  'dueDate',
  'priority',
  'total',
  'brand',
  'notes',
  'slug',
  'createdAt',
  'count',
  'label',
  'website',
]);

/** Role names. */
export const roleName = pick([
  'employee',
  'approver',
  'finance',
  'admin',
  'manager',
  'guest',
  'editor',
  'viewer',
  'reviewer',
]);

/** State names. */
export const stateName = pick([
  'draft',
  'submitted',
  'approved',
  'rejected',
  'paid',
  'open',
  'closed',
  'archived',
  'active',
  'done',
]);

/** Action names. */
export const actionName = pick([
  'submit',
  'approve',
  'reject',
  'revise',
  'pay',
  'close',
  'reopen',
  'archive',
  'complete',
  'assign',
]);

/** Upper-case names of constants and error codes. */
export const upperName = pick([
  'MAX_CLAIM_AMOUNT',
  'RECEIPT_THRESHOLD',
  'TITLE_MAX',
  'MAX_OPEN_CLAIMS',
  'CALL_TIMEOUT_MS',
  'NOT_FOUND',
  'NOT_ALLOWED',
  'WRONG_STATE',
  'CONFLICT',
  'NAME_TAKEN',
  'TITLE_LENGTH',
  'NETWORK',
  'PAGE_SIZE',
  'VAT_RATE',
  'E2E_LIMIT',
]);

const WORDS = [
  'claim',
  'the',
  'amount',
  'approver',
  'pays',
  'receipt',
  'spent',
  'for',
  'work',
  'each',
  'record',
  'may',
  'change',
  'once',
  'within',
  'days',
  'limit',
  'money',
  'who',
  'sees',
  'list',
  'open',
  'claims',
  'employees',
  'finance',
  'product',
  'users',
  'what',
  'it',
  'does',
  'shown',
  'by',
  'owner',
  'is',
  'no',
  'longer',
  'édition',
  'naïve',
  '€',
  'reviewed',
  'café',
];

const word = pick(WORDS);

/** Marks that Markdown or YAML give a meaning to, which a cell or prose must keep as written. */
const MARKS = pick([
  '"quoted"',
  "user's",
  '`code`',
  'a | b',
  'x || y',
  'C:\\path',
  '#hash',
  '*star*',
  '_under_',
  '<b>',
  '&amp;',
  '[link](x)',
  'key: value',
  '- dash',
  '{MAX}',
  '50%',
  '@at',
  '!bang',
]);

/** A lower-case phrase of a few words, as in a table cell. */
export const phrase: fc.Arbitrary<string> = fc
  .tuple(
    word,
    fc.array(fc.oneof({ weight: 8, arbitrary: word }, upperName, MARKS), { maxLength: 6 }),
  )
  .map(([first, rest]) => [first, ...rest].join(' '));

/** A sentence: a capitalised phrase, perhaps with a comma, ending in a full stop or a colon. */
export const sentence: fc.Arbitrary<string> = fc
  .tuple(
    pick(['A', 'Each', 'Only', 'When', 'Every', 'No', 'Some']),
    phrase,
    fc.option(phrase),
    pick(['.', '.', '!', '?', ':']),
  )
  .map(([first, body, more, end]) => `${first} ${body}${more === null ? '' : `, ${more}`}${end}`);

/** One to three sentences on one line, as a table cell holds them. */
export const sentences: fc.Arbitrary<string> = fc
  .array(sentence, { minLength: 1, maxLength: 3 })
  .map((list) => list.join(' '));

/** A paragraph of one to three sentences, on one line or broken across lines. */
export const paragraph: fc.Arbitrary<string> = fc
  .array(fc.tuple(sentence, pick([' ', ' ', '\n'])), { minLength: 1, maxLength: 3 })
  .map((parts) => parts.map(([text, gap], i) => (i === 0 ? text : `${gap}${text}`)).join(''));

/** Prose: one to three paragraphs separated by a blank line. */
export const prose: fc.Arbitrary<string> = fc
  .array(paragraph, { minLength: 1, maxLength: 3 })
  .map((paragraphs) => paragraphs.join('\n\n'));

/** Prose that says the point is not shown, as the seed does. */
export const notShown: fc.Arbitrary<string> = pick([
  'not shown',
  'Not shown.',
  'Screens: not shown. Routes: not shown.',
  'What the product does: not shown. For whom: not shown.',
]);

const comparison = fc
  .tuple(
    fieldName,
    pick(['==', '!=', '<', '<=', '>', '>=']),
    fc.oneof(upperName, fc.nat({ max: 999 }).map(String)),
  )
  .map(([field, op, right]) => `${field} ${op} ${right}`);

const atom: fc.Arbitrary<string> = fc.oneof(
  comparison,
  fc.tuple(fieldName, fc.nat({ max: 20 })).map(([f, n]) => `size(${f}) >= ${n}`),
  fc.constant('record.owner == user.id'),
  fc.tuple(fieldName, stateName).map(([f, s]) => `${f} == "${s}"`),
  fc.tuple(fieldName, stateName).map(([f, s]) => `${f} != '${s}'`),
  fc.tuple(fieldName, stateName, stateName).map(([f, a, b]) => `${f} in ["${a}", "${b}"]`),
  fieldName.map((f) => `has(record.${f})`),
  fieldName.map((f) => `unique(${f})`),
  fc.constant('"admin" in user.roles'),
);

/** A CEL expression with quotes, `&&`, `||` and `!`. */
export const expression: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: atom },
  fc.tuple(atom, pick(['&&', '||']), atom).map(([a, op, b]) => `${a} ${op} ${b}`),
  atom.map((a) => `!(${a})`),
);

/** A value of a constant: integers, decimals, booleans, words and number-like text. */
export const value: fc.Arbitrary<Value> = fc.oneof(
  fc.integer({ min: -1000, max: 100000 }).filter((n) => !Object.is(n, -0)),
  fc
    .double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true })
    .filter((n) => !Object.is(n, -0)),
  fc.boolean(),
  word,
  phrase,
  pick([
    '5000',
    'true',
    '0.5',
    'EUR',
    'a "quoted" word',
    '"both ends"',
    '',
    ' padded ',
    '0x10',
    '-5',
    '1e3',
    'null',
    '~',
    'yes',
    "'single'",
    'a | b',
  ]),
);

/** The notes of a field: prose, `unique`, `default <value>`, or several of them. */
export const notes: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  phrase,
  fc.constant('unique'),
  pick([
    'default true',
    'default false',
    'default 0',
    'default 10',
    'default draft',
    'default "two words"',
  ]),
  fc.tuple(phrase, pick(['unique', 'default 1'])).map(([p, n]) => `${p}, ${n}`),
  fc.constant('see point 4'),
);
