import type { Diagnostic } from '../model/Diagnostic.ts';
import type {
  Audience,
  Call,
  Constant,
  ErrorEntry,
  Field,
  Permission,
  Rule,
  Screen,
  Transition,
  User,
} from '../model/Spec.ts';
import { ELEMENT_BUILDERS } from './buildElements.ts';
import type { Row, TableKind } from './Row.ts';
import type { TextPool } from './textPool.ts';

export type { Cell, Row, TableKind } from './Row.ts';

/**
 * What a table kind is made of: its canonical columns, those a header must have, and aliases;
 * `optional` columns are written only when a row fills them (the reference spec has none).
 */
export interface TableKindInfo {
  columns: readonly string[];
  required: readonly string[];
  aliases: Readonly<Record<string, string>>;
  optional?: readonly string[];
}

/**
 * The table kinds, their canonical columns (the reference spec's headers), the columns that make
 * a header row recognisable as that kind, and other header words read as a canonical column.
 */
export const TABLE_KINDS: Record<TableKind, TableKindInfo> = {
  audience: {
    columns: ['audience', 'what they do with it'],
    required: ['audience'],
    aliases: {
      does: 'what they do with it',
      'what they do': 'what they do with it',
      who: 'audience',
    },
  },
  screens: {
    columns: ['route', 'screen', 'shows', 'roles', 'title'],
    required: ['route', 'screen'],
    aliases: {
      path: 'route',
      'screen kind': 'screen',
      kind: 'screen',
      show: 'shows',
      role: 'roles',
      label: 'title',
    },
    optional: ['title'],
  },
  fields: {
    columns: ['field', 'type', 'required', 'notes'],
    required: ['field', 'type'],
    aliases: { name: 'field', 'field type': 'type', note: 'notes', description: 'notes' },
  },
  transitions: {
    columns: ['from', 'action', 'to', 'roles', 'when'],
    required: ['from', 'action', 'to'],
    aliases: {
      'from state': 'from',
      'to state': 'to',
      event: 'action',
      role: 'roles',
      guard: 'when',
      if: 'when',
    },
  },
  rules: {
    columns: ['entity', 'rule', 'on', 'error'],
    required: ['entity', 'rule', 'error'],
    aliases: {
      expression: 'rule',
      condition: 'rule',
      'checked on': 'on',
      'error code': 'error',
      code: 'error',
    },
  },
  permissions: {
    columns: ['role', 'may', 'on', 'when'],
    required: ['role', 'may', 'on'],
    aliases: {
      roles: 'role',
      can: 'may',
      actions: 'may',
      entity: 'on',
      entities: 'on',
      if: 'when',
    },
  },
  users: {
    columns: ['user', 'name', 'roles'],
    required: ['user', 'name'],
    aliases: { id: 'user', 'user id': 'user', role: 'roles' },
  },
  calls: {
    columns: ['call', 'method', 'path', 'sends', 'answers', 'roles', 'where'],
    required: ['call', 'method', 'path'],
    aliases: {
      name: 'call',
      verb: 'method',
      request: 'sends',
      body: 'sends',
      responses: 'answers',
      returns: 'answers',
      role: 'roles',
      filter: 'where',
    },
    optional: ['roles', 'where'],
  },
  errors: {
    columns: ['code', 'status', 'message'],
    required: ['code', 'message'],
    aliases: { error: 'code', 'error code': 'code', 'http status': 'status', text: 'message' },
  },
  constants: {
    columns: ['name', 'value', 'meaning'],
    required: ['name', 'value'],
    aliases: { constant: 'name', limit: 'name', description: 'meaning' },
  },
};

const KIND_ORDER = Object.keys(TABLE_KINDS) as TableKind[];

/** A header cell as compared: lower case, single spaces, without emphasis or code marks around it. */
export function normalizeHeader(header: string): string {
  const marks = '*_`';
  let start = 0;
  let end = header.length;
  while (start < end && (marks.includes(header.charAt(start)) || /\s/.test(header.charAt(start))))
    start += 1;
  while (
    end > start &&
    (marks.includes(header.charAt(end - 1)) || /\s/.test(header.charAt(end - 1)))
  )
    end -= 1;
  return header.slice(start, end).replace(/\s+/g, ' ').toLowerCase();
}

/** A table's kind, and the canonical column each header names (`recognizeTable`). */
export interface RecognizedTable {
  kind: TableKind;
  columns: (string | undefined)[];
}

/**
 * Recognises a table by its header row: the kind whose required columns all appear (by canonical
 * name or alias, case-insensitively), preferring the kind that names the most columns.
 * `columns[i]` is the canonical name of header `i`, or undefined when the kind has no such column
 * (or an earlier header already named it).
 */
export function recognizeTable(headers: string[]): RecognizedTable | undefined {
  const names = headers.map(normalizeHeader);
  let best: { kind: TableKind; columns: (string | undefined)[]; known: number } | undefined;
  for (const kind of KIND_ORDER) {
    const info = TABLE_KINDS[kind];
    const seen = new Set<string>();
    const columns = names.map((name) => {
      const canonical = info.columns.includes(name) ? name : info.aliases[name];
      if (canonical === undefined || seen.has(canonical)) return undefined;
      seen.add(canonical);
      return canonical;
    });
    if (!info.required.every((column) => seen.has(column))) continue;
    if (!best || seen.size > best.known) best = { kind, columns, known: seen.size };
  }
  return best && { kind: best.kind, columns: best.columns };
}

/** The model element that a row of each table kind becomes. */
export type ElementOf<K extends TableKind> = {
  audience: Audience;
  screens: Screen;
  fields: Field;
  transitions: Transition;
  rules: Rule;
  permissions: Permission;
  users: User;
  calls: Call;
  errors: ErrorEntry;
  constants: Constant;
}[K];

/**
 * Builds the model element of one row, whatever form the row came from (a Markdown table, a
 * fenced YAML block, the YAML form). Each unreadable cell adds a diagnostic at the cell; the
 * element is returned as far as it could be read, or undefined when a cell it cannot do without
 * (its name, say) is empty. The names of its lists are taken from `pool`, when there is one.
 */
export function buildRow<K extends TableKind>(
  kind: K,
  row: Row,
  path: (string | number)[],
  diagnostics: Diagnostic[],
  pool?: TextPool,
): ElementOf<K> | undefined {
  return ELEMENT_BUILDERS[kind](row, path, undefined, diagnostics, pool) as
    ElementOf<K> | undefined;
}

/**
 * Builds the element of the row that goes at `index` in the list at `listPath`, as `buildRow`
 * does; the path of its diagnostics is made only when one is reported (most rows have none).
 */
export function buildListRow<K extends TableKind>(
  kind: K,
  row: Row,
  listPath: readonly (string | number)[],
  index: number,
  diagnostics: Diagnostic[],
  pool?: TextPool,
): ElementOf<K> | undefined {
  return ELEMENT_BUILDERS[kind](row, listPath, index, diagnostics, pool) as
    ElementOf<K> | undefined;
}
