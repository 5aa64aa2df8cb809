import type { ASTNode } from '@marcbachmann/cel-js';
import { binary } from './celOperators.ts';
import { constantCode, sizeCode } from './celCode.ts';
import { DEFER, type CelCode, type CelNames } from './celTypes.ts';
import { hasKey, isCelValue, selectKey, textMethod } from './celValueModel.ts';

type Code<F> = CelCode<F>;

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
