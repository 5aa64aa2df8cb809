import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptySpec } from '../model/emptySpec.ts';
import { stripPositions } from '../model/stripPositions.ts';
import type { Spec } from '../model/Spec.ts';
import { readMarkdown } from '../read/withYamlPackage.ts';
import { readYaml } from '../read/readYaml.ts';
import { arbitrarySpec } from '../testing/arbitrarySpec.ts';
import { writeMarkdown } from './writeMarkdown.ts';
import { writeYaml } from './writeYaml.ts';

const examples = import.meta.glob<string>('../../../../examples/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const errorsOf = (read: ReturnType<typeof readMarkdown>) =>
  read.diagnostics.filter((d) => d.severity === 'error');

describe('writeMarkdown', () => {
  it('reads back every valid spec as the same model, without errors', () => {
    fc.assert(
      fc.property(arbitrarySpec(), (spec) => {
        const read = readMarkdown(writeMarkdown(spec));
        expect(errorsOf(read)).toEqual([]);
        expect(stripPositions(read.spec)).toEqual(stripPositions(spec));
      }),
      { numRuns: 300 },
    );
  });

  it.each(Object.entries(examples))(
    'gives %s the same model after Markdown → YAML → Markdown',
    (_, text) => {
      const original = readMarkdown(text);
      expect(errorsOf(original)).toEqual([]);
      const yaml = readYaml(writeYaml(original.spec));
      expect(yaml.diagnostics).toEqual([]);
      expect(stripPositions(yaml.spec)).toEqual(stripPositions(original.spec));
      const again = readMarkdown(writeMarkdown(yaml.spec));
      expect(errorsOf(again)).toEqual([]);
      expect(stripPositions(again.spec)).toEqual(stripPositions(original.spec));
    },
  );

  it("writes a screens table's title column only when a screen has a title", () => {
    const screens = (titles: (string | undefined)[]) =>
      writeMarkdown({
        ...emptySpec('Todos'),
        screens: titles.map((title, i) => ({
          route: `/r${i}`,
          kind: 'page',
          shows: 'prose',
          roles: [],
          ...(title === undefined ? {} : { title }),
        })),
      });
    expect(screens([undefined, undefined])).toContain('| route | screen | shows | roles |\n');
    const titled = screens(['All', undefined]);
    expect(titled).toContain('| route | screen | shows | roles | title |');
    expect(readMarkdown(titled).spec.screens.map((s) => s.title)).toEqual(['All', undefined]);
    // "label" is another name for the column.
    const labelled = readMarkdown(
      '# Specification: T\n\n## 2. Screens and routes\n\n| route | screen | label |\n| --- | --- | --- |\n| / | home | Start |\n',
    );
    expect(labelled.spec.screens[0]?.title).toBe('Start');
  });

  it('writes only the sections that are present or hold something', () => {
    const spec: Spec = emptySpec('Tiny');
    spec.sections[1] = { point: 2, present: true, text: 'Screens: not shown.' };
    spec.constants.push({ name: 'LIMIT', value: 3, meaning: 'the most' });
    const text = writeMarkdown(spec);
    expect(text.match(/^## .*$/gm)).toEqual([
      '## 2. Screens and routes',
      '## 9. Business constants and limits',
    ]);
    const read = readMarkdown(text).spec;
    expect(read.sections.map((s) => s.present)).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it('writes the initial state, the list sentence and a paragraph that introduces the last table', () => {
    const spec: Spec = emptySpec('Claims');
    spec.sections = spec.sections.map((s) => ({ ...s, present: true }));
    spec.sections[5] = { point: 6, present: true, text: 'Who may do what.\n\nSample users:' };
    spec.entities.push({
      name: 'Claim',
      text: '',
      fields: [{ name: 'title', type: { kind: 'text' }, required: true, unique: false, notes: '' }],
      list: { noun: 'claims', columns: ['title', 'amount', 'status'], order: 'newest first' },
    });
    spec.lifecycles.push({
      entity: 'Claim',
      initial: 'draft',
      text: 'A paid claim can no longer change.',
      transitions: [],
    });
    spec.permissions.push({ roles: ['admin'], actions: ['all'], entities: ['all'] });
    spec.users.push({ id: 'u1', name: 'Ada', roles: ['admin'] });
    const text = writeMarkdown(spec);
    expect(text).toContain('The list of claims shows title, amount and status, newest first.');
    expect(text).toContain(
      '### Claim\n\nInitial state: draft.\n\nA paid claim can no longer change.',
    );
    const roles = text.slice(text.indexOf('## 6.'), text.indexOf('## 7.'));
    expect(roles.indexOf('| role')).toBeLessThan(roles.indexOf('Sample users:'));
    expect(roles.indexOf('Sample users:')).toBeLessThan(roles.indexOf('| user'));
    expect(stripPositions(readMarkdown(text).spec)).toEqual(stripPositions(spec));
  });
});
