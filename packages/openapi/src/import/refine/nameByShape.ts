import {
  emptySpec,
  mapCalls,
  nameWords,
  pluralOf,
  signingOperation,
  type Call,
  type CallBinding,
} from '@specrun/model';
import type { DraftModel } from './draftModel.ts';

/**
 * A call whose name reads as another operation than its method and path say (`GetArticles`,
 * `GET /articles` answering a list, reads as "get article": a read) is named after what its
 * shape does (`list articles`), so that it binds as the document means it. Gives the calls
 * renamed, with their names in the document.
 */
export function nameByShape(model: DraftModel): { call: Call; was: string }[] {
  const spec = { ...emptySpec(), entities: [...model.entities], calls: [...model.calls] };
  const byName = mapCalls(spec).bindings;
  // The same calls under a name that reads as no operation bind by their shape, all at once.
  const shapes = mapCalls({
    ...spec,
    calls: spec.calls.map((c, i) => (byName[i]?.by === 'name' ? { ...c, name: 'call' } : c)),
  }).bindings;
  const taken = new Set(model.calls.map((c) => c.name));
  const renamed: { call: Call; was: string }[] = [];
  byName.forEach((binding, index) => {
    const call = model.calls[index];
    const shaped = shapes[index];
    if (binding.by !== 'name' || call === undefined || shaped === undefined) return;
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

function agrees(a: CallBinding, b: CallBinding): boolean {
  return a.entity === b.entity && a.operation === b.operation && a.action === b.action;
}

function naturalName(binding: CallBinding): string | undefined {
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
