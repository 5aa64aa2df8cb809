import fc from 'fast-check';
import type { RootContent, Table } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTable } from 'micromark-extension-gfm-table';
import { describe, expect, it } from 'vitest';
import { scanBlocks } from './scanBlocks.ts';
import { splitLines } from './sourceLines.ts';
import { splitRow } from './splitRow.ts';

// The reader cuts the text into blocks by lines (micromark is some 30 times too slow for the
// benchmark spec). These tests hold that cut to micromark + GFM tables, the reference parser:
// the top-level headings, tables (cell by cell), fenced code blocks and HTML comments must be the
// same, in the same order.

/** The structure micromark sees: one string per top-level block the format gives meaning to. */
function micromarkStructure(text: string): string[] {
  const tree = fromMarkdown(text, {
    extensions: [gfmTable()],
    mdastExtensions: [gfmTableFromMarkdown()],
  });
  const source = (node: RootContent) =>
    text.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);
  const out: string[] = [];
  for (const node of tree.children) {
    const written = source(node);
    if (node.type === 'heading')
      out.push(written.includes('\n') ? 'setext' : `h${node.depth} ${atxText(written)}`);
    else if (node.type === 'table') out.push(`table ${tableCells(node, text)}`);
    else if (node.type === 'code' && /^ {0,3}(`{3}|~{3})/.test(written))
      out.push(`fence ${node.lang ?? ''} ${JSON.stringify(node.value)}`);
    else if (node.type === 'html' && /^ {0,3}<!--/.test(written))
      out.push(`comment ${JSON.stringify(written.trimEnd())}`);
  }
  return out;
}

function atxText(written: string): string {
  return written
    .trim()
    .replace(/^#{1,6}/, '')
    .replace(/(?:^|[ \t]+)#+[ \t]*$/, '')
    .trim();
}

function tableCells(table: Table, text: string): string {
  return table.children
    .map((row) =>
      row.children
        .map((cell) => text.slice(cell.position?.start.offset, cell.position?.end.offset))
        .map((cell) => cell.replace(/^\|/, '').replace(/\|$/, '').trim().replace(/\\\|/g, '|'))
        .join('/'),
    )
    .join(' ; ');
}

function scannerStructure(text: string): string[] {
  return scanBlocks(splitLines(text), text).flatMap((block) => {
    if (block.kind === 'heading') return [`h${block.level} ${block.text}`];
    if (block.kind === 'table')
      return [
        `table ${[block.header, ...block.rows.map(splitRow)].map((row) => row.map((c) => c.text).join('/')).join(' ; ')}`,
      ];
    if (block.kind === 'fence')
      return [`fence ${block.info.split(/\s/)[0] ?? ''} ${JSON.stringify(block.content)}`];
    if (block.kind === 'comment')
      return [`comment ${JSON.stringify(text.slice(block.start, block.end).trimEnd())}`];
    return block.setext ? ['setext'] : [];
  });
}

const examples = import.meta.glob<string>('../../../../examples/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('scanBlocks against micromark', () => {
  it('cuts the examples as micromark does', () => {
    expect(Object.keys(examples).length).toBeGreaterThanOrEqual(3);
    for (const text of Object.values(examples))
      expect(scannerStructure(text)).toEqual(micromarkStructure(text));
  });

  // Two vocabularies, because micromark departs from CommonMark in corner cases that specs do not
  // contain: a lone tag line (`<span>`) next to a delimiter row, a list starting right after
  // indented code, lazy lines after a table nested in a list item. Those stay out.
  const FORMAT_LINES = [
    '# Specification: X',
    '## 2. Screens',
    '### Claim',
    '## Roles ##',
    '#tag',
    ' # h',
    '',
    '',
    '',
    '| route | screen |',
    '| --- | --- |',
    '|:-:|',
    '| a |',
    'a | b',
    '--- | ---',
    '| x \\| y | `c|d` |',
    '| e \\\\| f |',
    '|',
    '| |',
    '||',
    'plain text',
    'Initial state: draft.',
    'key: value',
    '```',
    '```yaml',
    '````',
    '  ```',
    '~~~',
    '<!-- c -->',
    '<!-- open',
    'close -->',
    '===',
    '---',
    '***',
  ];
  const CODE_AND_HTML_LINES = [
    '    # h',
    '    indented',
    '    | a |',
    '    | - |',
    '\t| a |',
    '<div>',
    '</div>',
    '<b>bold</b>',
    '<script>',
    '<?x',
    '?>',
  ];
  const CONTAINER_LINES = [
    '- item',
    '* item',
    '1. item',
    '2. item',
    '-',
    '  continued',
    '  - nested',
    '> quote',
    '> | a |',
    '- key: value',
  ];

  const agreesOn = (vocabulary: string[]) =>
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...vocabulary), { maxLength: 30 }), (lines) => {
        const text = lines.join('\n');
        expect(scannerStructure(text)).toEqual(micromarkStructure(text));
      }),
      { numRuns: 1500 },
    );

  it('cuts random documents of format lines, indented code and HTML as micromark does', () => {
    agreesOn([...FORMAT_LINES, ...CODE_AND_HTML_LINES]);
  }, 30_000);

  it('cuts random documents of format lines, lists and quotes as micromark does', () => {
    agreesOn([...FORMAT_LINES, ...CONTAINER_LINES]);
  }, 30_000);
});
