import type { ASTNode } from '@marcbachmann/cel-js';
import type { Expression } from '../../model/Spec.ts';
import { useConstant, type CheckContext } from '../CheckContext.ts';
import type { CheckCode } from '../checkCodes.ts';
import {
  entityNames,
  isEntityName,
  type CelType,
  type FieldInfo,
  type FieldMap,
} from '../SpecIndex.ts';
import { didYouMean } from '../suggest.ts';
import { CEL_NAMES } from './celNames.ts';
import { inferType, type TypeScope } from './inferType.ts';
import { positionInExpression } from './parseExpression.ts';

/** The names built into every expression besides the record's fields, constants and entities. */
export const BUILT_IN_NAMES = ['record', 'user', 'now', 'today'] as const;

/** Where an expression stands: the record it is about. */
export interface ExpressionScope {
  /** The record's fields by name (with `id`); absent when the expression has no record. */
  record?: FieldMap;
  /** What the record is, for messages: `Claim`, `Claim or Category`. */
  recordName: string;
  /** The record's entity is unknown (already reported): names that may be its fields are left alone. */
  open: boolean;
  /**
   * The expression gives a field's value (a computed field, one the backend sets), not true or
   * false; it may call `slug()`.
   */
  value?: boolean;
}

/** A variable a comprehension binds; `elements` when it runs over an entity's records. */
interface Local {
  elements?: RecordShape;
}

/** The fields of a value known to be a record, and what to call it in a message. */
interface RecordShape {
  fields: FieldMap;
  name: string;
}

type Locals = ReadonlyMap<string, Local>;

const NO_LOCALS: Locals = new Map();

/** No macro variables, for inferring the type of a whole expression (nothing adds to it). */
const NO_TYPE_LOCALS: TypeScope['locals'] = new Map();

/**
 * Parses one expression and resolves every name in it against its scope (docs/diagnostics.md,
 * "Expressions"), reporting syntax errors, unknown names, fields and functions; the constants it
 * names are marked used.
 */
export function checkExpression(
  ctx: CheckContext,
  expression: Expression,
  scope: ExpressionScope,
  path: (string | number)[],
): void {
  const parsed = ctx.expressions.parse(expression.source);
  if (!parsed.ok) {
    const at = positionInExpression(expression, parsed.offset);
    const empty = expression.source.trim() === '';
    const message = empty
      ? 'The expression is empty.'
      : `This is not a valid CEL expression: ${parsed.message}.`;
    ctx.report(
      'invalid-expression',
      message,
      at,
      path,
      empty ? 'write a CEL condition, as in amount > 0' : undefined,
    );
    return;
  }
  new ExpressionWalker(ctx, expression, scope, path).walk(parsed.ast, NO_LOCALS);
  const types: TypeScope = {
    index: ctx.index,
    constants: ctx.spec.constants,
    locals: NO_TYPE_LOCALS,
  };
  if (scope.record !== undefined) types.record = scope.record;
  const type = inferType(parsed.ast, types);
  if (type !== undefined && type !== 'bool' && scope.value !== true) {
    ctx.report(
      'non-boolean-expression',
      `The expression gives ${TYPE_WORDS[type]}, not true or false.`,
      positionInExpression(expression, 0) ?? expression.at,
      path,
      'compare it, as in amount > 0, or test it, as in has(record.receipt)',
    );
  }
}

const TYPE_WORDS: Record<CelType, string> = {
  bool: 'true or false',
  int: 'a whole number',
  double: 'a number',
  string: 'text',
  list: 'a list',
  map: 'a map',
  null: 'null',
  bytes: 'bytes',
  type: 'a type',
};

class ExpressionWalker {
  constructor(
    private readonly ctx: CheckContext,
    private readonly expression: Expression,
    private readonly scope: ExpressionScope,
    private readonly path: (string | number)[],
  ) {}

