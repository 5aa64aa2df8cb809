/**
 * What completion offers: candidates with their kind, label, detail and text, and the range a
 * chosen one replaces.
 */

/** What a candidate is, for its icon and its order. */
export type CandidateKind =
  | 'entity'
  | 'field'
  | 'role'
  | 'state'
  | 'action'
  | 'constant'
  | 'error'
  | 'type'
  | 'screen'
  | 'section'
  | 'template'
  | 'keyword'
  | 'function'
  | 'variable'
  | 'value';

/** One candidate: what the list shows (`label`, `detail`) and the text it puts in (`insert`, default `label`). */
export interface Candidate {
  label: string;
  kind: CandidateKind;
  detail?: string;
  insert?: string;
}

/** The candidates at a cursor and the range of text that a chosen one replaces. */
export interface Completions {
  from: number;
  to: number;
  candidates: Candidate[];
}

/** The field types of docs/format.md, in the order the table there gives them. */
export const FIELD_TYPES = [
  'text',
  'longtext',
  'number',
  'integer',
  'money EUR',
  'boolean',
  'date',
  'datetime',
  'email',
  'url',
  'phone',
  'enum: ',
  'list of ',
  'state',
] as const;
