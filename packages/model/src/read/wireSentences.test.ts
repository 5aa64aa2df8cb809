import { describe, expect, it } from 'vitest';
import { stripPositions } from '../model/stripPositions.ts';
import { writeMarkdown } from '../write/writeMarkdown.ts';
import { writeYaml } from '../write/writeYaml.ts';
import { readMarkdown } from './withYamlPackage.ts';
import { readYaml } from './readYaml.ts';

// Point 7's sentences about the wire, and the calls' roles and where, in both forms.
const TEXT = `# Specification: Wire

## 3. Entities and their fields

### Article

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |

## 7. The calls it makes

Calls go to the API.

Errors are answered as \`{errors: {<field>: [<message>]}}\`. They say what went wrong.

The token is sent as \`Authorization: Token <token>\`.

Unknown query parameters are refused.

| call | method | path | sends | answers | roles | where |
| --- | --- | --- | --- | --- | --- | --- |
| list articles | GET | /api/articles | | 200 {articles: Article[], articlesCount: count} | | |
| feed | GET | /api/feed | | 200 {articles: Article[]} | member | title != "" |
`;

describe("point 7's sentences about the wire", () => {
  const { spec, diagnostics } = readMarkdown(TEXT);

  it('are read with their positions, the rest of their paragraph kept as prose', () => {
    expect(diagnostics).toEqual([]);
    expect(spec.wire).toEqual({
      errorShape: { text: '{errors: {<field>: [<message>]}}', at: { line: 15, column: 25 } },
      token: { text: 'Authorization: Token <token>', at: { line: 17, column: 23 } },
      unknownQuery: { text: 'refused', at: { line: 19, column: 30 } },
    });
    expect(spec.sections[6]?.text).toBe('Calls go to the API.\n\nThey say what went wrong.');
    expect(spec.calls[1]).toMatchObject({
      roles: ['member'],
      where: { source: 'title != ""', at: { line: 24, column: 67 } },
    });
  });

  it('are written back in both forms and read back the same', () => {
    const model = stripPositions(spec);
    const markdown = readMarkdown(writeMarkdown(spec));
    expect(markdown.diagnostics).toEqual([]);
    expect(stripPositions(markdown.spec)).toEqual(model);
    const yaml = writeYaml(spec);
    expect(yaml).toContain('errorShape: "{errors: {<field>: [<message>]}}"');
    const read = readYaml(yaml);
    expect(read.diagnostics).toEqual([]);
    expect(stripPositions(read.spec)).toEqual(model);
  });

  it('report a second sentence, keeping it as text', () => {
    const twice = TEXT.replace('Calls go to the API.', 'The token is sent as `X-Key: <token>`.');
    const read = readMarkdown(twice);
    expect(read.diagnostics.map((d) => `${d.code} ${d.at.line}:${d.at.column}`)).toEqual([
      'duplicate-wire-sentence 17:23',
    ]);
    expect(read.spec.wire?.token?.text).toBe('X-Key: <token>');
  });
});