  walk(node: ASTNode, locals: Locals): void {
    switch (node.op) {
      case 'value':
        return;
      case 'id':
        return this.identifier(node.args, node.start, locals);
      case '.':
      case '.?':
        return this.select(node.args[0], node.args[1], node.end, locals);
      case 'call':
        return this.call(node.args[0], node.args[1], node.start, locals);
      case 'rcall':
        return this.method(node.args[0], node.args[1], node.args[2], node.start, locals);
      case 'list':
        for (const element of node.args) this.walk(element, locals);
        return;
      case 'map':
        for (const [key, value] of node.args) {
          this.walk(key, locals);
          this.walk(value, locals);
        }
        return;
      case '?:':
        for (const part of node.args) this.walk(part, locals);
        return;
      case '!_':
      case '-_':
        return this.walk(node.args, locals);
      case '==':
      case '!=':
        this.compareWithValue(node.args[0], node.args[1], locals);
        this.compareWithValue(node.args[1], node.args[0], locals);
        break;
      case 'in':
        if (node.args[1].op === 'list')
          for (const item of node.args[1].args) this.compareWithValue(node.args[0], item, locals);
        break;
    }
    const [left, right] = node.args;
    this.walk(left, locals);
    this.walk(right, locals);
  }

  private report(code: CheckCode, message: string, offset: number, hint?: string): void {
    const at = positionInExpression(this.expression, offset) ?? this.expression.at;
    this.ctx.report(code, message, at, this.path, hint);
  }

  private identifier(name: string, offset: number, locals: Locals): void {
    if (locals.has(name) || this.scope.record?.has(name)) return;
    if (this.isBuiltIn(name)) return;
    if (useConstant(this.ctx, name) !== undefined) return;
    if (isEntityName(this.ctx.index, name) || CEL_NAMES.types.has(name)) return;
    if (this.scope.open && !/^[A-Z][A-Z0-9_]*$/.test(name)) return;
    const candidates = [
      ...locals.keys(),
      ...(this.scope.record?.keys() ?? []),
      ...BUILT_IN_NAMES,
      ...this.ctx.index.constants.keys(),
      ...entityNames(this.ctx.index),
    ];
    const what = this.scope.record === undefined ? '' : `a field of ${this.scope.recordName}, `;
    this.report(
      'unknown-name',
      `"${name}" is not ${what}a constant, an entity or a built-in name.`,
      offset,
      didYouMean(name, candidates),
    );
  }

  private isBuiltIn(name: string): boolean {
    if (name === 'record') return this.scope.record !== undefined || this.scope.open;
    return name === 'user' || name === 'now' || name === 'today';
  }

  private select(operand: ASTNode, field: string, end: number, locals: Locals): void {
    const shape = this.recordOf(operand, locals);
    if (shape !== undefined && !shape.fields.has(field)) {
      const hint = didYouMean(field, shape.fields.keys());
      this.report(
        'unknown-field',
        `${shape.name} has no field "${field}".`,
        end - field.length,
        hint,
      );
    }
    this.walk(operand, locals);
  }

  /** The record a node stands for: `record`, `user`, or a variable running over an entity's records. */
  private recordOf(node: ASTNode, locals: Locals): RecordShape | undefined {
    if (node.op !== 'id') return undefined;
    const local = locals.get(node.args);
    if (local !== undefined) return local.elements;
    if (this.scope.record?.has(node.args)) return undefined;
    if (node.args === 'record' && this.scope.record !== undefined) {
      return { fields: this.scope.record, name: this.scope.recordName };
    }
    const userFields = this.ctx.index.fieldMaps.get('User');
    if (node.args === 'user' && userFields !== undefined)
      return { fields: userFields, name: 'user' };
    return undefined;
  }

  /** The records a list node holds: an entity's name, or a filter of one. */
  private elementsOf(node: ASTNode, locals: Locals): RecordShape | undefined {
    if (node.op === 'rcall' && node.args[0] === 'filter')
      return this.elementsOf(node.args[1], locals);
    if (node.op !== 'id') return undefined;
    const name = node.args;
    if (locals.has(name) || this.scope.record?.has(name) || this.isBuiltIn(name)) return undefined;
    if (this.ctx.index.constants.has(name)) return undefined;
    const fields = this.ctx.index.fieldMaps.get(name);
    return fields === undefined ? undefined : { fields, name };
  }

  private call(name: string, args: ASTNode[], offset: number, locals: Locals): void {
    if (name === 'has') {
      const [argument] = args;
      if (args.length !== 1 || argument?.op !== '.') {
        this.report(
          'invalid-call',
          'has() takes one field selection.',
          offset,
          'write it as has(record.receipt)',
        );
      }
    } else if (name === 'unique') {
      this.unique(args, offset);
      return;
    } else if (name === 'slug' && this.scope.value === true) {
      if (args.length !== 1)
        this.report('invalid-call', 'slug() takes one text.', offset, 'write it as slug(title)');
    } else if (!CEL_NAMES.functions.has(name)) {
      const hint = didYouMean(name, [...CEL_NAMES.functions, 'has', 'unique']);
      this.report(
        'unknown-function',
        `"${name}" is not a function an expression may call.`,
        offset,
        hint,
      );
    }
    for (const argument of args) this.walk(argument, locals);
  }

