import type { ASTNode } from '@marcbachmann/cel-js';
import { smallInteger } from './celValues.ts';

/**
 * What a compiled expression gives when it meets anything it does not model exactly: an error
 * (overflow, division by zero, a missing key, a value of the wrong type) or a value outside the
 * subset. The caller then evaluates the expression with the CEL library, which is the reference:
 * a compiled expression only ever answers what the library would answer, or defers to it.
 */
export const DEFER: unique symbol = Symbol('defer to the CEL library');

/** A compiled expression: the CEL value it gives in a frame, or `DEFER`. */
export type CelCode<F> = (frame: F) => unknown;

/** How a compiled expression finds what its names stand for (decided once, when compiling). */
export interface CelNames<F> {
  /** The code that reads a free name, or undefined when the name is outside the subset. */
  resolve(name: string): CelCode<F> | undefined;
  /** A faster `name.key` and `has(name.key)`, when the name is a record read field by field. */
  member?(name: string, key: string): { get: CelCode<F>; has: CelCode<F> } | undefined;
}

const constantValues = new WeakMap<object, unknown>();

/** The code of a value that never changes (a literal, a constant), known as such when compiling. */
export function constantCode<F>(value: unknown): CelCode<F> {
  const code: CelCode<F> = () => value;
  constantValues.set(code, value);
  return code;
}

/** A frame whose fields are read by position (`RuleFrame`). */
export interface SlotFrame {
  readonly slots: ArrayLike<unknown>;
}

const slotReads = new WeakMap<object, number>();
const slotSizes = new WeakMap<object, number>();

/** The code of a field read by position, known as such when compiling (`size(title) <= 80`). */
export function slotCode<F extends SlotFrame>(slot: number): CelCode<F> {
  const code: CelCode<F> = (f) => {
    const value = f.slots[slot];
    return isCelValue(value) ? value : DEFER;
  };
  slotReads.set(code, slot);
  return code;
}

const MAX_INT = 9223372036854775807n;
const MIN_INT = -9223372036854775808n;

/**
 * True for a value the CEL library reads without failing and that compiled code handles:
 * text, numbers, integers, booleans, null, plain lists and plain maps (as `debugType` types them).
 */
export function isCelValue(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'bigint':
    case 'boolean':
      return true;
    case 'object': {
      if (value === null) return true;
      const constructor: unknown = (value as { constructor?: unknown }).constructor;
      return constructor === undefined || constructor === Object || constructor === Array;
    }
    default:
      return false;
  }
}

function isPlainMap(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const constructor: unknown = (value as { constructor?: unknown }).constructor;
  return constructor === undefined || constructor === Object;
}

function isPlainList(value: unknown): value is unknown[] {
  return Array.isArray(value) && (value as { constructor?: unknown }).constructor === Array;
}

/** True when the library's deep typing of a list or map (by its first element) cannot fail. */
function isDeepCelValue(value: unknown, depth = 0): boolean {
  if (!isCelValue(value)) return false;
  if (depth > 50) return false;
  if (isPlainList(value)) return value.length === 0 || isDeepCelValue(value[0], depth + 1);
  if (value !== null && typeof value === 'object') {
    for (const key in value)
      return isDeepCelValue((value as Record<string, unknown>)[key], depth + 1);
  }
  return true;
}

const HIGH_SURROGATE = /[\uD800-\uDBFF]/;

/** The text `codePoints` counted last, and its count: a rule often asks twice (`size(t) >= 3 && size(t) <= 80`). */
let countedText = '';
let countedPoints = 0;

/** The number of code points of a text, as CEL's `size` counts them. */
function codePoints(text: string): number {
  if (text === countedText) return countedPoints;
  countedText = text;
  countedPoints = countCodePoints(text);
  return countedPoints;
}

function countCodePoints(text: string): number {
  // Most texts have no surrogate pair: the regular expression finds that faster than a loop.
  if (!HIGH_SURROGATE.test(text)) return text.length;
  let pairs = 0;
  const last = text.length - 1;
  for (let i = 0; i < last; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        pairs++;
        i++;
      }
    }
  }
  return text.length - pairs;
}

