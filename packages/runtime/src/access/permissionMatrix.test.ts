import { describe, expect, it } from 'vitest';
import { readMarkdown } from '@specrun/model';
import { referenceSpec } from '../lifecycle/referenceSpec.testing.ts';
import { backendDuties } from './backendDuties.ts';
import { permissionMatrix } from './permissionMatrix.ts';

const spec = referenceSpec();
const docs = import.meta.glob<string>('../../../../docs/access.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('permissionMatrix', () => {
  const matrix = permissionMatrix(spec);

  it('has the roles, and per entity its record and lifecycle actions', () => {
    expect(matrix.roles).toEqual(['employee', 'approver', 'finance', 'admin']);
    expect(matrix.entities).toEqual([
      {
        entity: 'Claim',
        actions: [
          'read',
          'create',
          'update',
          'delete',
          'submit',
          'approve',
          'reject',
          'revise',
          'pay',
        ],
      },
      { entity: 'Category', actions: ['read', 'create', 'update', 'delete'] },
    ]);
  });

  it('gives each cell its condition, and for actions what point 4 says of the role', () => {
    const employee = matrix.cells.employee?.Claim;
    expect(employee?.read).toEqual({
      allowed: 'when',
      conditions: ['record.owner == user.id'],
      rows: [0],
    });
    expect(employee?.create).toEqual({ allowed: 'always', conditions: [], rows: [1] });
    expect(employee?.delete).toEqual({
      allowed: 'when',
      conditions: ['record.owner == user.id && record.status == "draft"'],
      rows: [2],
    });
    expect(employee?.submit).toEqual({
      allowed: 'always',
      conditions: [],
      rows: [3],
      transition: { roles: true, guards: ['record.owner == user.id'] },
    });
    expect(employee?.approve).toEqual({
      allowed: 'never',
      conditions: [],
      rows: [],
      transition: { roles: false, guards: [] },
    });
    expect(matrix.cells.admin?.Claim?.approve).toEqual({
      allowed: 'always',
      conditions: [],
      rows: [7],
      transition: { roles: false, guards: [] },
    });
    expect(matrix.cells.finance?.Category?.read).toEqual({
      allowed: 'always',
      conditions: [],
      rows: [6],
    });
    expect(matrix.cells.finance?.Category?.create?.allowed).toBe('never');
  });

  it('grants everything when point 6 has no permission table', () => {
    const bare = readMarkdown(
      '# Specification: X\n\n## 3. Entities\n\n### A\n\n| field | type |\n| --- | --- |\n| name | text |\n',
    ).spec;
    const open = permissionMatrix(bare);
    expect(open.roles).toEqual(['all']);
    expect(open.cells.all?.A?.delete).toEqual({ allowed: 'always', conditions: [], rows: [] });
  });
});

describe('backendDuties', () => {
  const duties = backendDuties(spec);
  const of = (call: string) => duties.find((d) => d.call === call);

  it('gives every call of point 7 its entity and operation', () => {
    expect(
      duties.map(
        (d) => `${d.call}: ${d.operation} ${d.entity ?? '?'}${d.action ? ` ${d.action}` : ''}`,
      ),
    ).toEqual([
      'list claims: list Claim',
      'read claim: read Claim',
      'create claim: create Claim',
      'update claim: update Claim',
      'delete claim: delete Claim',
      'submit claim: action Claim submit',
      'approve claim: action Claim approve',
      'reject claim: action Claim reject',
      'revise claim: action Claim revise',
      'pay claim: action Claim pay',
      'list categories: list Category',
      'read category: read Category',
      'create category: create Category',
      'update category: update Category',
      'delete category: delete Category',
    ]);
  });

  it('says what a real backend must enforce for each, from the spec', () => {
    expect(of('list claims')?.duties).toEqual([
      'Answer only the Claim records the caller may read: employee when record.owner == user.id; approver; finance; admin.',
    ]);
    expect(of('update claim')?.duties).toEqual([
      'Refuse with NOT_ALLOWED unless the caller may update it, as it is and as it would be: employee when record.owner == user.id && record.status == "draft"; admin.',
      'Refuse with STATE_BY_ACTION a change of status: only actions change it.',
      'Refuse with CONFLICT a change made to an older version than the stored one.',
      'Check the rules of point 5 on save: TITLE_LENGTH, AMOUNT_NOT_POSITIVE, CLAIM_LIMIT_EXCEEDED, RECEIPT_REQUIRED, DATE_IN_FUTURE.',
    ]);
    expect(of('create claim')?.duties).toContain('Store status as "draft", whatever is sent.');
    expect(of('approve claim')?.duties).toEqual([
      'Take approve only from submitted (else WRONG_STATE), to approved, for approver and only when record.owner != user.id.',
      'Refuse with NOT_ALLOWED unless point 6 permits approve: approver; admin.',
      'Record who took the action and when.',
    ]);
    expect(of('pay claim')?.duties[0]).toBe(
      'Take pay only from approved (else WRONG_STATE), to paid, for finance.',
    );
    expect(of('create category')?.duties).toEqual([
      'Refuse with NOT_ALLOWED unless the caller may create it: admin.',
      'Check the rules of point 5 on create: NAME_TAKEN.',
    ]);
    expect(of('delete category')?.duties).toEqual([
      'Refuse with NOT_ALLOWED unless the caller may delete it: admin.',
    ]);
  });

  it('is the list docs/access.md shows for the reference spec', () => {
    const text = Object.values(docs)[0] ?? '';
    const lines: string[] = [];
    for (const duty of duties) {
      lines.push(`- **${duty.call}** (\`${duty.method} ${duty.path}\`):`);
      for (const line of duty.duties) lines.push(`  - ${line}`);
    }
    expect(text.slice(text.indexOf('- **list claims**')).trim()).toBe(lines.join('\n'));
  });
});
