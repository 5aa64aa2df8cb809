import type { ASTNode } from '@marcbachmann/cel-js';

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

/** The number of code points of a text, as CEL's `size` counts them. */
function codePoints(text: string): number {
  let pairs = 0;
  for (let i = 0; i < text.length - 1; i++) {
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

function binary<F>(op: string, l: Code<F>, r: Code<F>): Code<F> | undefined {
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
  if (typeof value === 'string') return BigInt(codePoints(value));
  if (isPlainList(value)) return isDeepCelValue(value) ? BigInt(value.length) : DEFER;
  if (isPlainMap(value)) return isDeepCelValue(value) ? BigInt(Object.keys(value).length) : DEFER;
  return DEFER;
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

/** `object.key` on a plain map, as the library selects a field; anything else defers. */
function select<F>(object: Code<F>, key: string): Code<F> {
  return (f) => {
    const value = object(f);
    if (!isPlainMap(value) || !Object.hasOwn(value, key)) return DEFER;
    const field = value[key];
    return field !== undefined && isCelValue(field) ? field : DEFER;
  };
}

function hasField<F>(object: Code<F>, key: string): Code<F> {
  return (f) => {
    const value = object(f);
    if (!isPlainMap(value)) return DEFER;
    const field = Object.hasOwn(value, key) ? value[key] : undefined;
    if (field === undefined) return false;
    return isCelValue(field) ? true : DEFER;
  };
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
      return () => value;
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
  return operand && ((f) => size(operand(f)));
}

function compileMethod<F>(
  name: string,
  receiver: ASTNode,
  args: ASTNode[],
  names: CelNames<F>,
): Code<F> | undefined {
  const object = compileCel(receiver, names);
  if (!object) return undefined;
  if (name === 'size' && args.length === 0) return (f) => size(object(f));
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
