import { signingOperation, type Call, type Entity, type Field } from '@specrun/model';
import { code } from '../prose.ts';
import {
  addClause,
  isPasswordField,
  listWords,
  successPayload,
  type DraftModel,
} from './draftModel.ts';

const CREATED = /^(created|createdAt|createdOn|created_at|creationDate|dateCreated)$/i;
const UPDATED = /^(updated|updatedAt|updatedOn|updated_at|modified|modifiedAt|lastModified)$/i;

/**
 * The fields a create call does not send (`POST /articles` sends `Article(title, body)`) are the
 * backend's to fill, or none: a creation time is `set on create: now`, a time of change `set on
 * save: now`, a reference to the users' entity `set on create: user.id` (the author), a `slug`
 * beside a sent `title` (or `name`) `set on create: slug(title)`; any other is not required, since
 * the record is made without it.
 */
export function markServerFields(model: DraftModel, user: string | undefined): void {
  const byName = new Map(model.entities.map((e) => [e.name, e]));
  for (const call of model.calls) {
    const sends = call.sends;
    if (call.method !== 'POST' || !sends?.fields || sends.many) continue;
    if (signingOperation(call.name) === 'signIn') continue;
    const entity = byName.get(sends.entity);
    if (!entity || successPayload(call)?.entity !== entity.name) continue;
    const sent = new Set(sends.fields);
    const set: string[] = [];
    for (const field of entity.fields) {
      if (sent.has(field.name) || isPasswordField(field) || isDerived(field)) continue;
      const clause = clauseFor(field, sent, user);
      if (clause !== undefined) {
        addClause(field, clause);
        set.push(field.name);
      } else field.required = false;
    }
    if (set.length > 0) note(entity, call, set);
  }
}

function clauseFor(field: Field, sent: Set<string>, user: string | undefined): string | undefined {
  if (field.type.kind === 'datetime' && CREATED.test(field.name)) return 'set on create: now';
  if (field.type.kind === 'datetime' && UPDATED.test(field.name)) return 'set on save: now';
  if (field.type.kind === 'ref' && user !== undefined && field.type.entity === user)
    return 'set on create: user.id';
  if (field.name === 'slug' && field.type.kind === 'text') {
    const source = ['title', 'name'].find((n) => sent.has(n));
    if (source) return `set on create: slug(${source})`;
  }
  return undefined;
}

function isDerived(field: Field): boolean {
  return field.notes.startsWith('=') || field.addedBy !== undefined || /^set on /.test(field.notes);
}

function note(entity: Entity, call: Call, set: string[]): void {
  const line = `${code(call.name)} sends none of ${listWords(set.map(code))}: the backend fills ${set.length === 1 ? 'it' : 'them'}.`;
  entity.text = entity.text === '' ? line : `${entity.text}\n\n${line}`;
}
