/**
 * A plan of acceptance tests: what `generatePlan` derives from a spec and `runPlan` sends to a
 * backend. It is plain data (JSON), so that it can be printed, compared between seeds and written
 * as a Postman collection. Values in paths, bodies and headers may hold placeholders `{{name}}`:
 * `{{run}}` (a tag new to each run, so that unique values stay unique), `{{r1.id}}` and
 * `{{r1.version}}` (the id and version of the record a step saved as `r1`), and `{{n1}}` (the
 * number of records a list step counted as `n1`).
 */

/** Which part of the spec a test checks; `--only` picks one. */
export type TestGroup = 'calls' | 'states' | 'rules' | 'access';

/** The groups, in the order a plan holds them. */
export const TEST_GROUPS: readonly TestGroup[] = ['calls', 'states', 'rules', 'access'];

/** A 1-based line and column in the spec's source. */
export interface SpecLine {
  line: number;
  column: number;
}

/** What an answer must be for a step to pass. */
export interface Expect {
  status: number;
  /** An error code the answer's errors must hold. */
  code?: string;
  /** Values the answered record must hold (placeholders allowed). */
  values?: Record<string, unknown>;
  /** The answer is a list that holds the record saved under this name. */
  includes?: string;
  /** The answer is a list that does not hold the record saved under this name. */
  excludes?: string;
  /** The answer is a list of as many records as the count saved under this name. */
  count?: string;
  /** Members no record of the answer may carry (fields the spec keeps private). */
  absent?: string[];
  /** The field `includes` and `excludes` compare records by (`slug`); default `id`. */
  key?: string;
}

/** One request of a test and what its answer must be. */
export interface Step {
  /** What the step does, in words: `approve as u2`. */
  title: string;
  /** The sample user acting; `''` for nobody (no header, no token). */
  as: string;
  /** The call's name in point 7. */
  call: string;
  method: string;
  /** The path, placeholders filled at run time. */
  path: string;
  body?: unknown;
  /** The `If-Match` header's value, placeholders allowed. */
  ifMatch?: string;
  expect: Expect;
  /** Saves the answered record's id and version under this name. */
  save?: string;
  /** Saves the number of records of the answered list under this name. */
  saveCount?: string;
  /** The entity of a record this step creates, so that the runner removes it afterwards. */
  creates?: string;
  /** The path of the delete that removes what this step creates, placeholders allowed. */
  removeWith?: string;
}

/** A row of the spec a test exercises: `4:3` is point 4's third row (0-based index 2). */
export type RowKey = `${4 | 5 | 6 | 7 | 8}:${number}`;

/** One acceptance test. */
export interface PlannedTest {
  /** Unique within the plan: `states/approve-claim-refused-role`. */
  id: string;
  name: string;
  group: TestGroup;
  /** The line of the spec the test comes from. */
  at: SpecLine;
  steps: Step[];
  /** The rows of points 4 to 8 it exercises. */
  covers: RowKey[];
}

/** A row of points 4 to 8, for the coverage summary. */
export interface CoverageRow {
  key: RowKey;
  point: 4 | 5 | 6 | 7 | 8;
  /** The row in words: `submit claim`, `Claim: amount > 0`. */
  label: string;
  at: SpecLine;
}

/** How to delete a record the run made: the delete call's path and who may try it, in order. */
export interface Cleanup {
  entity: string;
  /** The delete call's path with `{{id}}` for the value of the record's `key`. */
  path: string;
  /** The field the path names the record by (`slug`), else `id`. */
  key: string;
  /** Sample users to try, in order, after the one who made the record. */
  users: string[];
}

/**
 * How a run acts as a spec's users: through the development header of `specrun serve --dev`
 * (`x-specrun-user: u1`), or with the token each one's sign-up and sign-in answered
 * (`Authorization: Token <token>`, saved as `{{u1.token}}` by the plan's `setup`).
 */
export type Acting =
  { kind: 'header'; header: string } | { kind: 'token'; header: string; scheme: string };

/** A whole plan. */
export interface Plan {
  spec: string;
  seed: number;
  tests: PlannedTest[];
  /** Every row of points 4 to 8, exercised or not. */
  rows: CoverageRow[];
  cleanups: Cleanup[];
  acting: Acting;
  /** The sample users the tests act as. */
  users: string[];
  /** Steps run once before the tests (signing each user up and in); their names are global. */
  setup: Step[];
  /** The catalogue's messages, filled, and their codes: how answers without codes are read. */
  messages: Record<string, string[]>;
  /** What the generator could not make a test for, and why. */
  skipped: { at: SpecLine; what: string; why: string }[];
}
