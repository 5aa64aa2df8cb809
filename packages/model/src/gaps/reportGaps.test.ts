import { describe, expect, it } from 'vitest';
import { emptySpec } from '../model/emptySpec.ts';
import type { PointNumber, Spec } from '../model/Spec.ts';
import { reportGaps, type Gap } from './reportGaps.ts';

/** A spec whose nine sections say what the seed's say. */
function seedSpec(): Spec {
  const spec = emptySpec('web product of undetermined purpose');
  const texts = [
    'What the product does: not shown. For whom: not shown.',
    'Screens: not shown. Routes: not shown.',
    'Entities: not shown. Fields: not shown.',
    'States and transitions: not shown.',
    'Validation rules of the product: not shown.',
    'Roles: not shown. Permissions: not shown.',
    "The product's own calls to a backend (method, path shape, payload shape, answers and handling of answers): not shown. Which calls to a hosted search service the product makes: not shown.",
    'Product errors: not shown.',
    'Business constants and limits: not shown.',
  ];
  spec.sections = spec.sections.map((s, i) => ({
    ...s,
    present: true,
    text: texts[i] ?? '',
    at: { line: 5 + 4 * i, column: 1 },
  }));
  return spec;
}

/** A small spec that shows every point, after the reference spec. */
function fullSpec(): Spec {
  const spec = emptySpec('Expense claims');
  spec.sections = spec.sections.map((s) => ({ ...s, present: true, text: '' }));
  setText(spec, 1, 'Employees file expense claims and follow them until they are paid.');
  setText(spec, 7, 'On 401 the product shows the sign-in prompt.');
  spec.audience = [{ name: 'Employees', does: 'file claims' }];
  spec.screens = [
    { route: '/', kind: 'home', shows: 'the purpose', roles: ['all'] },
    { route: '/claims', kind: 'list', shows: 'Claim', target: { entity: 'Claim' }, roles: ['all'] },
  ];
  spec.entities = [
    {
      name: 'Claim',
      text: '',
      fields: [
        {
          name: 'amount',
          type: { kind: 'money', currency: 'EUR' },
          required: true,
          unique: false,
          notes: '',
        },
        { name: 'status', type: { kind: 'state' }, required: true, unique: false, notes: '' },
      ],
    },
  ];
  spec.lifecycles = [
    {
      entity: 'Claim',
      initial: 'draft',
      text: '',
      transitions: [{ from: 'draft', action: 'submit', to: 'submitted', roles: ['employee'] }],
    },
  ];
  spec.rules = [
    {
      entity: 'Claim',
      expression: { source: 'amount <= MAX_CLAIM_AMOUNT' },
      on: 'save',
      error: 'CLAIM_LIMIT_EXCEEDED',
    },
  ];
  spec.permissions = [{ roles: ['employee'], actions: ['read', 'submit'], entities: ['Claim'] }];
  spec.users = [{ id: 'u1', name: 'Ada', roles: ['employee'] }];
  spec.calls = [
    {
      name: 'read claim',
      method: 'GET',
      path: '/api/claims/:id',
      answers: [
        { status: 200, body: { kind: 'payload', payload: { entity: 'Claim', many: false } } },
        { status: 404, body: { kind: 'error', code: 'NOT_FOUND' } },
      ],
    },
  ];
  spec.errors = [
    {
      code: 'CLAIM_LIMIT_EXCEEDED',
      status: 422,
      message: 'One claim may not exceed {MAX_CLAIM_AMOUNT} EUR.',
    },
    { code: 'NOT_FOUND', status: 404, message: 'This claim does not exist.' },
    { code: 'NETWORK', message: 'The server did not answer.' },
  ];
  spec.constants = [{ name: 'MAX_CLAIM_AMOUNT', value: 5000, meaning: 'the largest claim' }];
  return spec;
}

function setText(spec: Spec, point: PointNumber, text: string): void {
  const section = spec.sections[point - 1];
  if (section) section.text = text;
}

function gap(spec: Spec, point: PointNumber): Gap {
  const found = reportGaps(spec).find((g) => g.point === point);
  if (!found) throw new Error(`no gap for point ${point}`);
  return found;
}

function partly(spec: Spec, point: PointNumber): string[] {
  const found = gap(spec, point);
  expect(found.status).toBe('partly');
  return found.missing;
}

