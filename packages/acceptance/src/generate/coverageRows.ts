import type { Spec } from '@specrun/model';
import type { CoverageRow } from '../plan/Plan.ts';
import { lineOf } from './SpecFacts.ts';

/** Every row of points 4 to 8 of a spec: transitions, rules, permissions, calls, error codes. */
export function coverageRows(spec: Spec): CoverageRow[] {
  const rows: CoverageRow[] = [];
  let transition = 0;
  for (const lifecycle of spec.lifecycles)
    for (const t of lifecycle.transitions)
      rows.push({
        key: `4:${transition++}`,
        point: 4,
        label: `${lifecycle.entity}: ${t.from} ${t.action} → ${t.to}`,
        at: lineOf(t.at),
      });
  spec.rules.forEach((rule, index) =>
    rows.push({
      key: `5:${index}`,
      point: 5,
      label: `${rule.entity}: ${rule.expression.source} (${rule.error})`,
      at: lineOf(rule.at),
    }),
  );
  spec.permissions.forEach((p, index) =>
    rows.push({
      key: `6:${index}`,
      point: 6,
      label: `${p.roles.join(', ')} may ${p.actions.join(', ')} on ${p.entities.join(', ')}${p.when ? ` when ${p.when.source}` : ''}`,
      at: lineOf(p.at),
    }),
  );
  spec.calls.forEach((call, index) =>
    rows.push({
      key: `7:${index}`,
      point: 7,
      label: `${call.name}: ${call.method} ${call.path}`,
      at: lineOf(call.at),
    }),
  );
  spec.errors.forEach((error, index) =>
    rows.push({
      key: `8:${index}`,
      point: 8,
      label: `${error.code}${error.status === undefined ? '' : ` ${error.status}`}`,
      at: lineOf(error.at),
    }),
  );
  return rows;
}
