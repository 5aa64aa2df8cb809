import { performance } from 'node:perf_hooks';
import {
  checkSpec,
  emptySpec,
  parseAnswers,
  parseFieldType,
  parseNotes,
  parsePayload,
  parseScreenTarget,
  parseValue,
  readMarkdown,
  readSpec,
  type Spec,
} from '@specrun/model';
import { median } from './median.ts';

const RUNS = 5;

/** The median milliseconds of `RUNS` calls of `work`, after one untimed call. */
function time(work: () => unknown): number {
  work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return median(times);
}

function line(label: string, ms: number): void {
  console.log(`${label.padEnd(58)} ${ms.toFixed(2).padStart(9)} ms`);
}

/** A YAML spec of `rows` constants. */
function yamlConstants(rows: number): string {
  return [
    'specification: Big',
    'constants:',
    '  constants:',
    ...Array.from(
      { length: rows },
      (_, i) => `    - { name: C${i}, value: ${i}, meaning: constant number ${i} }`,
    ),
  ].join('\n');
}

/** A Markdown spec of `n` entities of ten fields each. */
function markdownEntities(n: number): string {
  const out = ['# Specification: Generated', '', '## 3. Entities and their fields', ''];
  for (let e = 0; e < n; e += 1) {
    out.push(
      `### Entity${e}`,
      '',
      '| field | type | required | notes |',
      '| --- | --- | --- | --- |',
    );
    for (let f = 0; f < 10; f += 1)
      out.push(`| f${f} | ${f % 2 ? 'text' : 'money EUR'} | yes | a note, default 1 |`);
    out.push('', 'The list of things shows f0, f1 and f2, newest first.', '');
  }
  return out.join('\n');
}

/** A spec whose point 3 is one paragraph of `n` table-header lines with no delimiter row. */
function headerLines(n: number): string {
  const header = '| field | type | required | notes |';
  return ['# Specification: Headers', '', '## 3. Entities and their fields', '']
    .concat(Array.from({ length: n }, () => header))
    .join('\n');
}

/**
 * A spec of `n` entities and 1.5 n list screens, each naming one of them with two letters swapped
 * (`Etnity7`): every screen gets `unknown-entity`, and a "did you mean" costs a comparison with
 * every entity name.
 */
function misspeltSpec(n: number): Spec {
  return {
    ...emptySpec('Typos'),
    entities: Array.from({ length: n }, (_, i) => ({ name: `Entity${i}`, text: '', fields: [] })),
    screens: Array.from({ length: (n * 3) / 2 }, (_, i) => ({
      route: `/s${i}`,
      kind: 'list',
      shows: `Etnity${i % n}`,
      roles: [],
      target: { entity: `Etnity${i % n}` },
    })),
  };
}

/**
 * Input built to be slow: cells of 200,000 spaces for every cell grammar, "list of" nested 40,000
 * times, a megabyte of prose and a megabyte-long line; then how reading grows with size (YAML
 * 500 → 5,000 constants, Markdown 100 → 800 entities; a linear reader gives about 10 and 8; a
 * paragraph of 5,000 → 40,000 table-header lines without a delimiter row, each reported), and
 * how checking grows with the number of misspelt names (`misspeltSpec`, 200 → 2,000 entities).
 * The unit tests read the same input for correctness; its times are here. Medians of 5 runs.
 */
export default async function adversarialInputBench(): Promise<void> {
  const spaces = ' '.repeat(200_000);
  const cells = [
    `Claim${spaces}where${spaces}!`,
    `enum: a${spaces}x)`,
    `200${spaces}x!`,
    `A${spaces}[]x`,
    `"${spaces}`,
  ];
  const grammars: [string, (text: string) => unknown][] = [
    ['field type', parseFieldType],
    ['notes', parseNotes],
    ['screen target', parseScreenTarget],
    ['payload', parsePayload],
    ['value', parseValue],
    ['answers', parseAnswers],
  ];
  for (const [name, read] of grammars)
    line(
      `${name}: the slowest of 5 cells of 200,000 spaces`,
      Math.max(...cells.map((cell) => time(() => read(cell)))),
    );
  line(
    'field type: "list of " 40,000 times',
    time(() => parseFieldType(`${'list of '.repeat(40_000)}x`)),
  );
  line(
    'notes: a default, then 200,000 spaces',
    time(() => parseNotes(`default a${spaces}b!`)),
  );
  const prose = `# Specification: X\n\n${'A sentence of prose, with *emphasis* and `code`.\n\n'.repeat(20_000)}`;
  line(
    'Markdown: 1 MB of prose',
    time(() => readMarkdown(prose)),
  );
  line(
    'Markdown: one line of 1,000,000 characters',
    time(() => readMarkdown('x'.repeat(1_000_000))),
  );
  const yamlSmall = yamlConstants(500);
  const yamlLarge = yamlConstants(5_000);
  const yaml = [
    time(() => readSpec(yamlSmall, { format: 'yaml' })),
    time(() => readSpec(yamlLarge, { format: 'yaml' })),
  ] as const;
  line('YAML: 500 constants', yaml[0]);
  line('YAML: 5,000 constants', yaml[1]);
  console.log(`YAML growth for 10× the input: ${(yaml[1] / yaml[0]).toFixed(1)}× (linear: 10)`);
  const mdSmall = markdownEntities(100);
  const mdLarge = markdownEntities(800);
  const md = [time(() => readMarkdown(mdSmall)), time(() => readMarkdown(mdLarge))] as const;
  line('Markdown: 100 entities', md[0]);
  line('Markdown: 800 entities', md[1]);
  console.log(`Markdown growth for 8× the input: ${(md[1] / md[0]).toFixed(1)}× (linear: 8)`);
  const headers = [5_000, 10_000, 40_000].map((n) => {
    const text = headerLines(n);
    const ms = time(() => readSpec(text));
    line(`Markdown: ${n.toLocaleString('en')} header lines without a delimiter row`, ms);
    return ms;
  });
  console.log(
    `header-line growth for 8× the lines: ${((headers[2] ?? 0) / (headers[0] ?? 1)).toFixed(1)}× (linear: 8)`,
  );
  const typos = [
    time(() => checkSpec(misspeltSpec(200))),
    time(() => checkSpec(misspeltSpec(2_000))),
  ] as const;
  line('check: 200 entities, 300 screens naming misspelt ones', typos[0]);
  line('check: 2,000 entities, 3,000 screens naming misspelt ones', typos[1]);
  console.log(
    `check growth for 10× the misspelt names: ${(typos[1] / typos[0]).toFixed(1)}× (linear: 10; ` +
      'comparing every misspelt name with every entity name would be 100)',
  );
}
