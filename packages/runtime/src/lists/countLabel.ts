import { pluralOf } from '@specrun/model';

const COUNT = /\{count\}(\s+)([A-Za-z][\w'-]*)?/;

/**
 * A count's label with its number: `{count}` replaced by the number (written as the page writes
 * numbers, 1,234), and the word right after it in the plural unless the number is one
 * (`{count} item left`: "1 item left", "2 items left", "0 items left"). A label without `{count}`
 * gets the number in front.
 */
export function countLabel(
  label: string,
  count: number,
): { before: string; number: string; after: string } {
  const number = count.toLocaleString('en');
  const match = COUNT.exec(label);
  if (!match) {
    const at = label.indexOf('{count}');
    if (at < 0) return { before: '', number, after: ` ${label}` };
    return { before: label.slice(0, at), number, after: label.slice(at + '{count}'.length) };
  }
  const word = match[2] ?? '';
  const said = count === 1 || word === '' ? word : pluralOf(word);
  return {
    before: label.slice(0, match.index),
    number,
    after: `${match[1] ?? ''}${said}${label.slice(match.index + match[0].length)}`,
  };
}
