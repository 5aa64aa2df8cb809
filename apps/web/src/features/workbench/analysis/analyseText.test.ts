import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyseText, MAX_ANALYSED_CHARS, MAX_SHOWN_DIAGNOSTICS } from './analyseText.ts';

const example = (name: string): string =>
  readFileSync(new URL(`../../../../../../examples/${name}`, import.meta.url), 'utf8');

describe('analyseText', () => {
  it('finds the reference spec sound, its nine points shown', () => {
    const analysis = analyseText(example('expense-claims.md'), 'markdown', 7);
    expect(analysis).toMatchObject({ revision: 7, sound: true, total: 0 });
    expect(analysis.gaps.map((g) => g.status)).toEqual(Array(9).fill('shown'));
  });

  it('finds a broken reference unsound, at its line', () => {
    const text = example('expense-claims.md').replace('| ref Category |', '| ref Categry |');
    const analysis = analyseText(text, 'markdown', 1);
    expect(analysis.sound).toBe(false);
    const line = text.split('\n').findIndex((l) => l.includes('ref Categry')) + 1;
    expect(analysis.diagnostics.some((d) => d.severity === 'error' && d.at.line === line)).toBe(
      true,
    );
  });

  it('reports the undetermined product as nine gaps, sound', () => {
    const analysis = analyseText(example('undetermined-product.md'), 'markdown', 1);
    expect(analysis.sound).toBe(true);
    expect(analysis.gaps.every((g) => g.status === 'not shown')).toBe(true);
  });

  it('keeps the diagnostics it sends few, in source order, and counts them all', () => {
    const rows = Array.from({ length: 3_000 }, (_, i) => `| f${i} | nonsense${i} | yes | |`);
    const text = `# Specification: X\n\n## 3. Entities\n\n### A\n\n| field | type | required | notes |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n`;
    const analysis = analyseText(text, 'markdown', 1);
    expect(analysis.total).toBeGreaterThan(MAX_SHOWN_DIAGNOSTICS);
    expect(analysis.diagnostics).toHaveLength(MAX_SHOWN_DIAGNOSTICS);
    const lines = analysis.diagnostics.map((d) => d.at.line);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });

  it('does not read a text past the limit, and says so', () => {
    const analysis = analyseText('a'.repeat(MAX_ANALYSED_CHARS + 1), 'markdown', 1);
    expect(analysis).toMatchObject({ sound: false, spec: undefined, total: 1 });
    expect(analysis.diagnostics[0]?.code).toBe('text-too-long');
  });

  it('never throws on binary input', () => {
    const binary = String.fromCharCode(
      ...Array.from({ length: 5_000 }, (_, i) => (i * 7919) % 65_536),
    );
    expect(() => analyseText(binary, 'markdown', 1)).not.toThrow();
    expect(() => analyseText(binary, 'yaml', 1)).not.toThrow();
  });
});
