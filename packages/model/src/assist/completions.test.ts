import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSpec } from '../read/withYamlPackage.ts';
import { writeYaml } from '../write/writeYaml.ts';
import { completionsAt } from './completions.ts';

const examples = import.meta.glob<string>('../../../../examples/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const claims = Object.entries(examples).find(([p]) => p.endsWith('/expense-claims.md'))?.[1] ?? '';
const spec = readSpec(claims).spec;
const yaml = writeYaml(spec);

/** The labels offered right after `marker` (the cursor at the marker's end) in `text`. */
function labelsAfter(
  text: string,
  marker: string,
  format: 'markdown' | 'yaml' = 'markdown',
): string[] {
  const at = text.indexOf(marker);
  expect(at, marker).toBeGreaterThanOrEqual(0);
  return (
    completionsAt(text, format, at + marker.length, spec)?.candidates.map((c) => c.label) ?? []
  );
}

describe('completionsAt in Markdown tables', () => {
  it('offers entities after ref in a type cell', () => {
    const text = claims.replace('| category | ref Category |', '| category | ref Ca |');
    const result = completionsAt(text, 'markdown', text.indexOf('ref Ca') + 6, spec);
    expect(result?.candidates.map((c) => c.label)).toEqual(['Claim', 'Category', 'User']);
    expect(text.slice(result?.from, result?.to)).toBe('Ca');
  });

  it('offers field types with the range of the whole cell', () => {
    const text = claims.replace('| amount | money EUR |', '| amount | mon |');
    const result = completionsAt(text, 'markdown', text.indexOf('| mon |') + 5, spec);
    expect(result?.candidates.map((c) => c.label)).toEqual(
      expect.arrayContaining(['money EUR', 'list of ', 'enum: ', 'ref Claim', 'state']),
    );
    expect(text.slice(result?.from, result?.to)).toBe('mon');
  });

  it('offers fields, constants and built-ins in a rule, and fields after record.', () => {
    const labels = labelsAfter(claims, '| Claim | amount');
    expect(labels).toEqual(
      expect.arrayContaining(['amount', 'title', 'MAX_CLAIM_AMOUNT', 'user', 'record', 'size']),
    );
    expect(labelsAfter(claims, 'has(record.')).toEqual(
      expect.arrayContaining(['receipt', 'status']),
    );
    expect(labelsAfter(claims, 'record.owner == user.')).toEqual(['id', 'name', 'roles']);
    expect(labelsAfter(claims, 'size(Claim.')).toContain('filter');
  });

  it('offers the states, actions and roles of a lifecycle', () => {
    expect(labelsAfter(claims, '| submitted | approve | approved')).toEqual(
      expect.arrayContaining(['draft', 'submitted', 'approved', 'rejected', 'paid']),
    );
    expect(labelsAfter(claims, '| draft | submit')).toEqual(
      expect.arrayContaining(['submit', 'approve', 'pay']),
    );
    expect(labelsAfter(claims, '| submit | submitted | employee')).toEqual(
      expect.arrayContaining(['employee', 'approver', 'finance', 'admin', 'all']),
    );
  });

  it('offers catalogue codes in an error cell, kinds in a screen cell, and constants in placeholders', () => {
    expect(labelsAfter(claims, '| save | TITLE_LENGTH')).toEqual(
      expect.arrayContaining(['NOT_FOUND', 'TITLE_LENGTH']),
    );
    expect(labelsAfter(claims, '| /claims | list')).toEqual([
      'home',
      'list',
      'detail',
      'form',
      'board',
      'dashboard',
      'page',
    ]);
    expect(labelsAfter(claims, 'to {TITLE')).toEqual(
      expect.arrayContaining(['TITLE_MAX', 'MAX_OPEN_CLAIMS']),
    );
    expect(
      labelsAfter(claims, '| Claim where status == "submitted" | approver').length,
    ).toBeGreaterThan(0);
    expect(labelsAfter(claims, '| Claim where status')).toContain('status');
  });

  it('offers no names inside a string of an expression', () => {
    expect(labelsAfter(claims, 'status == "sub')).toEqual([]);
  });
});

describe('completionsAt for sections', () => {
  it('offers the nine headings, with a template for a missing point', () => {
    const text = claims.replace(/## 5\.[^]*?(?=## 6\.)/, '## \n\n');
    const partial = readSpec(text).spec;
    const result = completionsAt(text, 'markdown', text.indexOf('## \n') + 3, partial);
    expect(result?.candidates).toHaveLength(9);
    const five = result?.candidates[4];
    expect(five?.label).toBe('## 5. Validation rules');
    expect(five?.insert).toBe(
      '## 5. Validation rules\n\n| entity | rule | on | error |\n| --- | --- | --- | --- |',
    );
    expect(result?.candidates[0]?.insert).toBeUndefined();
  });

  it('offers the missing points as keys in YAML', () => {
    const without = yaml.replace(/^validation:[^]*?(?=^roles:)/m, '');
    const text = without.replace(/^roles:/m, 'va\nroles:');
    const result = completionsAt(
      text,
      'yaml',
      text.indexOf('\nva\n') + 3,
      readSpec(without, { format: 'yaml' }).spec,
    );
    expect(result?.candidates.map((c) => c.label)).toEqual(['validation:']);
  });
});

describe('completionsAt in the YAML form', () => {
  it('knows the row and the list it is in', () => {
    expect(labelsAfter(yaml, 'type: ref Cat', 'yaml')).toEqual(['Claim', 'Category', 'User']);
    expect(labelsAfter(yaml, 'rule: amount > 0', 'yaml')).toEqual([]);
    expect(labelsAfter(yaml, 'rule: amount', 'yaml')).toEqual(
      expect.arrayContaining(['amount', 'receipt', 'TITLE_MAX']),
    );
    expect(labelsAfter(yaml, 'error: AMOUNT', 'yaml')).toContain('AMOUNT_NOT_POSITIVE');
    expect(
      labelsAfter(yaml, 'when: record.owner == user.id\n        - from: submitted', 'yaml'),
    ).toContain('draft');
    expect(labelsAfter(yaml, '          when: record.', 'yaml')).toEqual(
      expect.arrayContaining(['owner', 'status']),
    );
    expect(labelsAfter(yaml, 'screen: list', 'yaml')).toContain('dashboard');
  });
});

describe('completionsAt on bad input', () => {
  it('never throws on random text and offsets (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.integer({ min: -10, max: 400 }),
        fc.boolean(),
        (text, offset, yamlForm) => {
          const result = completionsAt(text, yamlForm ? 'yaml' : 'markdown', offset, undefined);
          if (result) expect(result.from).toBeLessThanOrEqual(result.to);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never throws on mutated specs at any offset', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: claims.length }),
        fc.string({ maxLength: 5 }),
        (at, insert) => {
          const text = claims.slice(0, at) + insert + claims.slice(at);
          expect(() => completionsAt(text, 'markdown', at + insert.length, spec)).not.toThrow();
          expect(() => completionsAt(yaml, 'yaml', at, spec)).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives up quickly on a huge line and on binary text', () => {
    const huge = `| a | b |\n| --- | --- |\n| ${'x'.repeat(5_000_000)} |`;
    const started = Date.now();
    expect(completionsAt(huge, 'markdown', huge.length - 3, spec)).toBeUndefined();
    expect(
      completionsAt('\0\u0001\uFFFF|\0|\n|---|---|\n|\0|', 'markdown', 20, spec),
    ).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(500);
  });
});
