import { singularOf } from '@specrun/model';
import { code } from '../prose.ts';
import { newField, payloadsOf, refTarget, successPayload, type DraftModel } from './draftModel.ts';

/**
 * A record made under another's path (`POST /articles/{slug}/comments`, answering a `Comment`)
 * belongs to that record: when its schema names no reference to it, it gains one (`article |
 * ref Article`, filled from the path, docs/calls.md), and the answers that name it whole leave
 * it out (`Comment without article`), since the document's answers do not carry it.
 */
export function addParentRefs(model: DraftModel): void {
  const byName = new Map(model.entities.map((e) => [e.name, e]));
  const reads = new Map<string, string>();
  for (const call of model.calls) {
    const payload = successPayload(call);
    if (call.method === 'GET' && payload && !payload.many)
      reads.set(bare(call.path), payload.entity);
  }
  for (const call of model.calls) {
    const made = successPayload(call);
    if (call.method !== 'POST' || !made || made.many || call.sends?.entity !== made.entity)
      continue;
    const path = bare(call.path);
    const match = /^(.*\/:[^/]+)\/([a-z][\w-]*)$/i.exec(path);
    const parent = byName.get(reads.get(match?.[1] ?? '') ?? '');
    const child = byName.get(made.entity);
    if (!match || !parent || !child || parent === child) continue;
    if (singularOf(match[2] ?? '').toLowerCase() !== child.name.toLowerCase()) continue;
    if (child.fields.some((f) => refTarget(f.type) === parent.name)) continue;
    const name = parent.name.charAt(0).toLowerCase() + parent.name.slice(1);
    if (child.fields.some((f) => f.name === name)) continue;
    const field = newField(name, { kind: 'ref', entity: parent.name }, '');
    field.required = true;
    child.fields.push(field);
    const line = `${code(name)} is the ${parent.name} whose path ${code(call.path)} it is made under.`;
    child.text = child.text === '' ? line : `${child.text}\n\n${line}`;
    for (const payload of payloadsOf(model.calls))
      if (payload.entity === child.name && !payload.fields && payload !== call.sends)
        payload.without = [...(payload.without ?? []), name];
  }
}

function bare(path: string): string {
  return path.split('?')[0] ?? path;
}
