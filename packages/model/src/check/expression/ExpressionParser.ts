import { parseExpression, type ParsedExpression } from './parseExpression.ts';

/** How many distinct sources an `ExpressionParser` keeps: many more than a spec repeats in a row. */
const KEPT = 64;

/**
 * Parses the expressions of one check, reusing what it made of a source it parsed a short while
 * ago: specs repeat conditions row after row (`record.owner == user.id` on lifecycles and
 * permissions, `unique(name)` among the rules), and the checks only read the tree. Only the last
 * `KEPT` distinct sources are kept, so that the trees of a large spec do not all stay alive
 * through the check (each collection of the young generation would copy them). Made per check,
 * never shared between checks.
 */
export class ExpressionParser {
  private readonly recent = new Map<string, ParsedExpression>();
  /** The kept sources in the order they came, as a ring: `next` is the oldest once it is full. */
  private readonly order: string[] = [];
  private next = 0;

  /** What `parseExpression` makes of the source. */
  parse(source: string): ParsedExpression {
    const kept = this.recent.get(source);
    if (kept !== undefined) return kept;
    const parsed = parseExpression(source);
    if (this.order.length < KEPT) this.order.push(source);
    else {
      this.recent.delete(this.order[this.next] as string);
      this.order[this.next] = source;
      this.next = (this.next + 1) % KEPT;
    }
    this.recent.set(source, parsed);
    return parsed;
  }
}
