import type { Field, Payload } from '@specrun/model';
import { code } from '../prose.ts';
import {
  dropEntity,
  listWords,
  payloadsOf,
  refTarget,
  retarget,
  setNotes,
  type DraftModel,
} from './draftModel.ts';

/**
 * Folds into the users' entity each other entity that is a view of it (`Profile`: some of the
 * user's fields, with the same types, and besides them only what is computed for the acting user
 * or a relation's list): the view's fields that the user lacks join the user, its answers are
 * those fields of the user (`{profile: User(username, bio, image, following)}`), and a reference
 * to it is one to the user answered as them. Gives the names folded.
 */
export function foldUserViews(model: DraftModel, user: string): string[] {
  const target = model.entities.find((e) => e.name === user);
  if (!target) return [];
  const folded: string[] = [];
  for (const view of [...model.entities]) {
    if (view === target || model.calls.some((c) => c.sends?.entity === view.name)) continue;
    const own = new Map(target.fields.map((f) => [f.name, f]));
    const shared = view.fields.filter((f) => sameKind(own.get(f.name), f));
    const extra = view.fields.filter((f) => !own.has(f.name));
    const derived = (f: Field) =>
      f.notes.startsWith('=') || f.addedBy !== undefined || f.type.kind === 'boolean';
    if (shared.length < 2 || shared.length + extra.length !== view.fields.length) continue;
    if (!extra.every(derived)) continue;
    const shown = view.fields.filter((f) => f.addedBy === undefined).map((f) => f.name);
    for (const field of extra) target.fields.push(field);
    replaceEntity(model, view.name, user, shown);
    folded.push(view.name);
    if (target.text.length < 2000) {
      const line = `${code(view.name)} of the document is a view of it: ${listWords(shown.map(code))}.`;
      target.text = target.text === '' ? line : `${target.text}\n\n${line}`;
    }
  }
  return folded;
}

/**
 * Folds each inline entity that a named one holds (the items of `{articles: [...]}` with some of
 * `Article`'s fields, with the same types) into that entity: its answers become `Article[] without
 * body`. Gives the names folded.
 */
export function foldInlineViews(model: DraftModel, isNamed: (entity: string) => boolean): string[] {
  const folded: string[] = [];
  for (const view of [...model.entities]) {
    if (isNamed(view.name) || model.calls.some((c) => c.sends?.entity === view.name)) continue;
    if (model.entities.some((e) => e.fields.some((f) => refTarget(f.type) === view.name))) continue;
    const base = model.entities.find(
      (e) =>
        e !== view &&
        isNamed(e.name) &&
        view.fields.length >= 3 &&
        view.fields.every((f) =>
          sameKind(
            e.fields.find((g) => g.name === f.name),
            f,
          ),
        ),
    );
    if (!base) continue;
    const kept = new Set(view.fields.map((f) => f.name));
    const without = base.fields.map((f) => f.name).filter((n) => !kept.has(n));
    for (const payload of payloadsOf(model.calls)) {
      if (payload.entity !== view.name) continue;
      payload.entity = base.name;
      if (without.length > 0) payload.without = without;
    }
    dropEntity(model, view.name);
    folded.push(view.name);
  }
  return folded;
}

/** Makes every use of entity `from` one of `to`, answered as the fields `shown`. */
function replaceEntity(model: DraftModel, from: string, to: string, shown: string[]): void {
  for (const payload of payloadsOf(model.calls)) {
    if (payload.entity !== from) continue;
    payload.entity = to;
    restrict(payload, shown);
  }
  for (const entity of model.entities)
    for (const field of entity.fields) {
      if (refTarget(field.type) !== from) continue;
      field.type = retarget(field.type, from, to);
      if (field.type.kind === 'ref')
        setNotes(
          field,
          field.notes === ''
            ? `answered as ${listWords(shown)}`
            : `answered as ${listWords(shown)}; ${field.notes}`,
        );
    }
  dropEntity(model, from);
}

function restrict(payload: Payload, shown: string[]): void {
  const fields = payload.fields ?? shown.filter((n) => !(payload.without ?? []).includes(n));
  payload.fields = fields;
  delete payload.without;
}

function sameKind(a: Field | undefined, b: Field): boolean {
  if (a === undefined) return false;
  return JSON.stringify(a.type) === JSON.stringify(b.type);
}
