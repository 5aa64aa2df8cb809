import type { Spec } from '@specrun/model';

/** Where the error of a rule of point 5 is shown: its index, the fields it reads, its one field. */
export interface RuleTarget {
  rule: number;
  fields: string[];
  /** The field it is shown beside: the only one it reads, when it reads no other records. */
  field?: string;
}

/**
 * Where an error code of one of the entity's rules is shown when the server did not say, read off
 * the rule's expression without evaluating it: the record's fields it names (bare or as
 * `record.x`), and whether it reads an entity's records (`Claim.filter(…)`, `size(Claim)`), which
 * puts the error at the top of the form. `undefined` when no rule of the entity has the code.
 */
export function ruleTarget(spec: Spec, entity: string, code: string): RuleTarget | undefined {
  const index = spec.rules.findIndex((r) => r.entity === entity && r.error === code);
  const rule = spec.rules[index];
  const declared = spec.entities.find((e) => e.name === entity);
  if (rule === undefined || declared === undefined) return undefined;
  // String literals name no fields: `c.status in ["draft"]` reads no field called draft.
  const source = rule.expression.source.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
  const fields = declared.fields
    .map((f) => f.name)
    .filter((name) => new RegExp(`(?:^|[^\\w.]|\\brecord\\.)${escape(name)}\\b`).test(source));
  const readsRecords = spec.entities.some((e) =>
    new RegExp(`(?:^|[^\\w.])${escape(e.name)}\\b`).test(source),
  );
  const target: RuleTarget = { rule: index, fields };
  if (!readsRecords && fields.length === 1) target.field = fields[0]!;
  return target;
}

function escape(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
