import { describe, expect, it } from 'vitest';
import type { Permission } from '../model/Spec.ts';
import { checkSpec } from './checkSpec.ts';
import { expenseClaimsModel } from './expenseClaimsModel.ts';

/** The diagnostics about one extra permission row (at line 70) added to the reference spec. */
function withPermission(permission: Partial<Permission>) {
  const spec = expenseClaimsModel();
  spec.permissions.push({
    roles: ['admin'],
    actions: ['read'],
    entities: ['Claim'],
    at: { line: 70, column: 1 },
    ...permission,
  });
  return checkSpec(spec).filter((d) => d.path[0] === 'permissions');
}

describe('checkPermissions', () => {
  it('accepts the CRUD actions, the lifecycle actions and all', () => {
    expect(withPermission({ actions: ['create', 'update', 'delete', 'approve', 'all'] })).toEqual(
      [],
    );
    expect(withPermission({ actions: ['pay'], entities: ['all'] })).toEqual([]);
    expect(withPermission({ entities: ['User'] })).toEqual([]);
  });

  it('reports an unknown entity', () => {
    expect(withPermission({ entities: ['Claim', 'Catgory'] }).map((d) => [d.code, d.hint])).toEqual(
      [['unknown-entity', 'did you mean Category?']],
    );
  });

  it('reports an action the entities do not have', () => {
    expect(withPermission({ actions: ['aprove'] }).map((d) => [d.code, d.hint])).toEqual([
      ['unknown-action', 'did you mean approve?'],
    ]);
    expect(
      withPermission({ actions: ['approve'], entities: ['Category'] }).map((d) => d.code),
    ).toEqual(['unknown-action']);
  });
});

describe('checkRoles', () => {
  it('reports a user role the permission table does not name', () => {
    const spec = expenseClaimsModel();
    spec.users.push({ id: 'u5', name: 'Eve', roles: ['aprover'], at: { line: 80, column: 1 } });
    expect(checkSpec(spec).map((d) => [d.code, d.at.line, d.hint])).toEqual([
      ['unknown-role', 80, 'did you mean approver?'],
    ]);
  });

  it('reports a screen role that is not declared', () => {
    const spec = expenseClaimsModel();
    const screen = spec.screens[1];
    if (screen) screen.roles = ['auditor'];
    expect(checkSpec(spec).map((d) => [d.code, d.path])).toEqual([
      ['unknown-role', ['screens', 1, 'roles']],
    ]);
  });

  it('warns of a role no sample user holds, once', () => {
    const spec = expenseClaimsModel();
    spec.permissions.push(
      { roles: ['auditor'], actions: ['read'], entities: ['Claim'], at: { line: 71, column: 1 } },
      {
        roles: ['auditor'],
        actions: ['read'],
        entities: ['Category'],
        at: { line: 72, column: 1 },
      },
    );
    expect(checkSpec(spec).map((d) => [d.code, d.severity, d.at.line])).toEqual([
      ['unused-role', 'warning', 71],
    ]);
  });

  it('proposes the role a sample user holds for a permission role written in another case', () => {
    const spec = expenseClaimsModel();
    spec.permissions.push({
      roles: ['Employee'],
      actions: ['read'],
      entities: ['Category'],
      at: { line: 71, column: 1 },
    });
    // Two spellings of one role in the table are also a name collision.
    expect(checkSpec(spec).map((d) => [d.code, d.at.line, d.hint])).toEqual([
      ['name-collision', 71, 'write it as "employee" everywhere, or give it a name of its own'],
      ['unused-role', 71, 'did you mean employee?'],
    ]);
  });

  it('checks nothing about roles while the spec declares none', () => {
    const spec = expenseClaimsModel();
    spec.permissions = [];
    spec.users = [];
    expect(checkSpec(spec)).toEqual([]);
  });

  it('takes the users\u2019 roles as declared when the permission table names none', () => {
    const spec = expenseClaimsModel();
    spec.permissions = [];
    const screen = spec.screens[1];
    if (screen) screen.roles = ['employe'];
    expect(checkSpec(spec).map((d) => [d.code, d.hint])).toEqual([
      ['unknown-role', 'did you mean employee?'],
    ]);
  });
});
