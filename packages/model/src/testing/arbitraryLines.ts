import fc from 'fast-check';

/**
 * Texts made of the lines a spec is made of, in both forms: headings, table rows of several kinds
 * (with and without their delimiter rows), prose, fences, and the keys and list items of the YAML
 * form, some cut short or with a stray pipe. Joined with `\n`: a test makes its `\r\n` and `\r`
 * twins from them.
 */

const LINES = [
  '# Specification: Claims',
  '## 2. Screens and routes',
  '| route | screen | shows | roles |',
  '| --- | --- | --- | --- |',
  '| /claims | list | Claim where amount > 0 | all |',
  '## 3. Entities and their fields',
  '### Claim',
  '| field | type | required | notes |',
  '|---|---|---|---|',
  '| title | text | yes | |',
  '| amount | money EUR | no | default 1 |',
  '  | owner | ref User | yes | indented |',
  '## 4. States and transitions',
  'Initial state: draft.',
  '| from | action | to | roles | when |',
  '| draft | submit | submitted | employee | amount > 0 |',
  '## 8. The error catalogue',
  '| code | status | message |',
  '| A | 4\\|2 | {LIMIT} |',
  'Prose with a | pipe in it.',
  '',
  '|',
  '| a |',
  '```yaml',
  '```',
  'validation:',
  '  rules:',
  '    - entity: Claim',
  '      rule: amount > 0',
  '      error: A',
  'errors:',
  '  errors:',
  '  - code: A',
  '    message: hi',
  'states:',
  '  - entity: Claim',
  '    transitions:',
  '      - from: draft',
] as const;

/** One line: a spec's, sometimes cut short at some point. */
const line: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...LINES) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...LINES), fc.nat())
      .map(([text, cut]) => text.slice(0, cut % (text.length + 1))),
  },
);

/** A text of up to `maxLines` spec lines joined with `\n`. */
export function specLines(maxLines = 24): fc.Arbitrary<string> {
  return fc.array(line, { maxLength: maxLines }).map((lines) => lines.join('\n'));
}

/**
 * The offset in a text with `\n` line breaks that corresponds to `offset` in its `\r\n` twin: the
 * `\r`s before it are not there.
 */
export function offsetWithoutCr(crlf: string, offset: number): number {
  let crs = 0;
  for (let i = crlf.indexOf('\r'); i >= 0 && i < offset; i = crlf.indexOf('\r', i + 1)) crs += 1;
  return offset - crs;
}