const regexps = new Map<string, RegExp | null>();

function regexpOf(pattern: string): RegExp | null {
  let regexp = regexps.get(pattern);
  if (regexp === undefined) {
    try {
      regexp = new RegExp(pattern);
    } catch {
      regexp = null;
    }
    if (regexps.size >= 500) regexps.clear();
    regexps.set(pattern, regexp);
  }
  return regexp;
}

/** CEL's `==` on two values, or DEFER when one of them is a list or a map. */
function equals(a: unknown, b: unknown): unknown {
  if (a === DEFER || b === DEFER) return DEFER;
  const ta = typeof a;
  const tb = typeof b;
  if (ta === 'object' && a !== null) return DEFER;
  if (tb === 'object' && b !== null) return DEFER;
  if (ta === tb) return a === b;
  if ((ta === 'bigint' && tb === 'number') || (ta === 'number' && tb === 'bigint'))
    // CEL compares an int and a double by value.
    return a == b;
  return false;
}

/** The order of two values for `<`, `<=`, `>`, `>=`: a comparison JavaScript makes as CEL does. */
function comparable(a: unknown, b: unknown): boolean {
  const ta = typeof a;
  const tb = typeof b;
  if (ta === 'number' || ta === 'bigint') return tb === 'number' || tb === 'bigint';
  return (ta === 'string' || ta === 'boolean') && ta === tb;
}

function int(value: bigint): unknown {
  return value <= MAX_INT && value >= MIN_INT ? value : DEFER;
}

type Code<F> = CelCode<F>;

const MIRRORED: Record<string, string> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' };

/**
 * `x < c` (and `<=`, `>`, `>=`) where `c` is a number or an integer known when compiling: a
 * double is compared with `c` as a double, which is exact for an integer of at most 53 bits,
 * and so gives what comparing it with the integer gives, without JavaScript's slower
 * comparison of a number with a `BigInt`. Anything else is compared as `binary` does.
 */
function compareWithConstant<F>(op: string, x: Code<F>, c: unknown): Code<F> | undefined {
  let n: number;
  if (typeof c === 'number') n = c;
  else if (typeof c === 'bigint' && c <= 2n ** 53n && c >= -(2n ** 53n)) n = Number(c);
  else return undefined;
  const plain = compareValue(op, x, n, c as number);
  if (plain === undefined) return undefined;
  const slot = slotReads.get(x);
  if (slot !== undefined) return compareSlot(op, slot, n, plain);
  const sized = slotSizes.get(x);
  if (sized !== undefined) return compareSize(op, sized, n, plain);
  return plain;
}

/**
 * `field < c` read straight from the frame: a number is compared here, anything else by
 * `plain` (the same comparison through the field's code).
 */
function compareSlot<F>(op: string, slot: number, n: number, plain: Code<F>): Code<F> | undefined {
  switch (op) {
    case '<':
      return (f) => {
        const a = (f as SlotFrame).slots[slot];
        return typeof a === 'number' ? a < n : plain(f);
      };
    case '<=':
      return (f) => {
        const a = (f as SlotFrame).slots[slot];
        return typeof a === 'number' ? a <= n : plain(f);
      };
    case '>':
      return (f) => {
        const a = (f as SlotFrame).slots[slot];
        return typeof a === 'number' ? a > n : plain(f);
      };
    case '>=':
      return (f) => {
        const a = (f as SlotFrame).slots[slot];
        return typeof a === 'number' ? a >= n : plain(f);
      };
    default:
      return undefined;
  }
}

/**
 * `size(field) < c` read straight from the frame: the code points of a text are compared with
 * `c` as numbers (exact, both being whole numbers of at most 53 bits), anything else by `plain`.
 */
