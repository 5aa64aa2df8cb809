// The public surface of @specrun/acceptance: generate a spec's acceptance tests, run them over
// HTTP against any backend of it, and report them.
export type { Plan, TestGroup } from './plan/Plan.ts';
export { TEST_GROUPS } from './plan/Plan.ts';
export { generatePlan } from './generate/generatePlan.ts';
export { ConnectionError, runPlan } from './run/runPlan.ts';
export { formatPrettyLine, formatPrettySummary } from './report/formatPretty.ts';
export { formatTap } from './report/formatTap.ts';
export { formatJunit } from './report/formatJunit.ts';
export { postmanCollection } from './emit/postmanCollection.ts';