  private unique(args: ASTNode[], offset: number): void {
    const [argument] = args;
    if (args.length !== 1 || argument?.op !== 'id') {
      this.report(
        'invalid-call',
        'unique() takes one field name of the record.',
        offset,
        'write it as unique(name)',
      );
      return;
    }
    if (this.scope.open) return;
    const record = this.scope.record;
    if (record === undefined) {
      this.report('invalid-call', 'unique() needs a record, and this expression has none.', offset);
    } else if (!record.has(argument.args)) {
      const hint = didYouMean(argument.args, record.keys());
      this.report(
        'unknown-field',
        `${this.scope.recordName} has no field "${argument.args}".`,
        argument.start,
        hint,
      );
    }
  }

  private method(
    name: string,
    receiver: ASTNode,
    args: ASTNode[],
    offset: number,
    locals: Locals,
  ): void {
    const nameOffset = this.expression.source.indexOf(name, receiver.end);
    const at = nameOffset < 0 ? offset : nameOffset;
    if (receiver.op === 'id' && receiver.args === 'cel' && name === 'bind' && !locals.has('cel')) {
      return this.bind(args, at, locals);
    }
    if (CEL_NAMES.macros.has(name)) return this.macro(name, receiver, args, at, locals);
    if (!CEL_NAMES.methods.has(name)) {
      const hint = didYouMean(name, [...CEL_NAMES.methods, ...CEL_NAMES.macros]);
      this.report(
        'unknown-function',
        `"${name}" is not a function an expression may call.`,
        at,
        hint,
      );
    }
    this.walk(receiver, locals);
    for (const argument of args) this.walk(argument, locals);
  }

  private macro(
    name: string,
    receiver: ASTNode,
    args: ASTNode[],
    at: number,
    locals: Locals,
  ): void {
    this.walk(receiver, locals);
    const [variable, ...rest] = args;
    const arity = name === 'map' ? args.length === 2 || args.length === 3 : args.length === 2;
    if (!arity || variable?.op !== 'id') {
      const example = name === 'map' ? `${name}(c, c.title)` : `${name}(c, c.amount > 0)`;
      this.report(
        'invalid-call',
        `${name}() takes a variable, then an expression.`,
        at,
        `write it as ${example}`,
      );
    }
    if (variable?.op !== 'id') {
      for (const argument of args) this.walk(argument, locals);
      return;
    }
    const local: Local = {};
    const elements = this.elementsOf(receiver, locals);
    if (elements !== undefined) local.elements = elements;
    const inner = new Map(locals).set(variable.args, local);
    for (const argument of rest) this.walk(argument, inner);
  }

  private bind(args: ASTNode[], at: number, locals: Locals): void {
    const [variable, value, body] = args;
    if (args.length !== 3 || variable?.op !== 'id' || value === undefined || body === undefined) {
      this.report(
        'invalid-call',
        'cel.bind() takes a variable, its value, then an expression.',
        at,
      );
      for (const argument of args) this.walk(argument, locals);
      return;
    }
    this.walk(value, locals);
    this.walk(body, new Map(locals).set(variable.args, {}));
  }

  /** `status == "submited"`: a string compared with an enum or state field must be one of its values. */
  private compareWithValue(side: ASTNode, literal: ASTNode, locals: Locals): void {
    if (literal.op !== 'value' || typeof literal.args !== 'string') return;
    const info = this.fieldOf(side, locals);
    if (info?.values === undefined || info.values.has(literal.args)) return;
    const values = [...info.values];
    const hint = didYouMean(literal.args, values) ?? `its values are ${values.join(', ')}`;
    this.report(
      'unknown-enum-value',
      `"${literal.args}" is not one of the field's values.`,
      literal.start,
      hint,
    );
  }

  private fieldOf(node: ASTNode, locals: Locals): FieldInfo | undefined {
    if (node.op === 'id')
      return locals.has(node.args) ? undefined : this.scope.record?.get(node.args);
    if (node.op === '.') return this.recordOf(node.args[0], locals)?.fields.get(node.args[1]);
    return undefined;
  }
}