function compareSize<F>(op: string, slot: number, n: number, plain: Code<F>): Code<F> | undefined {
  switch (op) {
    case '<':
      return (f) => {
        const a = (f as SlotFrame).slots[slot];
        return typeof a === 'string' ? codePoints(a) < n : plain(f);
      };
    case '<=':
      return (f) => {
        const a = (f as SlotFrame).slots[slot];
        return typeof a === 'string' ? codePoints(a) <= n : plain(f);
      };
    case '>':
      return (f) => {
        const a = (f as SlotFrame).slots[slot];
        return typeof a === 'string' ? codePoints(a) > n : plain(f);
      };
    case '>=':
      return (f) => {
        const a = (f as SlotFrame).slots[slot];
        return typeof a === 'string' ? codePoints(a) >= n : plain(f);
      };
    default:
      return undefined;
  }
}

/** `x < k` where `k` is a constant number or integer and `n` its value as a double. */
function compareValue<F>(op: string, x: Code<F>, n: number, k: number): Code<F> | undefined {
  switch (op) {
    case '<':
      return (f) => {
        const a = x(f);
        if (typeof a === 'number') return a < n;
        return typeof a === 'bigint' ? a < k : comparable(a, k) ? (a as number) < k : DEFER;
      };
    case '<=':
      return (f) => {
        const a = x(f);
        if (typeof a === 'number') return a <= n;
        return typeof a === 'bigint' ? a <= k : comparable(a, k) ? (a as number) <= k : DEFER;
      };
    case '>':
      return (f) => {
        const a = x(f);
        if (typeof a === 'number') return a > n;
        return typeof a === 'bigint' ? a > k : comparable(a, k) ? (a as number) > k : DEFER;
      };
    case '>=':
      return (f) => {
        const a = x(f);
        if (typeof a === 'number') return a >= n;
        return typeof a === 'bigint' ? a >= k : comparable(a, k) ? (a as number) >= k : DEFER;
      };
    default:
      return undefined;
  }
}

function binary<F>(op: string, l: Code<F>, r: Code<F>): Code<F> | undefined {
  if (constantValues.has(r)) {
    const code = compareWithConstant(op, l, constantValues.get(r));
    if (code) return code;
  } else if (constantValues.has(l)) {
    const mirrored = MIRRORED[op];
    const code = mirrored && compareWithConstant(mirrored, r, constantValues.get(l));
    if (code) return code;
  }
  switch (op) {
    case '==':
      return (f) => equals(l(f), r(f));
    case '!=':
      return (f) => {
        const equal = equals(l(f), r(f));
        return equal === DEFER ? DEFER : !equal;
      };
    case '<':
      return (f) => {
        const a = l(f) as number;
        const b = r(f) as number;
        return comparable(a, b) ? a < b : DEFER;
      };
    case '<=':
      return (f) => {
        const a = l(f) as number;
        const b = r(f) as number;
        return comparable(a, b) ? a <= b : DEFER;
      };
    case '>':
      return (f) => {
        const a = l(f) as number;
        const b = r(f) as number;
        return comparable(a, b) ? a > b : DEFER;
      };
    case '>=':
      return (f) => {
        const a = l(f) as number;
        const b = r(f) as number;
        return comparable(a, b) ? a >= b : DEFER;
      };
    case '+':
      return (f) => {
        const a = l(f);
        const b = r(f);
        if (typeof a === 'bigint' && typeof b === 'bigint') return int(a + b);
        if (typeof a === 'number' && typeof b === 'number') return a + b;
        if (typeof a === 'string' && typeof b === 'string') return a + b;
        return DEFER;
      };
    case '-':
      return (f) => {
        const a = l(f);
        const b = r(f);
        if (typeof a === 'bigint' && typeof b === 'bigint') return int(a - b);
        if (typeof a === 'number' && typeof b === 'number') return a - b;
        return DEFER;
      };
    case '*':
      return (f) => {
        const a = l(f);
        const b = r(f);
        if (typeof a === 'bigint' && typeof b === 'bigint') return int(a * b);
        if (typeof a === 'number' && typeof b === 'number') return a * b;
        return DEFER;
      };
    case '/':
      return (f) => {
        const a = l(f);
        const b = r(f);
        if (typeof a === 'bigint' && typeof b === 'bigint') return b === 0n ? DEFER : a / b;
        if (typeof a === 'number' && typeof b === 'number') return a / b;
        return DEFER;
      };
    case '%':
      return (f) => {
        const a = l(f);
        const b = r(f);
        if (typeof a === 'bigint' && typeof b === 'bigint') return b === 0n ? DEFER : a % b;
        return DEFER;
      };
    case 'in':
      return (f) => {
        const a = l(f);
        const list = r(f);
        if (!isPlainList(list) || !isDeepCelValue(list)) return DEFER;
        return includes(a, list);
      };
    case '&&':
      return (f) => {
        const a = l(f);
        if (a === false) return false;
        if (a !== true) return DEFER;
        const b = r(f);
        return typeof b === 'boolean' ? b : DEFER;
      };
    case '||':
      return (f) => {
        const a = l(f);
        if (a === true) return true;
        if (a !== false) return DEFER;
        const b = r(f);
        return typeof b === 'boolean' ? b : DEFER;
      };
    default:
      return undefined;
  }
}

