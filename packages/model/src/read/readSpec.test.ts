import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stripPositions } from '../model/stripPositions.ts';
import { writeYaml } from '../write/writeYaml.ts';
import { detectFormat } from './readSpec.ts';
import { readSpec } from './withYamlPackage.ts';

const examples = new URL('../../../../examples/', import.meta.url);
const read = (name: string): string => readFileSync(new URL(name, examples), 'utf8');

describe('readSpec', () => {
  it('tells Markdown from YAML', () => {
    expect(detectFormat('# Specification: x\n')).toBe('markdown');
    expect(detectFormat('\n\nspecification: x\n')).toBe('yaml');
    expect(detectFormat('# a comment\nspecification: x\n')).toBe('yaml');
    expect(detectFormat('---\nproduct: not shown\n')).toBe('yaml');
    expect(detectFormat('## 1. What the product does and for whom\n')).toBe('markdown');
    expect(detectFormat('Just some prose: with a colon.')).toBe('markdown');
    expect(detectFormat('')).toBe('markdown');
  });

  it('reads both forms of the reference spec into the same model', () => {
    const markdown = readSpec(read('expense-claims.md'));
    expect(markdown.format).toBe('markdown');
    expect(markdown.diagnostics).toEqual([]);
    const yaml = readSpec(writeYaml(markdown.spec));
    expect(yaml.format).toBe('yaml');
    expect(yaml.diagnostics).toEqual([]);
    expect(stripPositions(yaml.spec)).toEqual(stripPositions(markdown.spec));
  });

  it('honours an explicit format', () => {
    const forced = readSpec('specification: x\n', { format: 'markdown' });
    expect(forced.format).toBe('markdown');
    expect(forced.diagnostics.map((d) => d.code)).toContain('missing-title');
  });
});
