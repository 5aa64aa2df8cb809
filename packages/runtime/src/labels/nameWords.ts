/**
 * A name of the spec as words a person reads: its camel case and underscores split, the first
 * letter upper case and the others as written in lower case (`spentOn` → "Spent on",
 * `MAX_OPEN_CLAIMS` → "Max open claims", `receiptURL` → "Receipt URL").
 */
export function nameWords(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_\s]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) =>
      /^[A-Z0-9]+$/.test(word) && word.length > 1 && /[a-z]/.test(name) ? word : word.toLowerCase(),
    );
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
