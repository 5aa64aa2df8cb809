import { describe, expect, it } from 'vitest';
import { forEachBlock, scanBlocks, type Block } from './scanBlocks.ts';
import { splitLines, TextLines, type Line, type LineSource } from './sourceLines.ts';

// The Markdown reader reads each block as soon as it is scanned and lets it go, so that a long
// spec's lines and blocks are never all held at once: holding them made reading the benchmark's
// ten times longer spec take some fifteen times longer, mostly in garbage collection. These tests
// count the lines the scanner asks for, which is deterministic, instead of timing it.

/** A line source that counts the lines asked for and remembers the furthest one. */
class CountingLines implements LineSource {
  asked = 0;
  furthest = -1;
  constructor(private readonly lines: LineSource) {}
  get length(): number {
    return this.lines.length;
  }
  at(index: number): Line | undefined {
    this.asked += 1;
    this.furthest = Math.max(this.furthest, index);
    return this.lines.at(index);
  }
}

/** A spec-like text: `n` entities, each a heading, a table of fields and a sentence. */
function entities(n: number): string {
  const out = ['# Specification: Streamed', '', '## 3. Entities and their fields', ''];
  for (let e = 0; e < n; e += 1) {
    out.push(`### Entity${e}`, '', '| field | type |', '| --- | --- |');
    for (let f = 0; f < 5; f += 1) out.push(`| f${f} | text |`);
    out.push('', `Entity${e} is a thing.`, '- a list', '  item', '');
  }
  return out.join('\n');
}

/** The index of the last line of a block. */
function lastLine(text: string, block: Block): number {
  return text.slice(0, block.end).split('\n').length - 1;
}

describe('forEachBlock', () => {
  it('hands on each block before it scans further than two lines past it', () => {
    const text = entities(50);
    const lines = new CountingLines(new TextLines(text));
    const lookahead: number[] = [];
    forEachBlock(lines, text, (block) => lookahead.push(lines.furthest - lastLine(text, block)));
    expect(lookahead.length).toBe(3 * 50 + 2);
    expect(Math.max(...lookahead)).toBeLessThanOrEqual(2);
  });

  it('asks for each line a bounded number of times, however long the text', () => {
    for (const n of [10, 100, 1000]) {
      const text = entities(n);
      const lines = new CountingLines(new TextLines(text));
      forEachBlock(lines, text, () => {});
      expect(lines.asked / lines.length).toBeLessThan(8);
    }
  });

  it('finds the blocks scanBlocks finds, in the same order', () => {
    const text = entities(20);
    const streamed: Block[] = [];
    forEachBlock(new TextLines(text), text, (block) => streamed.push(block));
    const collected = scanBlocks(splitLines(text), text);
    const rowsOf = (block: Block) => (block.kind === 'table' ? [...block.rows] : []);
    expect(streamed.map(({ kind, start, end }) => ({ kind, start, end }))).toEqual(
      collected.map(({ kind, start, end }) => ({ kind, start, end })),
    );
    expect(streamed.map(rowsOf)).toEqual(collected.map(rowsOf));
  });
});
