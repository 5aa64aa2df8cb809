import type { CallMap, CallOperation, Spec } from '@specrun/model';

/** One thing the app does to an entity's records, and the call that does it (or none). */
export interface CoverageRow {
  entity: string;
  /** "list", "read one", "create", …, or "submit" for a lifecycle action. */
  operation: string;
  /** The call's name, method and path; absent when the spec lists none for it. */
  call?: { name: string; method: string; path: string };
  /** For a read without its own call: the list call serves it. */
  byList?: boolean;
}

const OPERATIONS: [CallOperation, string][] = [
  ['list', 'list'],
  ['read', 'read one'],
  ['create', 'create'],
  ['update', 'update'],
  ['delete', 'delete'],
];

/**
 * For each entity the spec lists calls for: each operation and lifecycle action, with the call
 * that does it, so that the app can say what goes through the calls and what stays local.
 */
export function callCoverage(spec: Spec, map: CallMap): CoverageRow[] {
  const rows: CoverageRow[] = [];
  for (const entity of spec.entities) {
    if (!map.hasCalls(entity.name)) continue;
    const actions = [
      ...new Set(
        spec.lifecycles
          .filter((l) => l.entity === entity.name)
          .flatMap((l) => l.transitions.map((t) => t.action)),
      ),
    ];
    const wanted: [CallOperation, string, string | undefined][] = [
      ...OPERATIONS.map(([op, label]): [CallOperation, string, undefined] => [
        op,
        label,
        undefined,
      ]),
      ...actions.map((action): [CallOperation, string, string] => ['action', action, action]),
    ];
    for (const [operation, label, action] of wanted) {
      const binding = map.find(entity.name, operation, action);
      const row: CoverageRow = { entity: entity.name, operation: label };
      if (binding) {
        const { name, method, path } = binding.call;
        row.call = { name, method: method.toUpperCase(), path };
      } else if (operation === 'read' && map.find(entity.name, 'list')) row.byList = true;
      rows.push(row);
    }
  }
  return rows;
}
