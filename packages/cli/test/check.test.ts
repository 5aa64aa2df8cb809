import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, makeTempDir, PACKAGE_DIR, runSpecrun } from './runSpecrun.ts';

const TITLES = [
  'What the product does and for whom',
  'Screens and routes',
  'Entities and their fields',
  'States and transitions',
  'Validation rules',
  'Roles and permissions',
  'The calls it makes',
  'The error catalogue',
  'Business constants and limits',
];

/** The nine lines of a gap report in which every point has the same status and reason. */
function gapLines(status: string, why?: (point: number) => string): string[] {
  return TITLES.map((title, i) => {
    const line = `  ${i + 1}  ${title.padEnd(34)}  ${status}`;
    return why ? `${line.padEnd(2 + 1 + 2 + 34 + 2 + 'not shown'.length)}  ${why(i + 1)}` : line;
  });
}

const BROKEN = `# Specification: Broken claims

## 1. What the product does and for whom

People file claims.

## 2. Screens and routes

| route | screen | shows | roles |
| --- | --- | --- | --- |
| /claims | list | Claim | all |
| /payments | list | Payment | all |

## 3. Entities and their fields

### Claim

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
| amount | money EUR | yes | |

## 5. Validation rules

| entity | rule | on | error |
| --- | --- | --- | --- |
| Claim | amount > 0 | save | AMOUNT_NOT_POSITIVE |
`;

const NOTES_YAML = `specification: Notes
product:
  text: People keep short notes on their own device.
  audience:
    - audience: Anyone
      what they do with it: write and read notes
screens:
  routes:
    - route: /notes
      screen: list
      shows: Note
      roles: [all]
entities:
  entities:
    - entity: Note
      fields:
        - field: title
          type: text
          required: true
states: 'States and transitions: not shown.'
`;

describe('specrun check on the examples', () => {
  it('reports the reference spec with no diagnostics and nine points shown', () => {
    const run = runSpecrun(['check', 'expense-claims.md'], { cwd: EXAMPLES });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.lines).toEqual([
      'expense-claims.md (Expense claims): gap report',
      ...gapLines('shown'),
      '',
      '1 file checked: 0 errors, 0 warnings, 0 infos; points: 9 shown, 0 partly, 0 not shown',
    ]);
  });

  it('reports the undetermined product with no errors and nine points not shown', () => {
    const run = runSpecrun(['check', 'undetermined-product.md'], { cwd: EXAMPLES });
    expect(run.code).toBe(0);
    expect(run.lines).toEqual([
      'undetermined-product.md (web product of undetermined purpose): gap report',
      ...gapLines('not shown', () => 'the section says "not shown"'),
      '',
      '1 file checked: 0 errors, 0 warnings, 0 infos; points: 0 shown, 0 partly, 9 not shown',
    ]);
  });

  it('checks several files in one run and adds them up', () => {
    const run = runSpecrun(
      ['check', 'todomvc.md', 'expense-claims.md', 'undetermined-product.md'],
      { cwd: EXAMPLES },
    );
    expect(run.code).toBe(0);
    expect(run.lines.filter((line) => line.endsWith(': gap report'))).toEqual([
      'todomvc.md (TodoMVC): gap report',
      'expense-claims.md (Expense claims): gap report',
      'undetermined-product.md (web product of undetermined purpose): gap report',
    ]);
    expect(run.lines.at(-1)).toBe(
      '3 files checked: 0 errors, 0 warnings, 0 infos; points: 18 shown, 0 partly, 9 not shown',
    );
  });
});

