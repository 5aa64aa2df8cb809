import { describe, expect, it } from 'vitest';
import { readMarkdown } from '../read/withYamlPackage.ts';
import { readYaml } from '../read/readYaml.ts';
import { stripPositions } from '../model/stripPositions.ts';
import { writeMarkdown } from '../write/writeMarkdown.ts';
import { writeYaml } from '../write/writeYaml.ts';
import { checkSpec } from './checkSpec.ts';

const SPEC = `# Specification: Notes

## 3. Entities and their fields

### Topic

| field | type | required | notes |
| --- | --- | --- | --- |
| name | text | yes | unique |

\`\`\`yaml
- { id: work, name: Work }
- { id: home, name: Home }
\`\`\`

### Note

| field | type | required | notes |
| --- | --- | --- | --- |
| text | longtext | yes | |
| topic | ref Topic | no | |
| pinned | boolean | no | default false |
| tags | list of text | no | |

Sample notes:

| Text | topic | colour | pinned | tags |
| --- | --- | --- | --- | --- |
| Buy milk | home | red | yes | shop, food |
| Call Ana | work | | | |
`;

describe('sample records', () => {
  it('are read from a table or a YAML block under their entity, by field, case aside', () => {
    const { spec, diagnostics } = readMarkdown(SPEC);
    expect(diagnostics.map((d) => [d.code, d.at])).toEqual([
      ['unknown-column', { line: 27, column: 18 }],
    ]);
    expect(stripPositions(spec.entities[0]?.samples)).toEqual([
      { id: 'work', values: { name: 'Work' } },
      { id: 'home', values: { name: 'Home' } },
    ]);
    expect(stripPositions(spec.entities[1]?.samples)).toEqual([
      { values: { text: 'Buy milk', topic: 'home', pinned: 'yes', tags: 'shop, food' } },
      { values: { text: 'Call Ana', topic: 'work' } },
    ]);
    // The lead-in stays the entity's prose.
    expect(spec.entities[1]?.text).toBe('Sample notes:');
    expect(checkSpec(spec)).toEqual([]);
  });

  it('go through both writers and read back equal', () => {
    const { spec } = readMarkdown(
      SPEC.replace('| colour ', '| ')
        .replace('| red ', '| ')
        .replace('| Call Ana | work | | | |', '| Call Ana | work | | |'),
    );
    const markdown = readMarkdown(writeMarkdown(spec));
    expect(markdown.diagnostics).toEqual([]);
    expect(stripPositions(markdown.spec.entities)).toEqual(stripPositions(spec.entities));
    const yaml = readYaml(writeYaml(spec));
    expect(yaml.diagnostics).toEqual([]);
    expect(stripPositions(yaml.spec.entities)).toEqual(stripPositions(spec.entities));
    expect(writeYaml(spec)).toContain('pinned: yes');
  });

  it('are not read where a field table is meant, nor outside an entity', () => {
    const { spec, diagnostics } = readMarkdown(
      '# Specification: X\n\n## 3. Entities\n\n| name | text |\n| --- | --- |\n| a | b |\n',
    );
    expect(spec.entities).toEqual([]);
    expect(diagnostics.map((d) => d.code)).toEqual(['unknown-table']);
  });

  it('report a value its field cannot hold and a reference to no record', () => {
    const broken = SPEC.replace('| Call Ana | work |', '| Call Ana | play |').replace(
      '| Buy milk | home | red | yes |',
      '| Buy milk | home | red | often |',
    );
    const found = checkSpec(readMarkdown(broken).spec).map((d) => [d.code, d.subject]);
    expect(found).toEqual([
      ['invalid-sample', 'often'],
      ['unknown-sample-ref', 'play'],
    ]);
  });
});
