/** `A role`, `An error code`: a noun with its indefinite article, to begin a sentence. */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'An' : 'A'} ${noun}`;
}
