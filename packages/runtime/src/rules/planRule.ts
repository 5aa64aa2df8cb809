import { parse, type ASTNode } from '@marcbachmann/cel-js';
import { nestingProblem } from '@specrun/model';

/** What the names of a rule can be, besides macro variables (docs/diagnostics.md, "The scope"). */
export interface RuleNames {
  /** The fields of the rule's entity, with `id`. */
  fields: ReadonlySet<string>;
  constants: ReadonlySet<string>;
  /** Declared entities and `User`. */
  entities: ReadonlySet<string>;
}

/**
 * A count over another entity's records that an index answers: the records of `entity` for
 * which `local` (about the element `element` and constants only) holds and each key field
 * equals its key expression (evaluated about the record being checked).
 */
export interface CountQuery {
  /** The variable that stands for the count's result in the rewritten expression. */
  variable: string;
  entity: string;
  element: string;
  keys: { field: string; source: string }[];
  local?: string;
  /** `size(E.filter(...))`, `E.exists(...)`, `E.exists_one(...)`, `size(E)`. */
  result: 'size' | 'exists' | 'exists_one';
}

/** `unique(field)`, answered by an index of the field's values. */
export interface UniqueQuery {
  variable: string;
  field: string;
}

/** How many elements a list is assumed to hold when nothing says (a list field, a `split`). */
const UNKNOWN_LENGTH = 100;

/** Estimates how many steps an evaluation takes, given how many records each entity has. */
export type CostOf = (size: (entity: string) => number) => number;

/** How a rule is evaluated: its expression rewritten to read indexes, and what it reads. */
export interface RulePlan {
  source: string;
  /** Fields of the record the rule reads (by name, `record.x`, `unique(x)`, key expressions). */
  reads: string[];
  uniques: UniqueQuery[];
  counts: CountQuery[];
  /** Entities whose records the rewritten expression still reads as a whole list. */
  lists: string[];
  cost: CostOf;
}

export type PlannedRule = { ok: true; plan: RulePlan } | { ok: false; problem: string };

const MACROS = new Set(['all', 'exists', 'exists_one', 'filter', 'map']);
const BUILT_INS = new Set(['record', 'user', 'now', 'today']);
const PREFIX = '__specrun_';

/**
 * Plans a rule: parses its expression once (CEL, never `eval`), finds the fields it reads, and
 * rewrites `unique(f)` and counts over an entity's records (`size(Claim.filter(c, c.owner ==
 * user.id && c.status in [...]))`) into variables that incremental indexes answer, so that a
 * check does not scan the records. What it cannot rewrite is evaluated over the whole list.
 */
export function planRule(source: string, names: RuleNames): PlannedRule {
  let ast: ASTNode;
  try {
    ast = parse(source).ast;
  } catch (error) {
    return { ok: false, problem: firstLine(error) };
  }
  const tooDeep = nestingProblem(ast);
  if (tooDeep !== undefined) return { ok: false, problem: tooDeep };
  const planner = new Planner(source, names);
  const cost = planner.walk(ast, new Set());
  const rewritten = planner.rewrite();
  try {
    parse(rewritten);
  } catch (error) {
    return { ok: false, problem: firstLine(error) };
  }
  return {
    ok: true,
    plan: {
      source: rewritten,
      reads: [...planner.reads],
      uniques: planner.uniques,
      counts: planner.counts,
      lists: [...planner.lists],
      cost,
    },
  };
}

/** The first line of an error's message. */
export function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0] ?? text;
}

type Bound = ReadonlySet<string>;

class Planner {
  readonly reads = new Set<string>();
  readonly lists = new Set<string>();
  readonly uniques: UniqueQuery[] = [];
  readonly counts: CountQuery[] = [];
  private readonly replacements: { start: number; end: number; text: string }[] = [];
  private next = 0;

  constructor(
    private readonly source: string,
    private readonly names: RuleNames,
  ) {}

  rewrite(): string {
    let out = this.source;
    for (const r of [...this.replacements].sort((a, b) => b.start - a.start))
      out = out.slice(0, r.start) + r.text + out.slice(r.end);
    return out;
  }

