/** Call names that sign a user up or in, in words. */
const SIGNING: ReadonlyMap<string, 'signUp' | 'signIn'> = new Map([
  ['sign up', 'signUp'],
  ['sign up user', 'signUp'],
  ['register', 'signUp'],
  ['register user', 'signUp'],
  ['sign in', 'signIn'],
  ['sign in user', 'signIn'],
  ['log in', 'signIn'],
  ['login', 'signIn'],
]);

// Made once (a literal in a function is a new object each call); `replace` resets their lastIndex.
const WORD_START = /([a-z0-9])([A-Z])/g;
const SEPARATORS = /[-_\s]+/g;
/** A name made only of lower-case letters and digits: one word already, as `words` would write it. */
const ONE_LOWER_WORD = /^[a-z0-9]*$/;

/** Lower-case words of a name: `ExpenseClaim` and `expense_claim` → `expense claim`. */
export function words(name: string): string {
  // Most path segments and actions (`claims`, `submit`) are one lower-case word: no new string.
  if (ONE_LOWER_WORD.test(name)) return name;
  return name.replace(WORD_START, '$1 $2').replace(SEPARATORS, ' ').trim().toLowerCase();
}

/**
 * Whether a call's name marks it as signing a user up (`sign up`, `register`) or in (`sign in`,
 * `log in`); undefined for any other name. What `mapCalls` binds such a call to, without it.
 */
export function signingOperation(callName: string): 'signUp' | 'signIn' | undefined {
  return SIGNING.get(words(callName));
}
