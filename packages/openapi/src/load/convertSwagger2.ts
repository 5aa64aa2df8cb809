// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient declaration must reach every program that compiles this file (the cli's, the web app's)
/// <reference path="./swagger2openapi.d.ts" />
import { isIndexKey, objectWithMembers } from '../source/compactIndexKeys.ts';
/**
 * Converts a Swagger 2.0 document into OpenAPI 3.0. Importing a 2.0 document goes through one;
 * `swagger2openapi`, the default, needs Node's modules, so it is loaded only when a 2.0 document
 * comes and a host without them (the browser) may give its own or none.
 */
export type Swagger2Converter = (
  document: Record<string, unknown>,
) => Promise<Record<string, unknown>>;

/**
 * `swagger2openapi`'s conversion, patching small faults and never fetching anything. The statuses
 * that key each operation's answers go through it marked (`markStatuses`), and come back as written.
 */
export const convertWithSwagger2openapi: Swagger2Converter = async (document) => {
  const { convertObj } = await import('swagger2openapi');
  // `text` stands in for the source that the converter would otherwise write out again as YAML
  // only to quote it in its errors: on a large document that costs as much as the conversion.
  const converted = await convertObj(markStatuses(document), {
    patch: true,
    warnOnly: true,
    resolve: false,
    direct: true,
    text: '(source)',
  });
  unmarkStatuses(converted as Record<string, unknown>);
  return converted as Record<string, unknown>;
};

/** What goes before a status key during the conversion: no key of a document starts so. */
const MARK = '\u0000';

type Members = Record<string, unknown>;

const isMembers = (value: unknown): value is Members =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The document with each operation's answers keyed by marked statuses (`'\u0000404'` for `'404'`),
 * the rest shared, the document itself untouched. The converter copies the document key by key,
 * and an object whose keys are indices gets room for every index up to the largest (V8): five KB
 * for the answers of one operation that says `401`, a MB for each two hundred operations.
 */
export function markStatuses(document: Members): Members {
  const paths = document['paths'];
  if (!isMembers(paths)) return document;
  const marked: Members = {};
  for (const [path, item] of Object.entries(paths))
    marked[path] = isMembers(item) ? mapOperations(item, markedAnswers) : item;
  return { ...document, paths: withKeys(marked, (key) => key) };
}

/** Gives each operation's answers of a converted document their statuses back, in place. */
export function unmarkStatuses(converted: Members): void {
  const paths = converted['paths'];
  if (!isMembers(paths)) return;
  for (const [path, item] of Object.entries(paths))
    if (isMembers(item)) paths[path] = mapOperations(item, unmarkedAnswers);
}

/** A path item with each operation's answers as `change` makes them (the same when unchanged). */
function mapOperations(
  item: Members,
  change: (answers: Members, operation: Members) => Members,
): Members {
  let changed = false;
  const copy: Members = {};
  for (const [key, operation] of Object.entries(item)) {
    const answers = isMembers(operation) ? operation['responses'] : undefined;
    const made = isMembers(answers) ? change(answers, operation as Members) : answers;
    changed ||= made !== answers;
    copy[key] = made === answers ? operation : { ...(operation as Members), responses: made };
  }
  return changed ? withKeys(copy, (key) => key) : item;
}

function markedAnswers(answers: Members, operation: Members): Members {
  const keys = Object.keys(answers);
  if (!keys.some((key) => isIndexKey(key)) || keys.some((key) => key.startsWith(MARK)))
    return answers;
  // The converter looks up the answers of an operation's `x-ms-examples` by their statuses.
  if (Object.hasOwn(operation, 'x-ms-examples')) return answers;
  return withKeys(answers, (key) => (isIndexKey(key) ? MARK + key : key));
}

function unmarkedAnswers(answers: Members): Members {
  if (!Object.keys(answers).some((key) => key.startsWith(MARK))) return answers;
  return withKeys(answers, (key) => (key.startsWith(MARK) ? key.slice(MARK.length) : key));
}

/** The same members under other keys, in the same order, laid out compact. */
function withKeys(members: Members, rename: (key: string) => string): Members {
  return objectWithMembers(Object.entries(members).map(([key, value]) => [rename(key), value]));
}