describe('specrun check on broken and unreadable files', () => {
  it('prints errors as a compiler does, sorted by position, with hints, and exits 1', () => {
    const dir = makeTempDir();
    writeFileSync(join(dir, 'broken.md'), BROKEN);
    const run = runSpecrun(['check', 'broken.md'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.lines.slice(0, 5)).toEqual([
      'broken.md:12:22  error    unknown-entity  The screen /payments shows Payment, which is not an entity.',
      'broken.md:27:31  error    unknown-error-code  The rule uses the error code AMOUNT_NOT_POSITIVE, which is not in the catalogue.',
      '    hint: add AMOUNT_NOT_POSITIVE to the error catalogue with its message',
      '',
      'broken.md (Broken claims): gap report',
    ]);
    expect(run.lines.slice(5, 14)).toEqual([
      '  1  What the product does and for whom  partly     the audience: no table of who uses the product and what they do with it',
      '  2  Screens and routes                  shown',
      '  3  Entities and their fields           partly     entity Payment (shown by screen /payments) is not defined',
      '  4  States and transitions              not shown  there is no section 4',
      '  5  Validation rules                    shown',
      '  6  Roles and permissions               not shown  there is no section 6',
      '  7  The calls it makes                  not shown  there is no section 7',
      '  8  The error catalogue                 not shown  there is no section 8; error AMOUNT_NOT_POSITIVE (used by a rule of Claim) is not in the catalogue',
      '  9  Business constants and limits       not shown  there is no section 9',
    ]);
    expect(run.lines.at(-1)).toBe(
      '1 file checked: 2 errors, 0 warnings, 0 infos; points: 2 shown, 2 partly, 5 not shown',
    );
  });

  it('reports a missing file and a directory on standard error, checks the others, and exits 2', () => {
    const dir = makeTempDir();
    mkdirSync(join(dir, 'specs'));
    const run = runSpecrun(['check', 'missing.md', join(EXAMPLES, 'expense-claims.md'), 'specs'], {
      cwd: dir,
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'missing.md: cannot read: no such file\nspecs: cannot read: it is a directory\n',
    );
    expect(run.lines.filter((line) => line.endsWith('shown'))).toHaveLength(9);
    expect(run.lines.at(-1)).toBe(
      '1 file checked: 0 errors, 0 warnings, 0 infos; points: 9 shown, 0 partly, 0 not shown; 2 files could not be read',
    );
  });

  it('exits 2 for a file whose reading fails, even when another file has errors', () => {
    const dir = makeTempDir();
    writeFileSync(join(dir, 'broken.md'), BROKEN);
    const run = runSpecrun(['check', 'broken.md', '/proc/self/mem'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('/proc/self/mem: cannot read: input/output error\n');
  });

  it('reads a binary file and an empty file as text, with diagnostics rather than a crash', () => {
    const dir = makeTempDir();
    writeFileSync(
      join(dir, 'archive.md'),
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0xff, 0xfe, 0x0a, 0x80]),
    );
    writeFileSync(join(dir, 'empty.md'), '');
    const run = runSpecrun(['check', 'archive.md', 'empty.md'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    expect(run.lines.filter((line) => /^\S+:\d+:\d+ {2}/.test(line))).toEqual([
      'archive.md:1:1  error    missing-title  The spec has no title.',
      'archive.md:1:5  error    binary-input  The text contains NUL characters; it does not look like a Markdown file.',
      'archive.md:1:7  warning  invalid-encoding  The bytes here are not valid UTF-8; they, and any others further on, are read as U+FFFD (\uFFFD).',
      'empty.md:1:1  error    missing-title  The spec has no title.',
    ]);
    expect(
      run.lines.filter((line) => line.includes('not shown  there is no section')),
    ).toHaveLength(18);
  });

  it('reports the first bytes that are not UTF-8 at their line and column, and reads the rest', () => {
    const dir = makeTempDir();
    // "café" saved in Windows-1252: its é is one byte, E9, that UTF-8 cannot read.
    const latin1 = readFileSync(join(EXAMPLES, 'expense-claims.md'), 'utf8').replace(
      'A client-side web product',
      'A café-side web product',
    );
    writeFileSync(join(dir, 'latin1.md'), Buffer.from(latin1, 'latin1'));
    const run = runSpecrun(['check', 'latin1.md'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.lines.slice(0, 2)).toEqual([
      'latin1.md:3:6  warning  invalid-encoding  The bytes here are not valid UTF-8; they, and any others further on, are read as U+FFFD (\uFFFD).',
      '    hint: Save the file as UTF-8: it may be in another encoding, such as Windows-1252.',
    ]);
    expect(run.lines.at(-1)).toBe(
      '1 file checked: 0 errors, 1 warning, 0 infos; points: 9 shown, 0 partly, 0 not shown',
    );
  });
});

describe('specrun check on UTF-16 specs', () => {
  it('checks a spec saved as UTF-16 exactly as in UTF-8, by its byte-order mark or without', () => {
    const dir = makeTempDir();
    const claims = readFileSync(join(EXAMPLES, 'expense-claims.md'), 'utf8');
    const broken = `${BROKEN}\nAn é, a € and a 😀.\n`;
    const variants = ['le', 'be', 'le-no-bom'];
    for (const [name, spec] of [
      ['claims', claims],
      ['broken', broken],
    ] as const) {
      writeFileSync(join(dir, `${name}.md`), spec);
      // Windows Notepad's "Unicode" is UTF-16LE with a byte-order mark; "Unicode big endian", BE.
      writeFileSync(join(dir, `${name}-le.md`), Buffer.from(`\uFEFF${spec}`, 'utf16le'));
      writeFileSync(join(dir, `${name}-be.md`), Buffer.from(`\uFEFF${spec}`, 'utf16le').swap16());
      writeFileSync(join(dir, `${name}-le-no-bom.md`), Buffer.from(spec, 'utf16le'));
    }
    const files = ['claims', 'broken'].flatMap((name) => [
      `${name}.md`,
      ...variants.map((variant) => `${name}-${variant}.md`),
    ]);
    const json = runSpecrun(['check', '--format', 'json', ...files], { cwd: dir });
    expect(json.code).toBe(1);
    const reports = (JSON.parse(json.stdout) as { files: { file: string }[] }).files;
    const reportOf = (file: string) => reports.find((report) => report.file === file);
    const text = runSpecrun(['check', ...files], { cwd: dir });
    const linesOf = (file: string) => text.lines.filter((line) => line.startsWith(file));
    for (const name of ['claims', 'broken'])
      for (const variant of variants) {
        const file = `${name}-${variant}.md`;
        expect(reportOf(file)).toEqual({ ...reportOf(`${name}.md`), file });
        expect(linesOf(`${file}:`)).toEqual(
          linesOf(`${name}.md:`).map((line) => line.replace(`${name}.md`, file)),
        );
      }
    expect(linesOf('broken.md:')).toHaveLength(2);
  });
});

describe('specrun check on YAML specs', () => {
  it('reads YAML by the extension, and by the content for another extension', () => {
    const dir = makeTempDir();
    writeFileSync(join(dir, 'notes.yaml'), NOTES_YAML);
    writeFileSync(join(dir, 'notes.spec'), NOTES_YAML);
    const run = runSpecrun(['check', '--format', 'json', 'notes.yaml', 'notes.spec'], { cwd: dir });
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as {
      files: { format: string; name: string; gaps: { status: string }[] }[];
    };
    for (const file of report.files) {
      expect(file).toMatchObject({ format: 'yaml', name: 'Notes' });
      expect(file.gaps.map((g) => g.status)).toEqual([
        'shown',
        'shown',
        'shown',
        'not shown',
        'not shown',
        'not shown',
        'not shown',
        'not shown',
        'not shown',
      ]);
    }
  });

  // Regression: a name in a table row or a YAML item was reported at the row's start (column 1,
  // or the item's first key), not at the name.
  it('points at the misspelt name in a Markdown row and in a YAML item', () => {
    const dir = makeTempDir();
    writeFileSync(join(dir, 'notes.yaml'), NOTES_YAML.replace('shows: Note', 'shows: Ntoe'));
    writeFileSync(
      join(dir, 'broken.md'),
      BROKEN.replace('| list | Payment |', '| list | Paymnet |'),
    );
    const run = runSpecrun(['check', 'notes.yaml', 'broken.md'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.lines).toContain(
      'notes.yaml:11:14  error    unknown-entity  The screen /notes shows Ntoe, which is not an entity.',
    );
    expect(run.lines).toContain(
      'broken.md:12:22  error    unknown-entity  The screen /payments shows Paymnet, which is not an entity.',
    );
  });

  // Regression: a name after "\|\|" in a Markdown cell was one column early per "\|", and one on
  // the second line of a folded YAML rule was put on the first line, past its end.
  it('points at a misspelt name in an expression as it is written', () => {
    const dir = makeTempDir();
    writeFileSync(
      join(dir, 'broken.md'),
      BROKEN.replace('| amount > 0 |', '| amount > 0 \\|\\| amuont > 1 |'),
    );
    writeFileSync(
      join(dir, 'notes.yaml'),
      `${NOTES_YAML}validation:\n  rules:\n    - entity: Note\n      rule: >-\n        title != "" &&\n        titel != "x"\n      on: save\n      error: BAD\n`,
    );
    const run = runSpecrun(['check', 'broken.md', 'notes.yaml'], { cwd: dir });
    expect(run.lines.filter((line) => line.includes('unknown-name'))).toEqual([
      'broken.md:27:27  error    unknown-name  "amuont" is not a field of Claim, a constant, an entity or a built-in name.',
      'notes.yaml:26:9  error    unknown-name  "titel" is not a field of Note, a constant, an entity or a built-in name.',
    ]);
  });

  it('reports a YAML syntax error once, in its own words, with nothing it confuses', () => {
    const dir = makeTempDir();
    writeFileSync(
      join(dir, 'notes.yaml'),
      NOTES_YAML.replace('specification: Notes', 'specification: [Notes'),
    );
    const run = runSpecrun(['check', 'notes.yaml'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.lines.filter((line) => /^notes\.yaml:\d/.test(line))).toEqual([
      'notes.yaml:1:16  error    yaml-syntax  This is not valid YAML: the list opened with "[" here is not closed with "]" (parser: "Flow sequence in block collection must be sufficiently indented and end with a ]").',
    ]);
  });

  it('reads a .md file as Markdown even when it holds YAML', () => {
    const dir = makeTempDir();
    writeFileSync(join(dir, 'notes.md'), NOTES_YAML);
    const run = runSpecrun(['check', 'notes.md'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.lines[0]).toMatch(/^notes\.md:1:1 {2}error {4}missing-title {2}/);
  });
});

describe('specrun check --format json', () => {
  it('prints one document with files, diagnostics, gaps and totals, and nothing on standard error', () => {
    const dir = makeTempDir();
    writeFileSync(join(dir, 'broken.md'), BROKEN);
    const run = runSpecrun(['check', '--format=json', 'broken.md', 'missing.yaml'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout) as {
      version: number;
      files: Record<string, unknown>[];
      totals: Record<string, number>;
    };
    expect(report.version).toBe(1);
    expect(report.files[1]).toEqual({
      file: 'missing.yaml',
      readable: false,
      error: 'no such file',
    });
    expect(report.files[0]).toMatchObject({
      file: 'broken.md',
      readable: true,
      format: 'markdown',
      name: 'Broken claims',
    });
    const diagnostics = report.files[0]?.['diagnostics'] as {
      code: string;
      at: unknown;
      path: unknown;
    }[];
    expect(diagnostics.map((d) => [d.code, d.at])).toEqual([
      ['unknown-entity', { line: 12, column: 22 }],
      ['unknown-error-code', { line: 27, column: 31 }],
    ]);
    expect(Array.isArray(diagnostics[0]?.path)).toBe(true);
    const gaps = report.files[0]?.['gaps'] as {
      point: number;
      key: string;
      status: string;
      missing: string[];
    }[];
    expect(gaps[3]).toMatchObject({
      point: 4,
      key: 'states',
      status: 'not shown',
      missing: ['there is no section 4'],
    });
    expect(report.totals).toEqual({
      files: 2,
      unreadable: 1,
      errors: 2,
      warnings: 0,
      infos: 0,
      shown: 2,
      partly: 2,
      notShown: 5,
    });
  });
});

describe('specrun check into a pipe its reader closes early', () => {
  it('stops quietly with the status of the check', async () => {
    const { spawn } = await import('node:child_process');
    const dir = makeTempDir();
    // A report long enough to outlast the pipe's buffer once the reader has gone.
    const rows = Array.from({ length: 3000 }, (_, i) => `| Thing | amout${i} > 0 | save | BAD |`);
    const spec = `# Specification: Long\n\n## 5. Validation rules\n\n| entity | rule | on | error |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n`;
    writeFileSync(join(dir, 'long.md'), spec);
    const child = spawn(
      process.execPath,
      [join(PACKAGE_DIR, 'dist', 'specrun.js'), 'check', 'long.md'],
      {
        cwd: dir,
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Read the first chunk, then close the pipe, as `head -1` does.
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(1);
  });
});
