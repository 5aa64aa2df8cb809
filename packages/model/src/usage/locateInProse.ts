import { isWholeWord, type ItemLines } from '../check/locateDiagnostics.ts';
import type { Position } from '../model/Spec.ts';
import { indentOf } from '../read/sourceLines.ts';

/**
 * Where `name` is first used in the prose that starts at `at`. In Markdown, a `#` heading's prose
 * runs to the next heading, its table rows left out, and a table row (a field's notes, a
 * constant's meaning) is its line. In YAML, a section's, entity's or lifecycle's prose is the
 * value of its `text` key (or the section's own value, `screens: not shown`), and a row's is the
 * row's item. Undefined when the name is not found there as a whole word.
 */
export function locateInProse(lines: ItemLines, at: Position, name: string): Position | undefined {
  const first = lines.line(at.line)?.trimStart();
  if (first === undefined) return undefined;
  if (first.startsWith('|')) return findOnLine(lines, at.line, name);
  if (!first.startsWith('#')) return locateInYaml(lines, at, name);
  for (let number = at.line + 1; ; number += 1) {
    const text = lines.line(number);
    if (text === undefined || text.trimStart().startsWith('#')) return undefined;
    if (text.trimStart().startsWith('|')) continue;
    const found = findOnLine(lines, number, name);
    if (found !== undefined) return found;
  }
}

function findOnLine(lines: ItemLines, number: number, name: string): Position | undefined {
  const found = findFrom(lines.line(number) ?? '', 0, name);
  return found === undefined ? undefined : { line: number, column: found + 1 };
}

/** The YAML side of `locateInProse`: the item at `at`, or its `text` key's value. */
function locateInYaml(lines: ItemLines, at: Position, name: string): Position | undefined {
  const { lines: item } = lines.item(at);
  const [head, ...rest] = item;
  if (head === undefined) return undefined;
  const inLines = (list: typeof item) => {
    for (const line of list) {
      const found = findFrom(line.text, line.from, name);
      if (found !== undefined) return { line: line.number, column: found + 1 };
    }
    return undefined;
  };
  // A row of a table (`- field: receipt`, its notes below): its whole item.
  const before = head.text.slice(0, head.from).trim();
  if (before === '-' || head.text.slice(head.from).startsWith('- ')) return inLines(item);
  const childIndent = rest[0] === undefined ? undefined : indentOf(rest[0].text);
  const key = rest.findIndex(
    (line) => indentOf(line.text) === childIndent && /^text\s*:/.test(line.text.trimStart()),
  );
  if (key < 0) {
    // `screens: not shown`: the section's own value, after its key.
    const colon = head.text.indexOf(':', head.from);
    return colon < 0 ? undefined : inLines([{ ...head, from: colon + 1 }]);
  }
  const value = [rest[key]!];
  for (const line of rest.slice(key + 1)) {
    if (indentOf(line.text) <= (childIndent ?? 0)) break;
    value.push(line);
  }
  return inLines(value);
}

function findFrom(text: string, from: number, name: string): number | undefined {
  for (let i = text.indexOf(name, from); i >= 0; i = text.indexOf(name, i + 1))
    if (isWholeWord(text, i, name)) return i;
  return undefined;
}
