import { singularOf } from '@specrun/model';
import { dropEntity, refTarget, successPayload, type DraftModel } from './draftModel.ts';

/**
 * An answer that holds one list of plain values (`{tags: [string]}`) named after a list field of
 * an entity (`tag` begins `tagList`, or `tags` is it) answers that field's distinct values
 * across the records: `{tags: distinct Article.tagList}`. The wrapper is no entity then.
 */
export function mapDistinctValues(model: DraftModel): void {
  for (const holder of [...model.entities]) {
    const [only] = holder.fields;
    if (holder.fields.length !== 1 || !only || only.type.kind !== 'list') continue;
    if (only.type.of.kind === 'ref' || only.type.of.kind === 'list') continue;
    if (model.calls.some((c) => c.sends?.entity === holder.name)) continue;
    if (model.entities.some((e) => e.fields.some((f) => refTarget(f.type) === holder.name)))
      continue;
    const uses = model.calls.filter((c) => successPayload(c)?.entity === holder.name);
    if (uses.some((c) => c.method !== 'GET')) continue;
    const word = singularOf(only.name).toLowerCase();
    const kind = JSON.stringify(only.type);
    const source = model.entities
      .filter((e) => e !== holder)
      .flatMap((e) => e.fields.map((f) => ({ entity: e.name, field: f })))
      .find(
        ({ field }) =>
          JSON.stringify(field.type) === kind &&
          (field.name === only.name || field.name.toLowerCase().startsWith(word)),
      );
    if (!source || uses.length === 0) continue;
    for (const call of uses)
      for (const answer of call.answers)
        if (answer.body.kind === 'payload' && answer.body.payload.entity === holder.name)
          answer.body.payload = {
            entity: source.entity,
            many: true,
            distinct: source.field.name,
            envelope: { key: only.name },
          };
    dropEntity(model, holder.name);
  }
}
