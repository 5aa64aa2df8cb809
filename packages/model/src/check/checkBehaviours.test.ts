import { describe, expect, it } from 'vitest';
import { readMarkdown } from '../read/withYamlPackage.ts';
import { readYaml } from '../read/readYaml.ts';
import { writeMarkdown } from '../write/writeMarkdown.ts';
import { writeYaml } from '../write/writeYaml.ts';
import { stripPositions } from '../model/stripPositions.ts';
import { checkSpec } from './checkSpec.ts';
import { readBehaviour } from '../grammar/behaviourDoes.ts';

const TODOS = `# Specification: Todos

## 2. Screens and routes

| route | screen | shows | roles |
| --- | --- | --- | --- |
| / | list | Todo | |
| /active | list | Todo where !completed | |
| /tasks | list | Task | |

| list | behaviour | does | when | label |
| --- | --- | --- | --- | --- |
| Todo | add | title, Trimmed | | What needs to be done? |
| Todo | Toggle | completed | | |
| Todo | edit | title, trimmed, empty  deletes | | |
| Todo | delete | | | |
| Todo | toggle all | completed | size(Todo) > 0 | Mark all as complete |
| /active | count | !completed | | {count} item left |
| Todo | delete all | completed | | Clear completed |
| Task | toggle | start / stop | | |
| Task | action all | start | | Start all |

## 3. Entities and their fields

### Todo

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
| completed | boolean | no | default false |

### Task

| field | type | required | notes |
| --- | --- | --- | --- |
| name | text | yes | |
| status | state | yes | |

## 4. States and transitions

### Task

Initial state: idle.

| from | action | to |
| --- | --- | --- |
| idle | start | busy |
| busy | stop | idle |
`;

describe('list behaviours', () => {
  it('are read from their table, each does read by its kind', () => {
    const { spec, diagnostics } = readMarkdown(TODOS);
    expect(diagnostics).toEqual([]);
    const read = spec.behaviours.map((b) => readBehaviour(b));
    expect(read.map((r) => r.problem)).toEqual(Array(9).fill(undefined));
    expect(stripPositions(read.map((r) => r.behaviour))).toEqual([
      {
        list: 'Todo',
        behaviour: 'add',
        does: 'title, Trimmed',
        field: 'title',
        options: ['trimmed'],
        label: 'What needs to be done?',
      },
      { list: 'Todo', behaviour: 'Toggle', does: 'completed', field: 'completed', options: [] },
      {
        list: 'Todo',
        behaviour: 'edit',
        does: 'title, trimmed, empty  deletes',
        field: 'title',
        options: ['trimmed', 'empty deletes'],
      },
      { list: 'Todo', behaviour: 'delete', does: '', options: [] },
      {
        list: 'Todo',
        behaviour: 'toggle all',
        does: 'completed',
        field: 'completed',
        options: [],
        when: { source: 'size(Todo) > 0' },
        label: 'Mark all as complete',
      },
      {
        list: '/active',
        behaviour: 'count',
        does: '!completed',
        where: { source: '!completed' },
        options: [],
        label: '{count} item left',
      },
      {
        list: 'Todo',
        behaviour: 'delete all',
        does: 'completed',
        where: { source: 'completed' },
        options: [],
        label: 'Clear completed',
      },
      {
        list: 'Task',
        behaviour: 'toggle',
        does: 'start / stop',
        actions: ['start', 'stop'],
        options: [],
      },
      {
        list: 'Task',
        behaviour: 'action all',
        does: 'start',
        actions: ['start'],
        options: [],
        label: 'Start all',
      },
    ]);
    expect(read[5]?.behaviour.where?.at).toEqual({ line: 18, column: 21 });
  });

  it('check clean when every list, field and action is known', () => {
    const { spec } = readMarkdown(TODOS);
    expect(checkSpec(spec)).toEqual([]);
  });

  it('go through both writers and read back equal', () => {
    const { spec } = readMarkdown(TODOS);
    const markdown = readMarkdown(writeMarkdown(spec));
    expect(markdown.diagnostics).toEqual([]);
    expect(stripPositions(markdown.spec.behaviours)).toEqual(stripPositions(spec.behaviours));
    const yaml = readYaml(writeYaml(spec));
    expect(yaml.diagnostics).toEqual([]);
    expect(stripPositions(yaml.spec.behaviours)).toEqual(stripPositions(spec.behaviours));
  });

  it('are read from a YAML block and from the YAML form with the same problems', () => {
    const block = TODOS.replace(
      '| list | behaviour | does | when | label |',
      '```yaml\n- { list: Todo, behaviour: edit, does: "title, sorted" }\n```\n\n| list | behaviour | does | when | label |',
    );
    const read = readMarkdown(block);
    expect(read.diagnostics).toEqual([]);
    expect(checkSpec(read.spec).map((d) => [d.code, d.at])).toEqual([
      ['bad-behaviour', { line: 12, column: 41 }],
    ]);
    expect(read.spec.behaviours[0]).toMatchObject({ list: 'Todo', behaviour: 'edit' });
    expect(readBehaviour(read.spec.behaviours[0]!).behaviour.field).toBeUndefined();

    const yaml = readYaml(
      'specification: X\nscreens:\n  behaviours:\n    - list: Todo\n      behaviour: toggle\n      does: a / b / c\n',
    );
    expect(checkSpec(yaml.spec).map((d) => [d.code, d.at])).toContainEqual([
      'bad-behaviour',
      { line: 6, column: 13 },
    ]);
  });

  it('report what their list, field, action or condition names wrongly', () => {
    const broken = TODOS.replace('| Todo | Toggle | completed |', '| Todo | Toggle | complete |')
      .replace('| Task | action all | start |', '| Task | action all | begin |')
      .replace('size(Todo) > 0', 'size(Task) > 0')
      .replace('| Todo | delete | |', '| Todo | remove | |');
    const found = checkSpec(readMarkdown(broken).spec).map((d) => [d.code, d.subject, d.hint]);
    expect(found).toEqual([
      ['unknown-field', 'complete', 'did you mean completed?'],
      ['unknown-behaviour', 'remove', expect.stringContaining('the kinds are')],
      ['unknown-name', undefined, undefined],
      ['unknown-action', 'begin', 'the actions of Task are start, stop'],
    ]);
    const [, , name] = checkSpec(readMarkdown(broken).spec);
    expect(name?.message).toBe("Task's records are not read here, only Todo's.");
    expect(name?.at).toEqual({ line: 17, column: 40 });
  });

  it('edit in place a field of one value of any kind, but not a list, reference or state', () => {
    const kinds = TODOS.replace(
      '| completed | boolean | no | default false |',
      [
        '| completed | boolean | no | default false |',
        '| due | date | no | |',
        '| cost | money EUR | no | |',
        '| size | enum S, M, L | no | |',
        '| tags | list of text | no | |',
      ].join('\n'),
    ).replace(
      '| Todo | delete | | | |',
      [
        '| Todo | delete | | | |',
        '| Todo | edit | due | | |',
        '| Todo | edit | cost | | |',
        '| Todo | edit | size | | |',
        '| Todo | edit | completed | | |',
        '| Todo | edit | tags | | |',
        '| Todo | add | cost | | |',
      ].join('\n'),
    );
    const found = checkSpec(readMarkdown(kinds).spec).map((d) => [d.code, d.subject, d.hint]);
    expect(found).toEqual([
      ['wrong-field-type', 'tags', 'name a field of one value, not a list, reference or state'],
      ['wrong-field-type', 'cost', 'name a text field'],
    ]);
  });
});
