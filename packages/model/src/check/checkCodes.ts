import type { Severity } from '../model/Diagnostic.ts';

/**
 * Every diagnostic code of the checker, with its severity and what it means; docs/diagnostics.md
 * says the same at length, and a test keeps the two equal. Errors break the app, warnings are
 * suspicious, infos are notes.
 */
export const CHECK_CODES = {
  // Expressions
  'invalid-expression': ['error', 'An expression is not valid CEL, or is empty.'],
  'unknown-name': ['error', 'An expression names something that is not in its scope.'],
  'unknown-field': ['error', 'A field that the record, user or entity does not have.'],
  'unknown-function': [
    'error',
    'An expression calls a function that is neither standard CEL nor unique().',
  ],
  'invalid-call': [
    'error',
    'has(), unique(), a macro or cel.bind() is called with the wrong arguments.',
  ],
  'unknown-enum-value': [
    'warning',
    'A string compared with an enum or state field is not one of its values.',
  ],
  'non-boolean-expression': [
    'error',
    'A rule, guard, condition or filter gives something other than true or false.',
  ],
  // Point 2
  'unknown-screen-kind': [
    'error',
    'A screen kind that is not home, list, detail, form, board, dashboard or page.',
  ],
  'screen-without-entity': ['warning', 'A list, detail, form or board screen shows no entity.'],
  'invalid-route': ['error', 'A route is not / or /segments made of words and :parameters.'],
  'duplicate-route': ['error', 'The same route twice.'],
  'route-collision': ['error', 'Two routes that differ only in the names of their parameters.'],
  'ambiguous-route': ['warning', 'Two routes match a common path and neither is more specific.'],
  // References to entities (points 2, 3, 4, 5, 6, 7)
  'unknown-entity': ['error', 'A name where an entity is expected is not an entity.'],
  // Point 3
  'duplicate-entity': ['error', 'Two entities with one name.'],
  'duplicate-field': ['error', 'Two fields with one name in an entity.'],
  'duplicate-enum-value': ['warning', 'An enum lists a value twice.'],
  'invalid-default': ['error', "A field's default does not fit its type."],
  'duplicate-state-field': ['error', 'An entity has more than one state field.'],
  'shadowed-name': [
    'warning',
    'A field named like a built-in name, a constant or an entity hides it in expressions.',
  ],
  'note-not-applicable': [
    'error',
    "A phrase of a field's notes does not fit the field (deleted with its, added by, answered as…).",
  ],
  'user-entity-extended': ['info', 'The spec declares User, which extends the built-in User.'],
  // Point 4
  'duplicate-lifecycle': ['error', 'Two lifecycles for one entity.'],
  'lifecycle-without-state-field': ['error', 'A lifecycle for an entity that has no state field.'],
  'missing-lifecycle': ['warning', 'An entity has a state field but no lifecycle.'],
  'missing-initial-state': ['error', 'A lifecycle without an initial state.'],
  'unknown-state': ['error', 'The initial state appears in none of the transitions.'],
  'unreachable-state': [
    'warning',
    'No chain of transitions from the initial state leads to a state.',
  ],
  'duplicate-transition': ['error', 'The same action twice from one state.'],
  'reserved-action': [
    'error',
    'A transition action named read, create, update, delete, save or all.',
  ],
  'name-collision': [
    'error',
    'Two spellings of an action or a role that derive one identifier (mark lost, markLost).',
  ],
  'no-way-out': ['warning', 'No chain of transitions leads from a reachable state to a final one.'],
  'unpermitted-transition': [
    'warning',
    "Point 6 grants a transition's action to none of the roles that may take it.",
  ],
  // Point 5
  'unknown-trigger': ['error', "A rule's on is not save, create or an action of its entity."],
  'unknown-error-code': [
    'error',
    'A rule or a call uses an error code that is not in the catalogue.',
  ],
  // Point 6
  'unknown-role': [
    'error',
    'A role that the permission table (or, without one, the users) does not declare.',
  ],
  'unknown-action': [
    'error',
    "A permission grants an action that is not one of its entities' actions.",
  ],
  'unused-role': ['warning', 'A role of the permission table that no sample user holds.'],
  'duplicate-user': ['error', 'Two sample users with one id.'],
  // Point 7
  'duplicate-call': ['error', 'Two calls with one name.'],
  'duplicate-endpoint': ['warning', 'Two calls with the same method and path.'],
  'unbound-call': [
    'error',
    'A call reads or writes no entity the runtime can tell; nothing answers it.',
  ],
  'unknown-path-param': ['warning', "A call's path parameter names no field of its entity."],
  'key-not-unique': [
    'error',
    'A path parameter finds records by a field that is not unique (:slug without unique).',
  ],
  'no-call-for-operation': [
    'warning',
    'An entity has calls, but none for something its screens or lifecycle do.',
  ],
  'status-mismatch': [
    'warning',
    'A call answers an error code with another status than the catalogue gives it.',
  ],
  // Point 8
  'duplicate-error': ['error', 'The same error code twice in the catalogue.'],
  'unknown-placeholder': [
    'error',
    'A {NAME} placeholder in a message is neither a constant nor a field.',
  ],
  'unfillable-placeholder': [
    'warning',
    'A {field} placeholder names a field that a record reporting the code may not have.',
  ],
  'unused-error': ['warning', 'A catalogue entry that no rule, call or text uses.'],
  // Point 9
  'duplicate-constant': ['error', 'Two constants with one name.'],
  'unused-constant': ['warning', 'A constant that no expression, message or text uses.'],
  // Prose
  'unknown-code-in-prose': [
    'warning',
    'The text names an UPPER_CASE name that is neither a constant nor an error code.',
  ],
} as const satisfies Record<string, readonly [Severity, string]>;

/** A diagnostic code of the checker. */
export type CheckCode = keyof typeof CHECK_CODES;
