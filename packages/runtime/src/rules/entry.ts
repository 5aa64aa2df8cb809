// The rule engine on its own (`@specrun/runtime/rules`), for an app that loads it only when a
// record is first written or a form opens: its first screen needs none of it.
export { RuleBook } from './RuleBook.ts';
