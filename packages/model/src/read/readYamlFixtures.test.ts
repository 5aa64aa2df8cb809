import { describe, expect, it } from 'vitest';
import { readYaml } from './readYaml.ts';

const fixtures = import.meta.glob<string>('../../fixtures/invalid/*.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The `# expect: <code> <line>:<column>` lines that end a fixture. */
function expected(text: string): string[] {
  return [...text.matchAll(/^# expect: (\S+) (\d+:\d+)$/gm)].map((m) => `${m[1]} ${m[2]}`).sort();
}

describe('the YAML fixtures of fixtures/invalid', () => {
  const entries = Object.entries(fixtures);

  it('has one fixture per YAML diagnostic code, named after it', () => {
    const codes = entries.map(([path]) => path.replace(/^.*\//, '').replace(/\.yaml$/, '')).sort();
    expect(codes).toEqual([
      'yaml-alias-limit',
      'yaml-duplicate-key',
      'yaml-missing-key',
      'yaml-multiple-documents',
      'yaml-syntax',
      'yaml-too-deep',
      'yaml-unknown-key',
      'yaml-warning',
      'yaml-wrong-shape',
    ]);
  });

  it.each(entries)('%s gives exactly its pinned diagnostics', (path, text) => {
    const pinned = expected(text);
    expect(pinned.length).toBeGreaterThan(0);
    expect(
      pinned.every((line) => line.startsWith(path.replace(/^.*\//, '').replace(/\.yaml$/, ''))),
    ).toBe(true);
    const { diagnostics } = readYaml(text);
    const found = diagnostics.map((d) => `${d.code} ${d.at.line}:${d.at.column}`).sort();
    expect(found).toEqual(pinned);
  });
});
