import { describe, expect, it } from 'vitest';
import { scanBlocks, type Block } from './scanBlocks.ts';
import { splitLines } from './sourceLines.ts';
import { splitRow } from './splitRow.ts';

function scan(text: string): Block[] {
  return scanBlocks(splitLines(text), text);
}

/** A short description of each block: its kind and its source, or its cells. */
function describe_(text: string): string[] {
  return scan(text).map((block) => {
    if (block.kind === 'table')
      return `table ${[block.header, ...block.rows.map(splitRow)].map((row) => row.map((c) => c.text).join('/')).join(' ; ')}`;
    if (block.kind === 'heading') return `h${block.level} ${block.text}`;
    if (block.kind === 'fence')
      return `fence ${block.info} ${JSON.stringify(block.content)}${block.closed ? '' : ' unclosed'}`;
    const kind = block.kind === 'prose' && block.setext ? 'setext' : block.kind;
    return `${kind} ${JSON.stringify(text.slice(block.start, block.end))}`;
  });
}

describe('scanBlocks', () => {
  it('finds headings, tables, fences, comments and prose', () => {
    const text =
      '# Specification: X\n\nIntro\nmore intro\n\n## 2. Screens ##\n\n| route | screen |\n| --- | --- |\n| / | home |\n\n```yaml\n- a: 1\n```\n<!-- expect: x 1:1 -->\n';
    expect(describe_(text)).toEqual([
      'h1 Specification: X',
      'prose "Intro\\nmore intro"',
      'h2 2. Screens',
      'table route/screen ; //home',
      'fence yaml "- a: 1"',
      'comment "<!-- expect: x 1:1 -->"',
    ]);
  });

  it('ends a table at a blank line or at a line that starts another block, as GFM does', () => {
    expect(describe_('| a |\n| - |\n| 1 |\nplain line\n- item')).toEqual([
      'table a ; 1 ; plain line',
      'prose "- item"',
    ]);
    expect(describe_('| a |\n| - |\n| 1 |\n## h')).toEqual(['table a ; 1', 'h2 h']);
    expect(describe_('| a |\n| - |\n    | 1 |')).toEqual(['table a', 'prose "    | 1 |"']);
  });

  it('lets a table interrupt a paragraph, but not the paragraph of a list item or quote', () => {
    expect(describe_('para\n| a |\n| - |')).toEqual(['prose "para"', 'table a']);
    expect(describe_('- item\n| a |\n| - |')).toEqual(['prose "- item\\n| a |\\n| - |"']);
    expect(describe_('> quote\n| a |\n| - |')).toEqual(['prose "> quote\\n| a |\\n| - |"']);
  });

  it('keeps blocks indented under a list item as prose', () => {
    expect(describe_('- item\n\n  | a |\n  | - |\n\n| b |\n| - |')).toEqual([
      'prose "- item"',
      'prose "  | a |\\n  | - |"',
      'table b',
    ]);
  });

  it('needs as many delimiter cells as header cells', () => {
    expect(describe_('| a | b |\n| - |')).toEqual(['prose "| a | b |\\n| - |"']);
  });

  it('runs an unclosed fence or comment to the end of the text', () => {
    expect(describe_('```\ncode\n## not a heading')).toEqual([
      'fence  "code\\n## not a heading" unclosed',
    ]);
    expect(describe_('<!-- open\n## hidden\n')).toEqual(['comment "<!-- open\\n## hidden"']);
  });

  it('strips the fence indentation from its content', () => {
    expect(describe_('  ```yaml title\n  - a\n    b\n c\n  ```')).toEqual([
      'fence yaml title "- a\\n  b\\nc"',
    ]);
  });

  it('marks setext headings and does not take "#tag" for a heading', () => {
    expect(describe_('Screens\n---\nnext')).toEqual(['setext "Screens\\n---"', 'prose "next"']);
    expect(describe_('#tag\n####### seven')).toEqual(['prose "#tag\\n####### seven"']);
  });

  it('gives positions of headings and table rows', () => {
    const blocks = scan('\n  ## Roles\n\n| a |\n| - |\n| 1 |');
    expect(blocks[0]?.at).toEqual({ line: 2, column: 3 });
    const table = blocks[1];
    expect(table?.kind === 'table' && table.rows.map((row) => row.number)).toEqual([6]);
  });
});