/** CEL's `in` over a list: the first element equal to the value, in order. */
function includes(value: unknown, list: readonly unknown[]): unknown {
  if (value === DEFER || (typeof value === 'object' && value !== null)) return DEFER;
  for (const element of list) {
    if (element === value) return true;
    if (value === null) {
      if (typeof element === 'object' && element !== null) return DEFER;
      continue;
    }
    if (
      (typeof value === 'bigint' && typeof element === 'number') ||
      (typeof value === 'number' && typeof element === 'bigint')
    ) {
      // CEL compares an int and a double by value.
      if (value == element) return true;
    }
  }
  return false;
}

function size(value: unknown): unknown {
  if (typeof value === 'string') return smallInteger(codePoints(value));
  if (isPlainList(value)) return isDeepCelValue(value) ? BigInt(value.length) : DEFER;
  if (isPlainMap(value)) return isDeepCelValue(value) ? BigInt(Object.keys(value).length) : DEFER;
  return DEFER;
}

function sizeCode<F>(operand: Code<F>): Code<F> {
  const code: Code<F> = (f) => size(operand(f));
  const slot = slotReads.get(operand);
  if (slot !== undefined) slotSizes.set(code, slot);
  return code;
}

function textMethod(name: string): ((a: string, b: string) => unknown) | undefined {
  switch (name) {
    case 'startsWith':
      return (a, b) => a.startsWith(b);
    case 'endsWith':
      return (a, b) => a.endsWith(b);
    case 'contains':
      return (a, b) => a.includes(b);
    case 'matches':
      return (a, b) => regexpOf(b)?.test(a) ?? DEFER;
    default:
      return undefined;
  }
}

/** `value.key` on a plain map, as the library selects a field; anything else defers. */
export function selectKey(value: unknown, key: string): unknown {
  if (!isPlainMap(value) || !Object.hasOwn(value, key)) return DEFER;
  const field = value[key];
  return field !== undefined && isCelValue(field) ? field : DEFER;
}

/** `has(value.key)` on a plain map, as the library answers it; anything else defers. */
export function hasKey(value: unknown, key: string): unknown {
  if (!isPlainMap(value)) return DEFER;
  const field = Object.hasOwn(value, key) ? value[key] : undefined;
  if (field === undefined) return false;
  return isCelValue(field) ? true : DEFER;
}

function select<F>(object: Code<F>, key: string): Code<F> {
  return (f) => selectKey(object(f), key);
}

function hasField<F>(object: Code<F>, key: string): Code<F> {
  return (f) => hasKey(object(f), key);
}

