import { mapCalls } from '../calls/mapCalls.ts';
import { compareDiagnostics, type Diagnostic } from '../model/Diagnostic.ts';
import type { Spec } from '../model/Spec.ts';
import { createCheckContext, type CheckContext } from './CheckContext.ts';
import { checkCallBindings } from './checkCallBindings.ts';
import { checkCalls } from './checkCalls.ts';
import { checkCatalogue } from './checkCatalogue.ts';
import { checkDuplicates } from './checkDuplicates.ts';
import { checkEntities } from './checkEntities.ts';
import { checkFieldNotes } from './checkFieldNotes.ts';
import { checkLifecycleGraph } from './checkLifecycleGraph.ts';
import { checkLifecycles } from './checkLifecycles.ts';
import { checkNameCollisions } from './checkNameCollisions.ts';
import { checkPermissions } from './checkPermissions.ts';
import { checkRoles } from './checkRoles.ts';
import { checkRules } from './checkRules.ts';
import { checkScreens } from './checkScreens.ts';
import { checkTransitionAccess } from './checkTransitionAccess.ts';
import { checkUsage } from './checkUsage.ts';
import { withSuggestionBudget } from './suggest.ts';

/**
 * Checks what a spec means: cross-references, names in expressions, duplicates, routes, usage
 * (docs/diagnostics.md lists every code). Returns the diagnostics in source order; never throws.
 */
export function checkSpec(spec: Spec): Diagnostic[] {
  return withSuggestionBudget(suggestionBudget(spec), () => checkAll(spec));
}

/**
 * How many name comparisons the "did you mean" hints of one check may make: a few per element of
 * the spec, and enough for any spec of ordinary size to get a hint for every misspelt name (a
 * spec of 200 entities with a hundred typos needs about 20,000). Linear in the spec, so that a
 * spec of thousands of misspelt names is checked in linear time too, its later hints left out.
 */
function suggestionBudget(spec: Spec): number {
  const elements =
    spec.entities.length +
    spec.entities.reduce((sum, entity) => sum + entity.fields.length, 0) +
    spec.lifecycles.reduce((sum, lifecycle) => sum + lifecycle.transitions.length, 0) +
    spec.screens.length +
    spec.rules.length +
    spec.permissions.length +
    spec.calls.length +
    spec.errors.length +
    spec.constants.length;
  return COMPARISONS_FLOOR + COMPARISONS_PER_ELEMENT * elements;
}

const COMPARISONS_FLOOR = 200_000;
const COMPARISONS_PER_ELEMENT = 10;

function checkAll(spec: Spec): Diagnostic[] {
  const ctx = createCheckContext(spec);
  checkDuplicates(ctx);
  checkEntities(ctx);
  checkFieldNotes(ctx);
  checkScreens(ctx);
  checkLifecycles(ctx);
  checkLifecycleGraph(ctx);
  checkRules(ctx);
  checkPermissions(ctx);
  checkRoles(ctx);
  checkNameCollisions(ctx);
  checkTransitionAccess(ctx);
  checkPoint7(ctx);
  checkCatalogue(ctx);
  // Usage runs last: every check before it marks the constants and error codes it meets as used.
  checkUsage(ctx);
  return ctx.diagnostics.sort(compareDiagnostics);
}

/**
 * The checks of the calls (point 7), which share one binding of the calls to entities (`mapCalls`):
 * made here rather than kept in the context, so that it is garbage once they are done and the
 * checks after them do not carry it. A spec without calls needs none.
 */
function checkPoint7(ctx: CheckContext): void {
  if (ctx.spec.calls.length === 0) return;
  const map = mapCalls(ctx.spec);
  checkCalls(ctx, map);
  checkCallBindings(ctx, map);
}
