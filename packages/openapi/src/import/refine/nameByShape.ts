import {
  emptySpec,
  mapCalls,
  nameWords,
  pluralOf,
  signingOperation,
  type Call,
  type CallOperation,
} from '@specrun/model';
import type { DraftModel } from './draftModel.ts';

/** What a call binds to: an operation (and action) on an entity's records. */
interface Bound {
  entity?: string | undefined;
  operation?: CallOperation | undefined;
  action?: string | undefined;
}

/**
 * A call whose name reads as another operation than its method and path say (`GetArticles`,
 * `GET /articles` answering a list, reads as "get article": a read) is named after what its
 * shape does (`list articles`), so that it binds as the document means it. Gives the calls
 * renamed, with their names in the document.
 */
export function nameByShape(model: DraftModel): { call: Call; was: string }[] {
  const spec = { ...emptySpec(), entities: [...model.entities], calls: [...model.calls] };
  // Only the calls bound by their name are asked again, and only what each bound to is kept
  // between the two passes: each call binds whatever the others are.
  const byName = mapCalls(spec).bindings.flatMap((b) =>
    b.by === 'name'
      ? [{ call: b.call, entity: b.entity, operation: b.operation, action: b.action }]
      : [],
  );
  // The same calls under a name that reads as no operation bind by their shape, all at once.
  const shapes = mapCalls({
    ...spec,
    calls: byName.map(({ call }) => ({ ...call, name: 'call' })),
  }).bindings;
  const taken = new Set(model.calls.map((c) => c.name));
  const renamed: { call: Call; was: string }[] = [];
  byName.forEach((binding, index) => {
    const { call } = binding;
    const shaped = shapes[index];
    if (shaped === undefined) return;
    if (signingOperation(call.name) !== undefined) return;
    if (!shaped.operation || !shaped.entity || agrees(binding, shaped)) return;
    const name = naturalName(shaped);
    if (name === undefined || taken.has(name)) return;
    renamed.push({ call, was: call.name });
    taken.add(name);
    call.name = name;
  });
  return renamed;
}

function agrees(a: Bound, b: Bound): boolean {
  return a.entity === b.entity && a.operation === b.operation && a.action === b.action;
}

function naturalName(binding: Bound): string | undefined {
  const entity = binding.entity ?? '';
  const one = nameWords(entity).join(' ').toLowerCase();
  switch (binding.operation) {
    case 'list':
      return `list ${nameWords(pluralOf(entity)).join(' ').toLowerCase()}`;
    case 'read':
    case 'create':
    case 'update':
    case 'delete':
      return `${binding.operation} ${one}`;
    default:
      return undefined;
  }
}