  walk(node: ASTNode, bound: Bound): CostOf {
    switch (node.op) {
      case 'value':
        return one;
      case 'id':
        this.identifier(node.args, bound);
        return one;
      case '.':
      case '.?': {
        const [operand, field] = node.args;
        if (operand.op === 'id' && operand.args === 'record' && this.isBuiltIn('record', bound))
          this.reads.add(field);
        return plus(this.walk(operand, bound));
      }
      case 'call':
        return this.call(node, node.args[0], node.args[1], bound);
      case 'rcall':
        return this.method(node, node.args[0], node.args[1], node.args[2], bound);
      case 'list':
        return sum(node.args.map((n) => this.walk(n, bound)));
      case 'map':
        return sum(node.args.flatMap(([k, v]) => [this.walk(k, bound), this.walk(v, bound)]));
      case '?:':
        return sum(node.args.map((n) => this.walk(n, bound)));
      case '!_':
      case '-_':
        return plus(this.walk(node.args, bound));
      default:
        return sum(node.args.map((n) => this.walk(n, bound)));
    }
  }

  private identifier(name: string, bound: Bound): void {
    if (bound.has(name)) return;
    if (this.names.fields.has(name)) this.reads.add(name);
    else if (this.entityList(name, bound)) this.lists.add(name);
  }

  private isBuiltIn(name: string, bound: Bound): boolean {
    return BUILT_INS.has(name) && !bound.has(name) && !this.names.fields.has(name);
  }

  /** The entity whose records a name stands for, when it is not hidden by a nearer name. */
  private entityList(name: string, bound: Bound): boolean {
    return (
      !bound.has(name) &&
      !this.names.fields.has(name) &&
      !BUILT_INS.has(name) &&
      !this.names.constants.has(name) &&
      this.names.entities.has(name)
    );
  }

  private variable(kind: string): string {
    let name: string;
    do name = `${PREFIX}${kind}${this.next++}`;
    while (this.names.fields.has(name) || this.names.constants.has(name));
    return name;
  }

  private call(node: ASTNode, name: string, args: ASTNode[], bound: Bound): CostOf {
    const [first] = args;
    if (name === 'unique' && args.length === 1 && first?.op === 'id' && !bound.has(first.args)) {
      const field = first.args;
      if (this.names.fields.has(field)) {
        const variable = this.variable('unique');
        this.uniques.push({ variable, field });
        this.reads.add(field);
        this.replace(node, variable);
        return one;
      }
    }
    if (name === 'size' && args.length === 1 && first !== undefined && bound.size === 0) {
      const counted = this.count(first, 'size');
      if (counted) {
        this.replace(node, counted);
        return one;
      }
    }
    return plus(sum(args.map((n) => this.walk(n, bound))));
  }

  private method(
    node: ASTNode,
    name: string,
    receiver: ASTNode,
    args: ASTNode[],
    bound: Bound,
  ): CostOf {
    if (bound.size === 0) {
      let counted: string | undefined;
      if (name === 'size' && args.length === 0) counted = this.count(receiver, 'size');
      else if (name === 'exists' || name === 'exists_one') counted = this.count(node, name);
      if (counted) {
        this.replace(node, counted);
        return one;
      }
    }
    const [variable, ...rest] = args;
    if (receiver.op === 'id' && receiver.args === 'cel' && name === 'bind' && !bound.has('cel')) {
      const [value, body] = rest;
      if (variable?.op === 'id' && value && body) {
        const inner = new Set(bound).add(variable.args);
        return plus(sum([this.walk(value, bound), this.walk(body, inner)]));
      }
    }
    const receiverCost = this.walk(receiver, bound);
    if (MACROS.has(name) && variable?.op === 'id') {
      const inner = new Set(bound).add(variable.args);
      const body = sum(rest.map((n) => this.walk(n, inner)));
      const length = this.lengthOf(receiver, bound);
      return (size) => 1 + receiverCost(size) + length(size) * body(size);
    }
    return plus(sum([receiverCost, ...args.map((n) => this.walk(n, bound))]));
  }

  /** How many elements a macro's receiver holds, as far as can be told before evaluating. */
  private lengthOf(node: ASTNode, bound: Bound): CostOf {
    if (node.op === 'id' && this.entityList(node.args, bound)) {
      const entity = node.args;
      return (size) => size(entity);
    }
    if (node.op === 'rcall' && node.args[0] === 'filter') return this.lengthOf(node.args[1], bound);
    if (node.op === 'list') return () => node.args.length;
    return () => UNKNOWN_LENGTH;
  }

