import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../model/Diagnostic.ts';
import type { SpecFormat } from '../read/readSpec.ts';
import { readAndCheckSpec, readSpec } from '../read/withYamlPackage.ts';
import { writeYaml } from '../write/writeYaml.ts';
import {
  addSectionFix,
  missingPoints,
  quickFixes,
  quickFixTitles,
  type QuickFix,
} from './quickFixes.ts';

const examples = import.meta.glob<string>('../../../../examples/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const exampleText = (name: string): string =>
  Object.entries(examples).find(([path]) => path.endsWith(`/${name}`))?.[1] ?? '';

function apply(text: string, fix: QuickFix): string {
  let out = text;
  for (const edit of [...fix.edits].sort((a, b) => b.from - a.from))
    out = out.slice(0, edit.from) + edit.insert + out.slice(edit.to);
  return out;
}

/** Reads and checks a text as the workbench does: diagnostics about a name in a row placed on it. */
function check(text: string, format: SpecFormat) {
  return readAndCheckSpec(text, { format });
}

function fixFirst(text: string, format: SpecFormat, code: string): { out: string; fix: QuickFix } {
  const { spec, diagnostics } = check(text, format);
  const diagnostic = diagnostics.find((d) => d.code === code) as Diagnostic;
  expect(diagnostic, `a ${code} diagnostic`).toBeDefined();
  const [fix] = quickFixes(text, format, diagnostic, spec);
  expect(fix).toBeDefined();
  return { out: apply(text, fix as QuickFix), fix: fix as QuickFix };
}

const claims = exampleText('expense-claims.md');
const seed = exampleText('undetermined-product.md');
const claimsYaml = writeYaml(readSpec(claims).spec);

describe('quickFixes for unknown-error-code', () => {
  const broken = claims.replace('| NOT_FOUND | 404 | This claim does not exist. |\n', '');

  for (const [format, text] of [
    ['markdown', broken],
    ['yaml', writeYaml(readSpec(broken).spec)],
  ] as const) {
    it(`adds the code to the catalogue with the call's status (${format})`, () => {
      const { out, fix } = fixFirst(text, format, 'unknown-error-code');
      expect(fix.title).toBe('Add NOT_FOUND to the error catalogue (point 8)');
      const after = check(out, format);
      expect(after.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(after.spec.errors.find((e) => e.code === 'NOT_FOUND')?.status).toBe(404);
    });
  }

  it('puts the cursor in the new message cell', () => {
    const { out, fix } = fixFirst(broken, 'markdown', 'unknown-error-code');
    const line = out.slice(out.lastIndexOf('\n', fix.selection?.anchor) + 1).split('\n')[0];
    expect(line).toMatch(/^\| NOT_FOUND +\| 404 +\| +\|$/);
  });

  it('creates the catalogue table and section when they are missing', () => {
    for (const format of ['markdown', 'yaml'] as const) {
      const base = format === 'yaml' ? writeYaml(readSpec(seed).spec) : seed;
      const text =
        format === 'yaml' ? base.replace(/^errors:.*\n/m, '') : base.replace(/## 8\.[^#]*/, '');
      const diagnostic: Diagnostic = {
        code: 'unknown-error-code',
        severity: 'error',
        message: 'The rule uses the error code TOO_BIG, which is not in the catalogue.',
        at: { line: 1, column: 1 },
        path: [],
      };
      const [fix] = quickFixes(text, format, diagnostic, readSpec(text, { format }).spec);
      const out = apply(text, fix as QuickFix);
      const read = readSpec(out, { format });
      expect(read.spec.errors.map((e) => e.code)).toEqual(['TOO_BIG']);
      expect(read.spec.sections[7]?.present).toBe(true);
      expect(read.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      // In order: before point 9.
      expect(out.indexOf(format === 'yaml' ? '\nerrors:' : '## 8.')).toBeLessThan(
        out.indexOf(format === 'yaml' ? '\nconstants:' : '## 9.'),
      );
    }
  });

  it('adds a table to a section of prose only (the seed)', () => {
    for (const format of ['markdown', 'yaml'] as const) {
      const text = format === 'yaml' ? writeYaml(readSpec(seed).spec) : seed;
      const diagnostic: Diagnostic = {
        code: 'unknown-error-code',
        severity: 'error',
        message: 'The call uses the error code GONE, which is not in the catalogue.',
        at: { line: 1, column: 1 },
        path: [],
      };
      const [fix] = quickFixes(text, format, diagnostic, readSpec(text, { format }).spec);
      const read = readSpec(apply(text, fix as QuickFix), { format });
      expect(read.spec.errors.map((e) => e.code)).toEqual(['GONE']);
      expect(read.spec.sections[7]?.text).toBe('Product errors: not shown.');
      expect(read.diagnostics).toEqual([]);
    }
  });
});

describe('quickFixes for missing constants', () => {
  it('adds a constant named in a rule (unknown-name)', () => {
    for (const format of ['markdown', 'yaml'] as const) {
      const text = (format === 'yaml' ? claimsYaml : claims).replace(
        'amount > 0',
        'amount > MIN_AMOUNT',
      );
      const { out, fix } = fixFirst(text, format, 'unknown-name');
      expect(fix.title).toBe('Add the constant MIN_AMOUNT (point 9)');
      const after = check(out, format);
      expect(after.diagnostics.filter((d) => d.code === 'unknown-name')).toEqual([]);
      expect(after.spec.constants.find((c) => c.name === 'MIN_AMOUNT')?.value).toBe(0);
      expect(out.slice(fix.selection?.anchor, fix.selection?.head)).toBe('0');
    }
  });

  // Regression: in a new constants table the caret sat before " 0" with nothing selected, so
  // typing a value gave "10 0".
  it('selects the placeholder value in a new table or section, so that typing replaces it', () => {
    const diagnostic: Diagnostic = {
      code: 'unknown-placeholder',
      severity: 'error',
      message:
        'The message of A has the placeholder {MAX_COPIES}, which is neither a constant nor a field.',
      at: { line: 1, column: 1 },
      path: [],
    };
    const withoutSection = seed.replace(/## 9\.[^]*$/, '');
    for (const text of [
      seed,
      withoutSection,
      `${seed}\n| name | value | meaning |\n| --- | --- | --- |\n`,
    ]) {
      const [fix] = quickFixes(text, 'markdown', diagnostic, readSpec(text).spec);
      const out = apply(text, fix as QuickFix);
      const { anchor, head } = fix?.selection ?? { anchor: 0, head: 0 };
      expect(out.slice(anchor, head)).toBe('0');
      const typed = out.slice(0, anchor) + '10' + out.slice(head);
      expect(typed).toMatch(/^\| MAX_COPIES +\| 10 +\| +\|$/m);
      expect(readSpec(typed).spec.constants.find((c) => c.name === 'MAX_COPIES')?.value).toBe(10);
    }
  });

  it('puts the cursor in the empty message cell of a new catalogue table', () => {
    const diagnostic: Diagnostic = {
      code: 'unknown-error-code',
      severity: 'error',
      message: 'The rule uses the error code TOO_BIG, which is not in the catalogue.',
      at: { line: 1, column: 1 },
      path: [],
    };
    const [fix] = quickFixes(seed, 'markdown', diagnostic, readSpec(seed).spec);
    const out = apply(seed, fix as QuickFix);
    const at = fix?.selection?.anchor ?? 0;
    expect(fix?.selection?.head).toBe(at);
    const typed = out.slice(0, at) + 'Too big.' + out.slice(at);
    expect(readSpec(typed).spec.errors.find((e) => e.code === 'TOO_BIG')?.message).toBe('Too big.');
    expect(typed).toMatch(/^\| TOO_BIG +\| +\| Too big\. +\|$/m);
  });

  it('offers no constant for a lower-case unknown name', () => {
    const text = claims.replace('amount > 0', 'amout > 0');
    const { spec, diagnostics } = check(text, 'markdown');
    const diagnostic = diagnostics.find((d) => d.code === 'unknown-name') as Diagnostic;
    const titles = quickFixes(text, 'markdown', diagnostic, spec).map((f) => f.title);
    expect(titles.some((t) => t.includes('constant'))).toBe(false);
    expect(quickFixTitles(diagnostic).some((t) => t.includes('constant'))).toBe(false);
  });

  it('adds the constant of an unknown placeholder', () => {
    const text = claims.replace('more than zero.', 'more than {MIN_AMOUNT}.');
    const { out } = fixFirst(text, 'markdown', 'unknown-placeholder');
    expect(
      check(out, 'markdown').diagnostics.filter((d) => d.code === 'unknown-placeholder'),
    ).toEqual([]);
  });
});

describe('addSectionFix', () => {
  it('adds each missing point of an empty spec in order, in both forms', () => {
    for (const format of ['markdown', 'yaml'] as const) {
      let text = format === 'yaml' ? 'specification: Empty\n' : '# Specification: Empty\n';
      for (const point of [5, 2, 9, 1, 3, 4, 8, 6, 7] as const) {
        const fix = addSectionFix(text, format, point);
        text = apply(text, fix as QuickFix);
      }
      const read = readSpec(text, { format });
      expect(read.spec.sections.every((s) => s.present)).toBe(true);
      expect(read.diagnostics).toEqual([]);
      expect(missingPoints(read.spec)).toEqual([]);
      expect(addSectionFix(text, format, 5)).toBeUndefined();
    }
  });

  it('selects the placeholder entity name of a new point 3 or 4 section', () => {
    const text = '# Specification: Empty\n';
    for (const point of [3, 4] as const) {
      const fix = addSectionFix(text, 'markdown', point) as QuickFix;
      const out = apply(text, fix);
      expect(out.slice(fix.selection?.anchor, fix.selection?.head)).toBe('Entity');
    }
    const yaml = addSectionFix('specification: Empty\n', 'yaml', 3) as QuickFix;
    expect(yaml.selection?.anchor).toBe(yaml.selection?.head);
  });

  it('names the point 4 lifecycle after an entity that lacks one', () => {
    const text = claims.replace(/## 4\.[^]*?(?=## 5\.)/, '');
    const fix = addSectionFix(text, 'markdown', 4, readSpec(text).spec) as QuickFix;
    expect(fix.edits[0]?.insert).toContain('### Claim');
  });
});

describe('quickFixes on bad input', () => {
  const diagnostic: Diagnostic = {
    code: 'unknown-error-code',
    severity: 'error',
    message: 'The rule uses the error code X_Y, which is not in the catalogue.',
    at: { line: 99, column: 99 },
    path: [],
  };

  it('never throws', () => {
    for (const text of [
      '',
      '\0\u0001binary\0',
      'x'.repeat(200_000),
      '## 8. Errors\n| code |\n|---|\n|',
      'errors: [a, {b',
    ]) {
      for (const format of ['markdown', 'yaml'] as const) {
        expect(() => quickFixes(text, format, diagnostic, undefined)).not.toThrow();
        expect(() => addSectionFix(text, format, 8)).not.toThrow();
      }
    }
    expect(
      quickFixes(
        '',
        'markdown',
        { ...diagnostic, message: undefined as unknown as string },
        undefined,
      ),
    ).toEqual([]);
  });
});

describe('quickFixes for a name the hint corrects', () => {
  it('replaces a misspelt field in a rule', () => {
    const text = claims.replace('| Claim | amount > 0 |', '| Claim | amout > 0 |');
    const { out, fix } = fixFirst(text, 'markdown', 'unknown-name');
    expect(fix.title).toBe('Change to amount');
    expect(out).toBe(claims);
    const { diagnostics } = check(text, 'markdown');
    expect(
      quickFixTitles(diagnostics.find((d) => d.code === 'unknown-name') as Diagnostic),
    ).toEqual(['Change to amount']);
  });

  // Regression: "Change to Loan" did nothing for a name in a table row, whose diagnostic pointed
  // at the row's first "|" rather than at the name.
  const typos: [string, string, string, string][] = [
    ["a screen's entity", '| /claims | list | Claim | all |', 'Claim', 'Claimm'],
    ["a field's ref", '| category | ref Category | yes | |', 'Category', 'Categroy'],
    ["a rule's entity", '| Claim | amount > 0 | save |', 'Claim', 'Clam'],
    ["a permission's on", '| employee | create | Claim | |', 'Claim', 'Claum'],
    ["a transition's role", '| approved | pay | paid | finance | |', 'finance', 'finanse'],
  ];
  for (const [what, row, name, typo] of typos) {
    for (const format of ['markdown', 'yaml'] as const) {
      it(`replaces a misspelt name in a table row: ${what} (${format})`, () => {
        const markdown = claims.replace(row, row.replace(name, typo));
        expect(markdown).not.toBe(claims);
        const text = format === 'markdown' ? markdown : writeYaml(readSpec(markdown).spec);
        const diagnostic = check(text, format).diagnostics.find((d) =>
          d.hint?.includes(`did you mean ${name}?`),
        ) as Diagnostic;
        expect(diagnostic, `a diagnostic proposing ${name}`).toBeDefined();
        const [fix] = quickFixes(text, format, diagnostic, check(text, format).spec);
        expect(fix?.title).toBe(`Change to ${name}`);
        const out = apply(text, fix as QuickFix);
        expect(out).toBe(format === 'markdown' ? claims : claimsYaml);
      });
    }
  }

  it('offers no rename where the diagnostic does not point at the name', () => {
    const diagnostic: Diagnostic = {
      code: 'unknown-error-code',
      severity: 'error',
      message: 'The rule uses the error code NOT_FUOND, which is not in the catalogue.',
      hint: 'did you mean NOT_FOUND?',
      at: { line: 1, column: 1 },
      path: [],
    };
    const titles = quickFixes(claims, 'markdown', diagnostic, readSpec(claims).spec).map(
      (f) => f.title,
    );
    expect(titles).toEqual(['Add NOT_FUOND to the error catalogue (point 8)']);
  });
});

describe('quickFixes in YAML of other shapes', () => {
  const diagnostic: Diagnostic = {
    code: 'unknown-placeholder',
    severity: 'error',
    message:
      'The message of A has the placeholder {LIMIT}, which is neither a constant nor a field.',
    at: { line: 1, column: 1 },
    path: [],
  };

  for (const [name, text] of [
    ['an empty flow list', 'specification: T\nconstants:\n  constants: []\n'],
    ['a compact list', 'specification: T\nconstants:\n  constants:\n  - name: A\n    value: 1\n'],
    ['an empty key', 'specification: T\nconstants:\n'],
    ['prose on several lines', 'specification: T\nconstants: not\n  shown\n'],
    ['a mapping with text only', 'specification: T\nconstants:\n  text: none yet\n'],
  ] as const) {
    it(`adds a row to ${name}`, () => {
      const [fix] = quickFixes(text, 'yaml', diagnostic, readSpec(text, { format: 'yaml' }).spec);
      const read = readSpec(apply(text, fix as QuickFix), { format: 'yaml' });
      expect(read.diagnostics).toEqual([]);
      expect(read.spec.constants.map((c) => c.name)).toContain('LIMIT');
    });
  }

  it('leaves a section in flow style alone', () => {
    const text = 'specification: T\nconstants: { constants: [] }\n';
    expect(quickFixes(text, 'yaml', diagnostic, undefined)).toEqual([]);
  });
});
