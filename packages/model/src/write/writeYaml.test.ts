import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptySpec } from '../model/emptySpec.ts';
import type { Spec } from '../model/Spec.ts';
import { readYaml } from '../read/readYaml.ts';
import { stripPositions } from '../model/stripPositions.ts';
import { arbitrarySpec } from '../testing/arbitrarySpec.ts';
import { writeYaml } from './writeYaml.ts';

describe('writeYaml', () => {
  it('reads back every valid spec as the same model, without errors', () => {
    fc.assert(
      fc.property(arbitrarySpec(), (spec) => {
        const { spec: read, diagnostics } = readYaml(writeYaml(spec));
        expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        expect(stripPositions(read)).toEqual(stripPositions(spec));
      }),
      { numRuns: 300 },
    );
  });

  it('reads every expression of a written spec at the place its text starts', () => {
    fc.assert(
      fc.property(arbitrarySpec(), (spec) => {
        const text = writeYaml(spec);
        const lines = text.split('\n');
        const read = readYaml(text).spec;
        const expressions = [
          ...read.rules.map((r) => r.expression),
          ...read.permissions.flatMap((p) => (p.when ? [p.when] : [])),
          ...read.lifecycles.flatMap((l) => l.transitions.flatMap((t) => (t.when ? [t.when] : []))),
          ...read.screens.flatMap((s) => (s.target?.where ? [s.target.where] : [])),
        ];
        for (const { source, at } of expressions) {
          const rest = (lines[(at?.line ?? 0) - 1] ?? '').slice((at?.column ?? 0) - 1);
          // A double-quoted scalar escapes a leading quote: the text then starts with its backslash.
          expect(rest.startsWith(source) || rest.startsWith(`\\${source.charAt(0)}`)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('writes natural YAML: booleans, numbers, lists, and a name alone for a list of one', () => {
    const spec: Spec = emptySpec('Claims');
    spec.sections = spec.sections.map((s) => ({
      ...s,
      present: s.point === 3 || s.point === 7 || s.point === 9,
    }));
    spec.entities.push({
      name: 'Claim',
      text: '',
      fields: [
        {
          name: 'active',
          type: { kind: 'boolean' },
          required: true,
          unique: false,
          default: true,
          notes: 'default true',
        },
      ],
    });
    spec.calls.push({
      name: 'delete claim',
      method: 'DELETE',
      path: '/api/claims/:id',
      answers: [
        { status: 204, body: { kind: 'none' } },
        { status: 403, body: { kind: 'error', code: 'NOT_ALLOWED' } },
      ],
    });
    spec.constants.push(
      { name: 'MAX', value: 5000, meaning: 'most' },
      { name: 'CODE', value: '5000', meaning: 'text' },
    );
    spec.permissions.push({ roles: ['admin'], actions: ['read', 'pay'], entities: ['Claim'] });
    spec.sections[5] = { point: 6, present: true, text: '' };
    const text = writeYaml(spec);
    expect(text).toContain('          required: true\n');
    expect(text).toContain('        - 204\n        - 403 NOT_ALLOWED\n');
    expect(text).toContain('      value: 5000\n');
    expect(text).toContain('      value: "5000"\n');
    expect(text).toContain('    - role: admin\n      may: [read, pay]\n      on: Claim\n');
    expect(text).not.toMatch(/^(product|screens|states|validation|errors):/m);
    expect(text).toMatch(/\n\nentities:\n/);
  });

  it('writes prose as a literal block, and a section of prose alone as a string', () => {
    const spec: Spec = emptySpec('Claims');
    spec.intro = 'First paragraph.\n\nSecond paragraph.';
    spec.sections[1] = { point: 2, present: true, text: 'Screens: not shown.' };
    const text = writeYaml(spec);
    expect(text).toContain('intro: |-\n  First paragraph.\n\n  Second paragraph.\n');
    expect(text).toContain('screens: "Screens: not shown."\n');
  });
});
