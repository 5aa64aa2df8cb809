import { parseQuery, type Entity } from '@specrun/model';
import { successPayload, type DraftModel } from './draftModel.ts';
import type { Refined } from './refineModel.ts';

/**
 * Query filters that name a reference or a relation by what a request can know
 * (docs/calls.md, "Query parameters"): `author` on a reference to the users' entity filters by
 * the user's key as its paths name it (`author=author.username`), and a relation's flag
 * (`favorited`) by that key of the users on its list (`favorited=favoritedBy.username`).
 */
export function linkQueryFilters(model: DraftModel, refined: Refined): void {
  const user = refined.signing?.user;
  if (user === undefined) return;
  const byName = new Map(model.entities.map((e) => [e.name, e]));
  const key = userKey(model, byName.get(user));
  if (key === undefined) return;
  for (const call of model.calls) {
    const mark = call.path.indexOf('?');
    const listed = byName.get(successPayload(call)?.entity ?? '');
    if (mark < 0 || !listed) continue;
    const items = call.path.slice(mark + 1).split('&');
    const linked = items.map((item) => {
      if (item.includes('=')) return item;
      const field = listed.fields.find((f) => f.name === item);
      if (field?.type.kind === 'ref' && field.type.entity === user) return `${item}=${item}.${key}`;
      const list = /^=\s*user\.id in (\w+)$/.exec(field?.notes.split(';')[0]?.trim() ?? '')?.[1];
      if (field?.type.kind === 'boolean' && list !== undefined) return `${item}=${list}.${key}`;
      return item;
    });
    const query = linked.join('&');
    if (parseQuery(`?${query}`).problems.length === 0)
      call.path = `${call.path.slice(0, mark)}?${query}`;
  }
}

/** The field a path names a user by (`/profiles/{username}`): unique text of the user. */
function userKey(model: DraftModel, user: Entity | undefined): string | undefined {
  if (!user) return undefined;
  for (const call of model.calls) {
    if (successPayload(call)?.entity !== user.name) continue;
    for (const match of call.path.matchAll(/:(\w+)/g)) {
      const field = user.fields.find((f) => f.name === match[1]);
      if (field && field.type.kind === 'text') return field.name;
    }
  }
  return undefined;
}
