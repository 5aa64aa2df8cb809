import { checkSpec, readSpec } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { BASE_SIZE, generateSpec, scaleSize } from '../../../bench/generateSpec.ts';

// The benchmark's generator lives in bench/; it is tested here so that `npm test` runs it.
describe('generateSpec', () => {
  const text = generateSpec(BASE_SIZE);
  const { spec, diagnostics } = readSpec(text, { format: 'markdown' });

  it('writes exactly the requested numbers of entities, fields, transitions, rules and calls', () => {
    expect(spec.entities).toHaveLength(200);
    expect(spec.entities.reduce((n, e) => n + e.fields.length, 0)).toBe(2000);
    expect(spec.lifecycles.reduce((n, l) => n + l.transitions.length, 0)).toBe(400);
    expect(spec.rules).toHaveLength(1000);
    expect(spec.calls).toHaveLength(300);
  });

  it('writes a spec that reads and checks without errors or warnings', () => {
    const all = [...diagnostics, ...checkSpec(spec)].filter((d) => d.severity !== 'info');
    expect(all.map((d) => `${d.at.line}:${d.at.column} ${d.code} ${d.message}`)).toEqual([]);
  });

  it('gives every entity with a state field a lifecycle, and refers between entities', () => {
    const withState = spec.entities.filter((e) => e.fields.some((f) => f.type.kind === 'state'));
    expect(withState.map((e) => e.name)).toEqual(spec.lifecycles.map((l) => l.entity));
    expect(
      spec.entities.some((e) =>
        e.fields.some((f) => f.type.kind === 'ref' && f.type.entity !== 'User'),
      ),
    ).toBe(true);
  });

  it('writes the same text for the same size, and a larger one for a larger size', () => {
    expect(generateSpec(BASE_SIZE)).toBe(text);
    const small = scaleSize({ entities: 2, fields: 10, transitions: 2, rules: 4, calls: 3 }, 1);
    const read = readSpec(generateSpec(small), { format: 'markdown' });
    expect(read.spec.entities).toHaveLength(2);
    expect(read.spec.calls).toHaveLength(3);
    expect(generateSpec(scaleSize(small, 3)).length).toBeGreaterThan(
      generateSpec(small).length * 2,
    );
  });

  it('refuses a size it cannot write', () => {
    expect(() =>
      generateSpec({ entities: 10, fields: 5, transitions: 0, rules: 0, calls: 0 }),
    ).toThrow(/fields/);
  });

  it('fills the calls past whole entities with lists under an older version, all bound', () => {
    const text = generateSpec({ entities: 1, fields: 3, transitions: 0, rules: 0, calls: 7 });
    const { spec } = readSpec(text, { format: 'markdown' });
    expect(spec.calls.map((c) => `${c.name} ${c.path}`)).toEqual([
      'list claims /api/claims?name&limit=20&offset',
      'read claim /api/claims/:id',
      'create claim /api/claims',
      'update claim /api/claims/:id',
      'delete claim /api/claims/:id',
      'list claims v2 /api/v2/claims',
      'list claims v3 /api/v3/claims',
    ]);
    const aboutCalls = checkSpec(spec).filter(
      (d) => d.path[0] === 'calls' || d.code.includes('call'),
    );
    expect(aboutCalls).toEqual([]);
  });
});
