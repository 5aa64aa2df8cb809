/**
 * The standard CEL names an expression may use, as @marcbachmann/cel-js (the library the runtime
 * evaluates with) provides them; CEL_NAMES.test.ts checks each one against the library. Optional
 * types (`x.?y`, `optional.of`) are not enabled, so their helpers are left out.
 */
export const CEL_NAMES = {
  /** Global functions: `size(x)`, `int(x)`, `timestamp("…")`… */
  functions: new Set([
    'size',
    'int',
    'uint',
    'double',
    'string',
    'bool',
    'bytes',
    'dyn',
    'type',
    'timestamp',
    'duration',
  ]),
  /** Receiver functions: `title.startsWith("A")`, `today.getFullYear()`… */
  methods: new Set([
    'size',
    'contains',
    'startsWith',
    'endsWith',
    'matches',
    'lowerAscii',
    'upperAscii',
    'trim',
    'indexOf',
    'lastIndexOf',
    'substring',
    'split',
    'join',
    'json',
    'hex',
    'string',
    'base64',
    'at',
    'getDate',
    'getDayOfMonth',
    'getDayOfWeek',
    'getDayOfYear',
    'getFullYear',
    'getHours',
    'getMilliseconds',
    'getMinutes',
    'getMonth',
    'getSeconds',
  ]),
  /**
   * Comprehension macros, `list.filter(x, predicate)`: the first argument binds a variable; `map`
   * also takes `list.map(x, filter, transform)`. The library has no two-variable forms.
   */
  macros: new Set(['all', 'exists', 'exists_one', 'map', 'filter']),
  /** Type names usable as values, as in `type(x) == string`. */
  types: new Set([
    'int',
    'uint',
    'double',
    'bool',
    'string',
    'bytes',
    'list',
    'map',
    'null_type',
    'type',
  ]),
} as const;
