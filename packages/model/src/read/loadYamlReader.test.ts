import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadYamlReader, needsYamlReader, readMarkdown, readSpec } from '../reader.ts';
import * as bound from './withYamlPackage.ts';

const examples = new URL('../../../../examples/', import.meta.url);
const example = (name: string): string => readFileSync(new URL(name, examples), 'utf8');

const WITH_YAML_BLOCK = [
  '# Specification: X',
  '## 3. Entities',
  '### Claim',
  '',
  '```yaml',
  '- field: title',
  '  type: text',
  '  required: yes',
  '```',
  '',
].join('\n');

const YAML_FORM = 'specification: Y\nintro: A spec written as YAML.\n';

describe('needsYamlReader', () => {
  it('is false for the Markdown examples, none of which holds a YAML block', () => {
    for (const name of ['expense-claims.md', 'conduit.md', 'todomvc.md', 'project-board.md'])
      expect(needsYamlReader(example(name)), name).toBe(false);
  });

  it('is true for the YAML form, and for Markdown with a yaml or yml fence of either kind', () => {
    expect(needsYamlReader(YAML_FORM)).toBe(true);
    expect(needsYamlReader('# Specification: X', 'yaml')).toBe(true);
    expect(needsYamlReader(WITH_YAML_BLOCK)).toBe(true);
    expect(needsYamlReader('# Specification: X\n\n  ~~~ YML\n- a: 1\n~~~\n')).toBe(true);
    expect(needsYamlReader('# Specification: X\n\n```json\n{}\n```\n')).toBe(false);
  });
});

describe('the reader entry point', () => {
  it('reads a Markdown spec without YAML blocks with no parser, as the main entry does', () => {
    const text = example('expense-claims.md');
    expect(readSpec(text)).toEqual(bound.readSpec(text));
  });

  it('reads YAML with the YAML reader it loads, as the main entry does', async () => {
    const yaml = await loadYamlReader();
    expect(readSpec(WITH_YAML_BLOCK, { yaml })).toEqual(bound.readSpec(WITH_YAML_BLOCK));
    expect(readSpec(WITH_YAML_BLOCK, { yaml }).spec.entities[0]?.fields[0]?.name).toBe('title');
    expect(readSpec(YAML_FORM, { yaml })).toEqual(bound.readSpec(YAML_FORM));
    expect(readSpec(YAML_FORM, { yaml }).spec.name).toBe('Y');
    expect(readMarkdown(WITH_YAML_BLOCK, yaml)).toEqual(bound.readMarkdown(WITH_YAML_BLOCK));
  });

  it('says where it met YAML when it was given no YAML reader, rather than drop the block', () => {
    expect(() => readSpec(WITH_YAML_BLOCK)).toThrow(
      /The YAML block at line 5 needs the YAML reader and none was given/,
    );
    expect(() => readSpec(YAML_FORM)).toThrow(/A spec in the YAML form needs the YAML reader/);
  });
});