/**
 * Compiles a parsed CEL expression (an AST of the CEL library, type-checked by it) into a tree
 * of plain closures, for the subset rules use: literals, names, field selection, `has()`,
 * comparisons, arithmetic, `&&`, `||`, `!`, `? :`, `in` over a list, `size()`, and the text
 * functions `startsWith`, `endsWith`, `contains` and `matches`. Never `eval`. Returns undefined
 * for an expression outside the subset; the compiled code gives `DEFER` for any value or error
 * it does not model, so that the library evaluates it.
 */
export function compileCel<F>(node: ASTNode, names: CelNames<F>): CelCode<F> | undefined {
  switch (node.op) {
    case 'value': {
      const value = node.args;
      if (!isCelValue(value) || (typeof value === 'object' && value !== null)) return undefined;
      return constantCode(value);
    }
    case 'id':
      return names.resolve(node.args);
    case '.': {
      const [operand, key] = node.args;
      if (operand.op === 'id') {
        const member = names.member?.(operand.args, key);
        if (member) return member.get;
      }
      const object = compileCel(operand, names);
      return object && select(object, key);
    }
    case 'list': {
      const items = node.args.map((n) => compileCel(n, names));
      if (!items.every((c) => c !== undefined)) return undefined;
      const codes = items as Code<F>[];
      return (f) => {
        const out: unknown[] = new Array(codes.length);
        for (let i = 0; i < codes.length; i++) {
          const value = (codes[i] as Code<F>)(f);
          if (value === DEFER) return DEFER;
          out[i] = value;
        }
        return out;
      };
    }
    case '?:': {
      const [c, t, e] = node.args.map((n) => compileCel(n, names));
      if (!c || !t || !e) return undefined;
      return (f) => {
        const condition = c(f);
        return condition === true ? t(f) : condition === false ? e(f) : DEFER;
      };
    }
    case '!_': {
      const operand = compileCel(node.args, names);
      if (!operand) return undefined;
      return (f) => {
        const value = operand(f);
        return typeof value === 'boolean' ? !value : DEFER;
      };
    }
    case '-_': {
      const operand = compileCel(node.args, names);
      if (!operand) return undefined;
      return (f) => {
        const value = operand(f);
        // The library negates an int without checking for overflow; so does this.
        return typeof value === 'bigint' || typeof value === 'number' ? -value : DEFER;
      };
    }
    case 'call':
      return compileCall(node.args[0], node.args[1], names);
    case 'rcall':
      return compileMethod(node.args[0], node.args[1], node.args[2], names);
    case '==':
    case '!=':
    case '<':
    case '<=':
    case '>':
    case '>=':
    case '+':
    case '-':
    case '*':
    case '/':
    case '%':
    case 'in':
    case '&&':
    case '||': {
      const [left, right] = node.args;
      const l = compileCel(left, names);
      const r = l && compileCel(right, names);
      return r && binary(node.op, l, r);
    }
    default:
      return undefined;
  }
}

function compileCall<F>(name: string, args: ASTNode[], names: CelNames<F>): Code<F> | undefined {
  const [first] = args;
  if (args.length !== 1 || first === undefined) return undefined;
  if (name === 'has') {
    if (first.op !== '.' || first.args[0].op !== 'id') return undefined;
    const [operand, key] = first.args;
    const member = names.member?.(operand.args, key);
    if (member) return member.has;
    const object = compileCel(operand, names);
    return object && hasField(object, key);
  }
  if (name !== 'size') return undefined;
  const operand = compileCel(first, names);
  return operand && sizeCode(operand);
}

function compileMethod<F>(
  name: string,
  receiver: ASTNode,
  args: ASTNode[],
  names: CelNames<F>,
): Code<F> | undefined {
  const object = compileCel(receiver, names);
  if (!object) return undefined;
  if (name === 'size' && args.length === 0) return sizeCode(object);
  const method = textMethod(name);
  const [first] = args;
  if (!method || args.length !== 1 || first === undefined) return undefined;
  const argument = compileCel(first, names);
  if (!argument) return undefined;
  return (f) => {
    const a = object(f);
    const b = argument(f);
    return typeof a === 'string' && typeof b === 'string' ? method(a, b) : DEFER;
  };
}
