import type { Entity } from '@specrun/model';
import { addClause, newField, payloadsOf, successPayload, type DraftModel } from './draftModel.ts';

const WORD = /^[a-z][a-z]*$/;

/** What a relation action made: its list of users, on which entity. */
export interface RelationList {
  entity: string;
  list: string;
  add: string;
  remove?: string;
}

/**
 * Relation actions (docs/calls.md, "Relations"): a `POST` that sends nothing to a word after a
 * record's path (`/articles/{slug}/favorite`), whose record another call reads and which answers
 * that record or nothing, adds the acting user to a list of users on the record (`favoritedBy`,
 * `added by favorite`); a `DELETE` on the same path takes them out (`removed by unfavorite`).
 * The record's flag named after it (`favorited`, `following`) becomes `= user.id in favoritedBy`
 * and its count (`favoritesCount`) `= size(favoritedBy)`; the answers that name the record whole
 * leave the list out (`Article without favoritedBy`).
 */
export function mapRelationActions(model: DraftModel): RelationList[] {
  const byName = new Map(model.entities.map((e) => [e.name, e]));
  const reads = new Map<string, string>();
  for (const call of model.calls) {
    const payload = successPayload(call);
    if (call.method === 'GET' && payload && !payload.many)
      reads.set(bare(call.path), payload.entity);
  }
  const made: RelationList[] = [];
  for (const add of model.calls) {
    if (add.method !== 'POST' || add.sends !== undefined) continue;
    const path = bare(add.path);
    const cut = path.lastIndexOf('/');
    const word = path.slice(cut + 1);
    const owner = path.slice(0, cut);
    const entity = byName.get(reads.get(owner) ?? '');
    if (!WORD.test(word) || !entity || !/\/:[^/]+$/.test(owner)) continue;
    if (model.calls.some((c) => c.method === 'GET' && bare(c.path) === path)) continue;
    const answered = successPayload(add);
    if (answered !== undefined && answered.entity !== entity.name) continue;
    if (byName.has(capitalise(word)) || byName.has(capitalise(word.replace(/s$/, '')))) continue;
    const remove = model.calls.find(
      (c) => c.method === 'DELETE' && bare(c.path) === path && c.sends === undefined,
    );
    const list = `${participle(word)}By`;
    if (entity.fields.some((f) => f.name === list)) continue;
    const removeAction = remove ? `un${word}` : undefined;
    const notes = `added by ${word}${removeAction ? `; removed by ${removeAction}` : ''}`;
    entity.fields.push(
      newField(list, { kind: 'list', of: { kind: 'ref', entity: 'User' } }, notes),
    );
    deriveFields(entity, word, list);
    for (const payload of payloadsOf(model.calls))
      if (payload.entity === entity.name && !payload.fields && payload.distinct === undefined)
        payload.without = [...(payload.without ?? []), list];
    made.push({
      entity: entity.name,
      list,
      add: word,
      ...(removeAction ? { remove: removeAction } : {}),
    });
  }
  return made;
}

/** The record's flag and count that the list gives: `favorited`, `following`, `favoritesCount`. */
function deriveFields(entity: Entity, word: string, list: string): void {
  const done = participle(word);
  const stem = word.replace(/e$/, '');
  const flags = new Set([done, `is${capitalise(done)}`, `${stem}ing`]);
  const counts = new Set([`${word}sCount`, `${done}Count`, `${word}Count`, `${word}ersCount`]);
  for (const field of entity.fields) {
    if (field.computed !== undefined || field.notes.startsWith('=')) continue;
    if (field.type.kind === 'boolean' && flags.has(field.name)) {
      addClause(field, `= user.id in ${list}`);
      field.required = false;
    } else if (field.type.kind === 'integer' && counts.has(field.name)) {
      addClause(field, `= size(${list})`);
      field.required = false;
    }
  }
}

/** `favorite` → `favorited`, `follow` → `followed`, `star` → `starred`, `reply` → `replied`. */
export function participle(word: string): string {
  if (word.endsWith('e')) return `${word}d`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ied`;
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(word)) return `${word}${word.slice(-1)}ed`;
  return `${word}ed`;
}

function bare(path: string): string {
  return path.split('?')[0] ?? path;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