describe('reportGaps', () => {
  it('reports nine points, in order, with their keys and titles', () => {
    const gaps = reportGaps(fullSpec());
    expect(gaps.map((g) => g.point)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(gaps[6]).toMatchObject({ key: 'calls', title: 'The calls it makes' });
  });

  it('reports every point of the seed as not shown, because each says so', () => {
    const gaps = reportGaps(seedSpec());
    expect(gaps.map((g) => g.status)).toEqual(Array(9).fill('not shown'));
    expect(gaps.map((g) => g.missing)).toEqual(Array(9).fill(['the section says "not shown"']));
    expect(gaps[3]?.at).toEqual({ line: 17, column: 1 });
  });

  it('reports an empty text as nine points with no section', () => {
    const gaps = reportGaps(emptySpec());
    expect(gaps.map((g) => g.status)).toEqual(Array(9).fill('not shown'));
    expect(gaps[8]?.missing).toEqual(['there is no section 9']);
    expect(gaps[8]?.at).toBeUndefined();
  });

  it('reports every point of a full spec as shown, with nothing missing', () => {
    expect(reportGaps(fullSpec()).map((g) => [g.status, g.missing])).toEqual(
      Array(9).fill(['shown', []]),
    );
  });

  it('tells an empty section from one that says nothing usable', () => {
    const spec = fullSpec();
    spec.constants = [];
    expect(gap(spec, 9).missing[0]).toBe('the section is empty');
    setText(spec, 9, 'TBD.');
    expect(gap(spec, 9).status).toBe('not shown');
    expect(gap(spec, 9).missing).toEqual([
      'the section says nothing the point can use',
      'constant MAX_CLAIM_AMOUNT (named in the message of CLAIM_LIMIT_EXCEEDED) is not defined',
    ]);
  });

  it('adds to a point not shown what the rest of the spec expects of it', () => {
    const spec = fullSpec();
    spec.errors = [];
    setText(spec, 8, 'Product errors: not shown.');
    expect(gap(spec, 8)).toMatchObject({ status: 'not shown' });
    expect(gap(spec, 8).missing).toContain(
      'error CLAIM_LIMIT_EXCEEDED (used by a rule of Claim) is not in the catalogue',
    );
  });

  it('takes a section that says its point has nothing as shown', () => {
    const spec = fullSpec();
    spec.calls = [];
    spec.errors = spec.errors.filter((e) => e.code !== 'NOT_FOUND');
    setText(
      spec,
      7,
      'None: the product keeps its records in the browser and makes no calls to a backend.',
    );
    expect(gap(spec, 7)).toMatchObject({ status: 'shown', missing: [] });
  });

  it('reports prose without the tables a point runs on as partly shown', () => {
    const spec = fullSpec();
    spec.screens = [];
    setText(spec, 2, 'A list of claims and a form to file one.');
    expect(partly(spec, 2)).toEqual(['screens: no table of route, screen, shows and roles']);
  });

  it('does not take what the product hides for a gap', () => {
    const spec = fullSpec();
    setText(spec, 2, 'Paid claims are not shown on the claims list.');
    expect(gap(spec, 2).status).toBe('shown');
  });

  it('reports a section with tables whose prose leaves a part not shown', () => {
    const spec = fullSpec();
    setText(spec, 6, 'Sample users: not shown.');
    expect(partly(spec, 6)).toEqual(['Sample users: the spec says it is not shown']);
  });

  describe('partly shown, point by point', () => {
    it('1: a purpose without an audience, an audience without a purpose, a part not shown', () => {
      const noAudience = fullSpec();
      noAudience.audience = [];
      expect(partly(noAudience, 1)).toEqual([
        'the audience: no table of who uses the product and what they do with it',
      ]);
      const noPurpose = fullSpec();
      setText(noPurpose, 1, '');
      expect(partly(noPurpose, 1)).toEqual(['what the product does: no prose says it']);
      const half = fullSpec();
      setText(half, 1, 'Employees file claims. What happens after payment: not shown.');
      expect(partly(half, 1)).toEqual([
        'What happens after payment: the spec says it is not shown',
      ]);
    });

    it('2: a screen without a kind, a list screen showing no entity', () => {
      const spec = fullSpec();
      spec.screens.push({ route: '/x', kind: '', shows: 'things', roles: [] });
      spec.screens.push({ route: '/y', kind: 'list', shows: 'the open ones', roles: [] });
      spec.screens.push({ route: '/about', kind: 'page', shows: 'who we are', roles: [] });
      expect(partly(spec, 2)).toEqual(['screen /x has no kind', 'list screen /y shows no entity']);
    });

    it('3: an entity without fields', () => {
      const spec = fullSpec();
      spec.entities.push({ name: 'Category', text: 'Fields: not shown.', fields: [] });
      expect(partly(spec, 3)).toEqual([
        'entity Category has no fields',
        'Fields: the spec says it is not shown',
      ]);
    });

    it('3: an entity the other points name but point 3 does not define', () => {
      // Regression: point 3 was "shown" while a screen, a rule or a ref field named an entity it
      // lacks, as point 8 would not be for an error code a rule uses.
      const spec = fullSpec();
      spec.screens.push(
        { route: '/clams', kind: 'list', shows: 'Clam', target: { entity: 'Clam' }, roles: [] },
        { route: '/about', kind: 'page', shows: 'About', target: { entity: 'About' }, roles: [] },
      );
      spec.rules.push({ ...spec.rules[0]!, entity: 'Clam' });
      spec.permissions.push({ roles: ['admin'], actions: ['all'], entities: ['all', 'Tag'] });
      spec.entities[0]!.fields.push(
        {
          name: 'owner',
          type: { kind: 'ref', entity: 'User' },
          required: true,
          unique: false,
          notes: '',
        },
        {
          name: 'tags',
          type: { kind: 'list', of: { kind: 'ref', entity: 'Tag' } },
          required: false,
          unique: false,
          notes: '',
        },
      );
      expect(partly(spec, 3)).toEqual([
        'entity Tag (referred to by field Claim.tags) is not defined',
        'entity Clam (shown by screen /clams) is not defined',
      ]);
      spec.sections[2] = { point: 3, present: false, text: '' };
      spec.entities = [];
      expect(gap(spec, 3).missing).toEqual([
        'there is no section 3',
        'entity Claim (shown by screen /claims) is not defined',
        'entity Clam (shown by screen /clams) is not defined',
        'entity Tag (named by permission 2) is not defined',
      ]);
    });

    it('4: a lifecycle without transitions or initial state, a state field without a lifecycle', () => {
      const spec = fullSpec();
      spec.lifecycles = [{ entity: 'Claim', text: '', transitions: [] }];
      expect(partly(spec, 4)).toEqual([
        'the lifecycle of Claim has no initial state',
        'the lifecycle of Claim has no transitions',
      ]);
      spec.lifecycles = [];
      setText(spec, 4, 'Claims move from draft to paid.');
      expect(partly(spec, 4)).toContain('entity Claim has a state field (status) but no lifecycle');
    });

    it('5: a rule without an error code', () => {
      const spec = fullSpec();
      spec.rules.push({
        entity: 'Claim',
        expression: { source: 'amount > 0' },
        on: 'save',
        error: '',
      });
      expect(partly(spec, 5)).toEqual(['rule "amount > 0" of Claim has no error code']);
    });

    it('6: permissions without users, users without permissions', () => {
      const noUsers = fullSpec();
      noUsers.users = [];
      expect(partly(noUsers, 6)).toEqual([
        'sample users: no user holds the roles the permissions name',
      ]);
      const noPermissions = fullSpec();
      noPermissions.permissions = [];
      expect(partly(noPermissions, 6)).toEqual([
        "permissions: nothing says what the users' roles may do",
      ]);
    });

    it('7: a call without answers', () => {
      const spec = fullSpec();
      spec.calls.push({ name: 'list claims', method: 'GET', path: '/api/claims', answers: [] });
      expect(partly(spec, 7)).toEqual(['call list claims has no answers']);
    });

    it('7: a call that reads or writes no records, for as long as one is unbound', () => {
      const spec = fullSpec();
      spec.calls.push({
        name: 'health',
        method: 'GET',
        path: '/api/health',
        answers: [{ status: 200, body: { kind: 'none' } }],
      });
      expect(partly(spec, 7)).toEqual([
        'call health reads or writes no records (its name, payload and path name no entity)',
      ]);
      spec.calls.pop();
      expect(gap(spec, 7).status).toBe('shown');
    });

    it('8: a code without a message, without the status a rule needs, used but not listed', () => {
      const spec = fullSpec();
      spec.errors = [
        { code: 'CLAIM_LIMIT_EXCEEDED', message: 'Too much ({MAX_CLAIM_AMOUNT}).' },
        { code: 'NETWORK', message: '' },
      ];
      expect(partly(spec, 8)).toEqual([
        'error CLAIM_LIMIT_EXCEEDED has no status, which a failed rule answers with',
        'error NETWORK has no message',
        'error NOT_FOUND (used by call read claim) is not in the catalogue',
      ]);
    });

    it('9: a constant without a value, a placeholder naming no constant', () => {
      const spec = fullSpec();
      spec.constants.push({
        name: 'RECEIPT_THRESHOLD',
        value: '',
        meaning: 'when a receipt is needed',
      });
      spec.errors.push({
        code: 'RECEIPT_REQUIRED',
        status: 422,
        message: 'Above {RECEIPT_LIMIT} EUR.',
      });
      expect(partly(spec, 9)).toEqual([
        'constant RECEIPT_THRESHOLD has no value',
        'constant RECEIPT_LIMIT (named in the message of RECEIPT_REQUIRED) is not defined',
      ]);
    });
  });
});
