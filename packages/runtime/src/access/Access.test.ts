import { describe, expect, it } from 'vitest';
import { readMarkdown } from '@specrun/model';
import {
  claim,
  category,
  referenceSpec,
  TEST_NOW,
  userOf,
} from '../lifecycle/referenceSpec.testing.ts';
import { createAccess } from './Access.ts';
import {
  actorInProse,
  defaultUser,
  EVERY_ROLE_USER_ID,
  rolesOf,
  sampleUsers,
  userInProse,
} from './sampleUsers.ts';

const spec = referenceSpec();
const accessOf = (id: string) => createAccess(spec, userOf(spec, id), { now: () => TEST_NOW });

// c1: u1's draft, c2: u2's submitted, c3: u1's approved, c4: u2's paid, c5: u2's draft.
const claims = [
  claim('c1', { owner: 'u1', status: 'draft' }),
  claim('c2', { owner: 'u2', status: 'submitted' }),
  claim('c3', { owner: 'u1', status: 'approved' }),
  claim('c4', { owner: 'u2', status: 'paid' }),
  claim('c5', { owner: 'u2', status: 'draft' }),
];
const ids = (records: readonly { id: string }[]): string[] => records.map((r) => r.id);
const byId = (id: string) => claims.find((c) => c.id === id)!;

describe('sample users', () => {
  it("gives the reference spec's users, u1 first", () => {
    expect(sampleUsers(spec).map((u) => `${u.id} ${u.roles.join('+')}`)).toEqual([
      'u1 employee',
      'u2 employee+approver',
      'u3 finance',
      'u4 admin',
    ]);
    expect(defaultUser(spec).id).toBe('u1');
  });

  it('gives a spec without users one user holding every role, who may do what each role may', () => {
    const text = [
      '# Specification: Tasks',
      '## 3. Entities',
      '### Task',
      '| field | type |\n| --- | --- |\n| title | text |\n| status | state |',
      '## 4. States',
      '### Task',
      'Initial state: open.',
      '| from | action | to | roles |\n| --- | --- | --- | --- |\n| open | close | closed | lead |',
      '## 6. Roles',
      '| role | may | on |\n| --- | --- | --- |\n| member | read, create | Task |\n| lead | close | Task |',
    ].join('\n\n');
    const userless = readMarkdown(text).spec;
    expect(rolesOf(userless)).toEqual(['member', 'lead']);
    const users = sampleUsers(userless);
    expect(users).toEqual([
      { id: EVERY_ROLE_USER_ID, name: 'Every role', roles: ['member', 'lead'] },
    ]);
    const access = createAccess(userless, defaultUser(userless));
    const task = { ...claim('t1'), entity: 'Task', values: { title: 'T', status: 'open' } };
    expect(access.canCreate('Task')).toBe(true);
    expect(access.canRead('Task', task)).toBe(true);
    expect(access.canUpdate('Task', task)).toBe(false);
    expect(access.canAct('Task', 'close', task)).toBe(true);
  });
});

describe('users in prose', () => {
  const everyRole = { id: EVERY_ROLE_USER_ID, name: 'Every role', roles: ['member'] };

  it('names a sample user by name, and the user with every role as no person', () => {
    expect(userInProse(userOf(spec, 'u1'))).toBe('Ada Employee');
    expect(userInProse(everyRole)).toBe('someone acting with every role');
    expect(userInProse(everyRole, true)).toBe('Someone acting with every role');
    // A sample user the spec gives that id keeps its own name.
    expect(userInProse({ id: EVERY_ROLE_USER_ID, name: 'Eve Rywhere' })).toBe('Eve Rywhere');
  });

  // Regression: a record's history kept `by: everyone` from before the spec had sample users,
  // and showed "everyone" once it had them.
  it('names who took an action from the id the history keeps, with or without that user now', () => {
    expect(actorInProse('u2', sampleUsers(spec))).toBe('Ben Approver');
    expect(actorInProse(EVERY_ROLE_USER_ID, [everyRole])).toBe('someone acting with every role');
    expect(actorInProse(EVERY_ROLE_USER_ID, sampleUsers(spec))).toBe(
      'someone acting with every role',
    );
    expect(actorInProse('u9', sampleUsers(spec))).toBe('u9');
  });
});