  /**
   * Turns a count over an entity's records into an indexed variable: `node` is the list counted
   * (`Claim`, `Claim.filter(c, …)`) for `size`, or the `exists`/`exists_one` call itself.
   */
  private count(node: ASTNode, result: CountQuery['result']): string | undefined {
    const none = new Set<string>();
    if (result === 'size' && node.op === 'id' && this.entityList(node.args, none)) {
      return this.addCount({ entity: node.args, element: '', keys: [], result });
    }
    if (node.op !== 'rcall') return undefined;
    const [name, receiver, args] = node.args;
    if (result === 'size' ? name !== 'filter' : name !== result) return undefined;
    const [variable, predicate] = args;
    if (args.length !== 2 || variable?.op !== 'id' || predicate === undefined) return undefined;
    if (receiver.op !== 'id' || !this.entityList(receiver.args, none)) return undefined;
    const element = variable.args;
    const keys: CountQuery['keys'] = [];
    const locals: string[] = [];
    for (const part of conjuncts(predicate)) {
      const free = freeNames(part, new Set());
      if ([...free].every((n) => n === element || this.isConstant(n))) {
        locals.push(this.text(part));
        continue;
      }
      const key = this.keyOf(part, element);
      if (key === undefined) return undefined;
      keys.push(key);
    }
    const reads: string[] = [];
    for (const key of keys) {
      // A key expression is evaluated on its own, about the record: it may not itself need an index.
      const sub = new Planner(key.source, this.names);
      sub.walk(parse(key.source).ast, new Set());
      if (sub.uniques.length > 0 || sub.counts.length > 0 || sub.lists.size > 0) return undefined;
      reads.push(...sub.reads);
    }
    for (const read of reads) this.reads.add(read);
    const query: Omit<CountQuery, 'variable'> = { entity: receiver.args, element, keys, result };
    if (locals.length > 0) query.local = locals.map((s) => `(${s})`).join(' && ');
    return this.addCount(query);
  }

  private addCount(query: Omit<CountQuery, 'variable'>): string {
    const variable = this.variable('count');
    this.counts.push({ ...query, variable });
    return variable;
  }

  private isConstant(name: string): boolean {
    return this.names.constants.has(name) && !this.names.fields.has(name) && !BUILT_INS.has(name);
  }

  /** `c.owner == user.id` (either way round), where the other side does not name `c`. */
  private keyOf(part: ASTNode, element: string): CountQuery['keys'][number] | undefined {
    if (part.op !== '==') return undefined;
    const [left, right] = part.args;
    for (const [side, other] of [
      [left, right],
      [right, left],
    ] as const) {
      if (side.op !== '.' || side.args[0].op !== 'id' || side.args[0].args !== element) continue;
      const free = freeNames(other, new Set());
      if (free.has(element)) return undefined;
      if ([...free].some((n) => this.entityList(n, new Set()))) return undefined;
      return { field: side.args[1], source: this.text(other) };
    }
    return undefined;
  }

  private text(node: ASTNode): string {
    return this.source.slice(node.start, node.end);
  }

  private replace(node: ASTNode, text: string): void {
    this.replacements.push({ start: node.start, end: node.end, text });
  }
}

const one: CostOf = () => 1;

function plus(cost: CostOf): CostOf {
  return (size) => 1 + cost(size);
}

function sum(costs: CostOf[]): CostOf {
  return (size) => {
    let total = 1;
    for (const cost of costs) total += cost(size);
    return total;
  };
}

/** The parts of a conjunction: `a && (b && c)` gives a, b, c. */
function conjuncts(node: ASTNode): ASTNode[] {
  return node.op === '&&' ? [...conjuncts(node.args[0]), ...conjuncts(node.args[1])] : [node];
}

/** The names a node reads that no macro inside it binds. */
function freeNames(node: ASTNode, bound: Bound, out = new Set<string>()): Set<string> {
  switch (node.op) {
    case 'value':
      return out;
    case 'id':
      if (!bound.has(node.args)) out.add(node.args);
      return out;
    case '.':
    case '.?':
      return freeNames(node.args[0], bound, out);
    case 'call':
      for (const arg of node.args[1]) freeNames(arg, bound, out);
      return out;
    case 'rcall': {
      const [name, receiver, args] = node.args;
      freeNames(receiver, bound, out);
      const [variable, ...rest] = args;
      const binds = (MACROS.has(name) || name === 'bind') && variable?.op === 'id';
      if (!binds) {
        for (const arg of args) freeNames(arg, bound, out);
        return out;
      }
      const inner = new Set(bound).add(variable.args);
      if (name === 'bind') {
        const [value, ...body] = rest;
        if (value) freeNames(value, bound, out);
        for (const arg of body) freeNames(arg, inner, out);
      } else for (const arg of rest) freeNames(arg, inner, out);
      return out;
    }
    case 'list':
      for (const item of node.args) freeNames(item, bound, out);
      return out;
    case 'map':
      for (const [k, v] of node.args) {
        freeNames(k, bound, out);
        freeNames(v, bound, out);
      }
      return out;
    case '!_':
    case '-_':
      return freeNames(node.args, bound, out);
    default:
      for (const part of node.args) freeNames(part, bound, out);
      return out;
  }
}
