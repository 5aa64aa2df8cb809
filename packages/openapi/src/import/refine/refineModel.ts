import type { Call, Permission } from '@specrun/model';
import type { ImportContext } from '../ImportContext.ts';
import { addParentRefs } from './addParentRefs.ts';
import type { DraftModel } from './draftModel.ts';
import { foldInlineViews, foldUserViews } from './foldViews.ts';
import { mapDistinctValues } from './mapDistinctValues.ts';
import { mapRelationActions, type RelationList } from './mapRelationActions.ts';
import { mapSigning, type Signing } from './mapSigning.ts';
import { mapPermissions } from './mapPermissions.ts';
import { markServerFields } from './markServerFields.ts';
import { nameByShape } from './nameByShape.ts';

/** What the refinements found, for the query parameters mapped after them. */
export interface Refined {
  signing?: Signing;
  relations: RelationList[];
  /** The calls named after what their shape does, with their names in the document. */
  renamed: { call: Call; was: string }[];
  /** Point 6's table, when the document says who may change a record (a 403 to all but its author). */
  permissions: Permission[];
}

/**
 * Says in the format's own terms what the plain mapping of schemas and operations leaves as
 * separate entities and unbound calls: signing up and in, the users' entity and its views,
 * relation actions, the fields the backend fills, records made under another's path, and lists
 * of distinct values. Changes `model` in place; the order matters (a view of the user is folded
 * once its relation's list is made, and what a create sends is known once variants are folded).
 */
export function refineModel(
  ctx: ImportContext,
  model: DraftModel,
  isNamed: (entity: string) => boolean,
): Refined {
  const signing = mapSigning(ctx, model);
  const relations = mapRelationActions(model);
  if (signing) {
    const views = foldUserViews(model, signing.user);
    for (const relation of relations)
      if (views.includes(relation.entity)) relation.entity = signing.user;
  }
  markServerFields(model, signing?.user);
  addParentRefs(model);
  mapDistinctValues(model);
  foldInlineViews(model, isNamed);
  const renamed = nameByShape(model);
  const permissions = signing ? mapPermissions(model) : [];
  return signing
    ? { signing, relations, renamed, permissions }
    : { relations, renamed, permissions };
}