describe('permissions of each sample user on the expense claims', () => {
  it('shows each user the claims they may read', () => {
    expect(ids(accessOf('u1').visibleRecords('Claim', claims))).toEqual(['c1', 'c3']);
    expect(ids(accessOf('u2').visibleRecords('Claim', claims))).toEqual([
      'c1',
      'c2',
      'c3',
      'c4',
      'c5',
    ]);
    expect(ids(accessOf('u3').visibleRecords('Claim', claims))).toEqual([
      'c1',
      'c2',
      'c3',
      'c4',
      'c5',
    ]);
    expect(ids(accessOf('u4').visibleRecords('Claim', claims))).toEqual([
      'c1',
      'c2',
      'c3',
      'c4',
      'c5',
    ]);
    for (const id of ['u1', 'u2', 'u3', 'u4'])
      expect(accessOf(id).canSeeEntity('Claim')).toBe(true);
  });

  it('lets employees and the admin create claims, not finance', () => {
    expect(['u1', 'u2', 'u3', 'u4'].map((id) => accessOf(id).canCreate('Claim'))).toEqual([
      true,
      true,
      false,
      true,
    ]);
  });

  it('lets an employee update and delete only their own drafts; the admin any claim', () => {
    const may = (id: string, how: 'canUpdate' | 'canDelete') =>
      claims.filter((c) => accessOf(id)[how]('Claim', c)).map((c) => c.id);
    for (const how of ['canUpdate', 'canDelete'] as const) {
      expect(may('u1', how)).toEqual(['c1']);
      expect(may('u2', how)).toEqual(['c5']);
      expect(may('u3', how)).toEqual([]);
      expect(may('u4', how)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    }
  });

  it('permits each user the lifecycle actions of point 6', () => {
    const permitted = (id: string) =>
      ['submit', 'approve', 'reject', 'revise', 'pay'].filter((a) =>
        accessOf(id).permits('Claim', a, byId('c1')),
      );
    expect(permitted('u1')).toEqual(['submit', 'revise']);
    expect(permitted('u2')).toEqual(['submit', 'approve', 'reject', 'revise']);
    expect(permitted('u3')).toEqual(['pay']);
    expect(permitted('u4')).toEqual(['submit', 'approve', 'reject', 'revise', 'pay']);
  });

  it('gives each user the actions they may take on each claim now', () => {
    const now = (id: string) =>
      claims.flatMap((c) =>
        accessOf(id)
          .availableActions('Claim', c)
          .filter((a) => a.allowed)
          .map((a) => `${a.action} ${c.id}`),
      );
    expect(now('u1')).toEqual(['submit c1']);
    expect(now('u2')).toEqual(['submit c5']);
    expect(now('u3')).toEqual(['pay c3']);
    expect(now('u4')).toEqual([]);
    const approveOwn = accessOf('u2').actionOf('Claim', 'approve', byId('c2'));
    expect(approveOwn?.refusals.map((r) => r.kind)).toEqual(['guard']);
    expect(accessOf('u1').canAct('Claim', 'submit', byId('c1'))).toBe(true);
    expect(accessOf('u1').canAct('Claim', 'submit', byId('c3'))).toBe(false);
  });

  it('lets everyone read categories and only the admin change them', () => {
    const k1 = category('k1', 'Travel');
    for (const id of ['u1', 'u2', 'u3', 'u4'])
      expect(accessOf(id).canRead('Category', k1)).toBe(true);
    expect(['u1', 'u2', 'u3', 'u4'].map((id) => accessOf(id).canUpdate('Category', k1))).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it('gives the fields each user may edit: none of a claim they may not update, never the state', () => {
    expect(accessOf('u1').editableFields('Claim', byId('c1'))).toEqual([
      'title',
      'amount',
      'category',
      'spentOn',
      'receipt',
      'owner',
    ]);
    expect(accessOf('u1').editableFields('Claim', byId('c3'))).toEqual([]);
    expect(accessOf('u3').editableFields('Claim')).toEqual([]);
    expect(accessOf('u4').editableFields('Category')).toEqual(['name', 'active']);
  });

  it("opens each screen to the users its roles and the entity's permissions admit", () => {
    const open = (id: string) =>
      spec.screens.filter((s) => accessOf(id).canOpenScreen(s)).map((s) => s.route);
    expect(open('u1')).toEqual(['/', '/claims', '/claims/new', '/claims/:id', '/claims/:id/edit']);
    expect(open('u2')).toEqual([
      '/',
      '/claims',
      '/claims/new',
      '/claims/:id',
      '/claims/:id/edit',
      '/approvals',
    ]);
    expect(open('u3')).toEqual(['/', '/claims', '/claims/:id', '/payments']);
    expect(open('u4')).toEqual([
      '/',
      '/claims',
      '/claims/:id',
      '/categories',
      '/categories/new',
      '/categories/:id/edit',
    ]);
  });

  it('refuses a condition that cannot be evaluated rather than granting it', () => {
    const broken = referenceSpec();
    broken.permissions[0] = { ...broken.permissions[0]!, when: { source: 'record.owner ==' } };
    const access = createAccess(broken, userOf(broken, 'u1'));
    expect(access.canRead('Claim', byId('c1'))).toBe(false);
  });
});
