import { emptySpec, mapCalls, type Call, type Entity, type Permission } from '@specrun/model';
import type { DraftModel } from './draftModel.ts';

/** The role of any user, signed in or not (docs/access.md). */
const ALL = 'all';

/**
 * Point 6's table, when the document says who may change a record: an update or delete call
 * that answers `403` on an entity whose author the backend sets (`set on create: user.id`) is
 * for that author alone (`record.author == user.id`). The table then says the rest too, as the
 * calls do: everyone reads every entity, and each call's operation is for its `roles` (else
 * anyone). None when no call is refused so; the calls' roles say it all then.
 */
export function mapPermissions(model: DraftModel): Permission[] {
  const byName = new Map(model.entities.map((e) => [e.name, e]));
  const spec = { ...emptySpec(), entities: [...model.entities], calls: [...model.calls] };
  const rows = new Map<
    string,
    { role: string; entity: string; when?: string; actions: string[] }
  >();
  let owned = false;
  for (const binding of mapCalls(spec).bindings) {
    const { entity, operation, call } = binding;
    if (entity === undefined || operation === undefined || operation === 'list') continue;
    if (operation === 'read') continue;
    const action =
      operation === 'action'
        ? binding.action
        : operation === 'signUp'
          ? 'create'
          : operation === 'signIn'
            ? undefined
            : operation;
    if (action === undefined) continue;
    const author = authorOf(byName.get(entity));
    const when =
      (action === 'update' || action === 'delete') && refuses(call) && author !== undefined
        ? `record.${author} == user.id`
        : undefined;
    if (when !== undefined) owned = true;
    const role = call.roles?.[0] ?? ALL;
    const key = `${role}\n${entity}\n${when ?? ''}`;
    const row = rows.get(key) ?? { role, entity, ...(when ? { when } : {}), actions: [] };
    if (!row.actions.includes(action)) row.actions.push(action);
    rows.set(key, row);
  }
  if (!owned) return [];
  const table: Permission[] = [
    { roles: [ALL], actions: ['read'], entities: model.entities.map((e) => e.name) },
  ];
  for (const row of rows.values())
    table.push({
      roles: [row.role],
      actions: row.actions,
      entities: [row.entity],
      ...(row.when ? { when: { source: row.when } } : {}),
    });
  return table;
}

/** The reference the backend sets to the acting user on create: the record's author. */
function authorOf(entity: Entity | undefined): string | undefined {
  return entity?.fields.find((f) => /^set on create: user\.id\b/.test(f.notes))?.name;
}

function refuses(call: Call): boolean {
  return call.answers.some((a) => a.status === 403);
}
