import { describe, expect, it } from 'vitest';
import { planRule, type RuleNames } from './planRule.ts';

const names: RuleNames = {
  fields: new Set(['id', 'title', 'amount', 'owner', 'status', 'receipt']),
  constants: new Set(['MAX_OPEN_CLAIMS', 'OPEN']),
  entities: new Set(['Claim', 'Category', 'User']),
};

function plan(source: string) {
  const planned = planRule(source, names);
  if (!planned.ok) throw new Error(planned.problem);
  return planned.plan;
}

describe('planRule', () => {
  it('rewrites a count over an entity into an indexed variable, keyed by its equalities', () => {
    const p = plan(
      'size(Claim.filter(c, c.owner == user.id && c.status in ["draft", "submitted"])) < MAX_OPEN_CLAIMS',
    );
    expect(p.source).toBe('__specrun_count0 < MAX_OPEN_CLAIMS');
    expect(p.counts).toEqual([
      {
        variable: '__specrun_count0',
        entity: 'Claim',
        element: 'c',
        keys: [{ field: 'owner', source: 'user.id' }],
        local: '(c.status in ["draft", "submitted"])',
        result: 'size',
      },
    ]);
    expect(p.lists).toEqual([]);
    expect(p.cost(() => 100_000)).toBeLessThan(10);
  });

  it('rewrites unique(), exists and size(E), and records the fields read', () => {
    const p = plan(
      'unique(title) && !Category.exists(k, k.name == record.title) && size(Claim) < 5',
    );
    expect(p.source).toBe('__specrun_unique0 && !__specrun_count1 && __specrun_count2 < 5');
    expect(p.uniques).toEqual([{ variable: '__specrun_unique0', field: 'title' }]);
    expect(p.counts.map((c) => [c.entity, c.result, c.keys])).toEqual([
      ['Category', 'exists', [{ field: 'name', source: 'record.title' }]],
      ['Claim', 'size', []],
    ]);
    expect(p.reads).toEqual(['title']);
  });

  it('keeps what no index answers as a list, and estimates its cost by the records', () => {
    const p = plan('Claim.all(a, Claim.exists(b, b.amount > a.amount))');
    expect(p.source).toBe('Claim.all(a, Claim.exists(b, b.amount > a.amount))');
    expect(p.lists).toEqual(['Claim']);
    expect(p.cost(() => 1000)).toBeGreaterThan(1_000_000);
    const field = plan('Claim.filter(c, c.amount > amount).size() == 0');
    expect(field.counts).toEqual([]);
    expect(field.lists).toEqual(['Claim']);
    expect(field.reads).toEqual(['amount']);
  });

  it('does not take a field, or a macro variable, for an entity of the same name', () => {
    const shadow = planRule('size(Claim) > 0', { ...names, fields: new Set(['Claim']) });
    expect(shadow.ok && shadow.plan.counts).toEqual([]);
    const local = plan('[1].all(Claim, size(Claim) > 0)');
    expect(local.counts).toEqual([]);
  });

  it('reports an expression that does not parse', () => {
    expect(planRule('amount >* 0', names).ok).toBe(false);
  });
});
