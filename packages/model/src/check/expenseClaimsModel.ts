import { parseAnswers } from '../grammar/cells.ts';
import { emptySpec } from '../model/emptySpec.ts';
import type { Field, FieldType, Permission, Spec, Transition } from '../model/Spec.ts';

/**
 * The reference spec (examples/expense-claims.md) built in code, without positions: the checker's
 * tests and benchmarks start from it without depending on the Markdown reader.
 */
export function expenseClaimsModel(): Spec {
  const spec = emptySpec('Expense claims');
  spec.sections = spec.sections.map((section) => ({ ...section, present: true }));
  const seven = spec.sections[6];
  if (seven) {
    seven.text =
      'On 401 the product shows the sign-in prompt; on any other error it shows the catalogue message of the error code it received; on no answer within CALL_TIMEOUT_MS it shows NETWORK.';
  }
  const screen = (route: string, kind: string, shows: string, roles: string[], where?: string) => {
    const entity = /^[A-Z]\w*/.exec(shows)?.[0];
    const target =
      entity === undefined
        ? undefined
        : where === undefined
          ? { entity }
          : { entity, where: { source: where } };
    return target === undefined
      ? { route, kind, shows, roles }
      : { route, kind, shows, roles, target };
  };
  spec.screens = [
    screen('/', 'home', "the purpose and the user's open claims", ['all']),
    screen('/claims', 'list', 'Claim', ['all']),
    screen('/claims/new', 'form', 'Claim', ['employee']),
    screen('/claims/:id', 'detail', 'Claim', ['all']),
    screen('/claims/:id/edit', 'form', 'Claim', ['employee']),
    screen(
      '/approvals',
      'list',
      'Claim where status == "submitted"',
      ['approver'],
      'status == "submitted"',
    ),
    screen(
      '/payments',
      'list',
      'Claim where status == "approved"',
      ['finance'],
      'status == "approved"',
    ),
    screen('/categories', 'list', 'Category', ['admin']),
    screen('/categories/new', 'form', 'Category', ['admin']),
    screen('/categories/:id/edit', 'form', 'Category', ['admin']),
  ];
  const field = (name: string, type: FieldType, required: boolean, notes = ''): Field => {
    const result: Field = { name, type, required, unique: notes === 'unique', notes };
    if (notes === 'default true') result.default = true;
    return result;
  };
  spec.entities = [
    {
      name: 'Claim',
      text: '',
      fields: [
        field('title', { kind: 'text' }, true, 'what the money was spent on'),
        field('amount', { kind: 'money', currency: 'EUR' }, true),
        field('category', { kind: 'ref', entity: 'Category' }, true),
        field('spentOn', { kind: 'date' }, true),
        field('receipt', { kind: 'url' }, false, 'a link to the scanned receipt'),
        field(
          'owner',
          { kind: 'ref', entity: 'User' },
          true,
          'the current user when the claim is created',
        ),
        field('status', { kind: 'state' }, true, 'see point 4'),
      ],
      list: {
        noun: 'claims',
        columns: ['title', 'amount', 'category', 'spentOn', 'status'],
        order: 'newest first',
      },
    },
    {
      name: 'Category',
      text: '',
      fields: [
        field('name', { kind: 'text' }, true, 'unique'),
        field('active', { kind: 'boolean' }, true, 'default true'),
      ],
    },
  ];
  const move = (
    from: string,
    action: string,
    to: string,
    role: string,
    when?: string,
  ): Transition =>
    when === undefined
      ? { from, action, to, roles: [role] }
      : { from, action, to, roles: [role], when: { source: when } };
  spec.lifecycles = [
    {
      entity: 'Claim',
      initial: 'draft',
      text: 'A paid claim can no longer change.',
      transitions: [
        move('draft', 'submit', 'submitted', 'employee', 'record.owner == user.id'),
        move('submitted', 'approve', 'approved', 'approver', 'record.owner != user.id'),
        move('submitted', 'reject', 'rejected', 'approver', 'record.owner != user.id'),
        move('rejected', 'revise', 'draft', 'employee', 'record.owner == user.id'),
        move('approved', 'pay', 'paid', 'finance'),
      ],
    },
  ];
  const rule = (entity: string, source: string, on: string, error: string) => ({
    entity,
    expression: { source },
    on,
    error,
  });
  spec.rules = [
    rule('Claim', 'size(title) >= 3 && size(title) <= TITLE_MAX', 'save', 'TITLE_LENGTH'),
    rule('Claim', 'amount > 0', 'save', 'AMOUNT_NOT_POSITIVE'),
    rule('Claim', 'amount <= MAX_CLAIM_AMOUNT', 'save', 'CLAIM_LIMIT_EXCEEDED'),
    rule('Claim', 'amount <= RECEIPT_THRESHOLD || has(record.receipt)', 'save', 'RECEIPT_REQUIRED'),
    rule('Claim', 'spentOn <= today', 'save', 'DATE_IN_FUTURE'),
    rule(
      'Claim',
      'size(Claim.filter(c, c.owner == user.id && c.status in ["draft", "submitted"])) < MAX_OPEN_CLAIMS',
      'create',
      'TOO_MANY_OPEN_CLAIMS',
    ),
    rule('Category', 'unique(name)', 'save', 'NAME_TAKEN'),
  ];
  const may = (
    roles: string[],
    actions: string[],
    entities: string[],
    when?: string,
  ): Permission =>
    when === undefined
      ? { roles, actions, entities }
      : { roles, actions, entities, when: { source: when } };
  spec.permissions = [
    may(['employee'], ['read'], ['Claim'], 'record.owner == user.id'),
    may(['employee'], ['create'], ['Claim']),
    may(
      ['employee'],
      ['update', 'delete'],
      ['Claim'],
      'record.owner == user.id && record.status == "draft"',
    ),
    may(['employee'], ['submit', 'revise'], ['Claim']),
    may(['approver'], ['read', 'approve', 'reject'], ['Claim']),
    may(['finance'], ['read', 'pay'], ['Claim']),
    may(['all'], ['read'], ['Category']),
    may(['admin'], ['all'], ['all']),
  ];
  spec.users = [
    { id: 'u1', name: 'Ada Employee', roles: ['employee'] },
    { id: 'u2', name: 'Ben Approver', roles: ['employee', 'approver'] },
    { id: 'u3', name: 'Cleo Finance', roles: ['finance'] },
    { id: 'u4', name: 'Dan Admin', roles: ['admin'] },
  ];
  const claimCall = (name: string, method: string, path: string, answers: string) => ({
    name,
    method,
    path,
    answers: parseAnswers(answers).answers,
  });
  spec.calls = [
    claimCall('list claims', 'GET', '/api/claims', '200 Claim[]'),
    claimCall('read claim', 'GET', '/api/claims/:id', '200 Claim; 404 NOT_FOUND'),
    {
      ...claimCall('create claim', 'POST', '/api/claims', '201 Claim; 422 validation errors'),
      sends: { entity: 'Claim', many: false },
    },
    {
      ...claimCall(
        'update claim',
        'PATCH',
        '/api/claims/:id',
        '200 Claim; 409 CONFLICT; 422 validation errors',
      ),
      sends: { entity: 'Claim', many: false },
    },
    claimCall('delete claim', 'DELETE', '/api/claims/:id', '204; 403 NOT_ALLOWED'),
    claimCall('submit claim', 'POST', '/api/claims/:id/submit', '200 Claim; 409 WRONG_STATE'),
    claimCall(
      'approve claim',
      'POST',
      '/api/claims/:id/approve',
      '200 Claim; 403 NOT_ALLOWED; 409 WRONG_STATE',
    ),
    claimCall(
      'reject claim',
      'POST',
      '/api/claims/:id/reject',
      '200 Claim; 403 NOT_ALLOWED; 409 WRONG_STATE',
    ),
    claimCall('revise claim', 'POST', '/api/claims/:id/revise', '200 Claim; 409 WRONG_STATE'),
    claimCall(
      'pay claim',
      'POST',
      '/api/claims/:id/pay',
      '200 Claim; 403 NOT_ALLOWED; 409 WRONG_STATE',
    ),
    claimCall('list categories', 'GET', '/api/categories', '200 Category[]'),
    {
      ...claimCall('create category', 'POST', '/api/categories', '201 Category; 409 NAME_TAKEN'),
      sends: { entity: 'Category', many: false },
    },
    {
      ...claimCall(
        'update category',
        'PATCH',
        '/api/categories/:id',
        '200 Category; 409 NAME_TAKEN',
      ),
      sends: { entity: 'Category', many: false },
    },
    claimCall('delete category', 'DELETE', '/api/categories/:id', '204; 403 NOT_ALLOWED'),
  ];
  const error = (code: string, status: number | undefined, message: string) =>
    status === undefined ? { code, message } : { code, status, message };
  spec.errors = [
    error('TITLE_LENGTH', 422, 'The title must be 3 to {TITLE_MAX} characters long.'),
    error('AMOUNT_NOT_POSITIVE', 422, 'The amount must be more than zero.'),
    error('CLAIM_LIMIT_EXCEEDED', 422, 'One claim may not exceed {MAX_CLAIM_AMOUNT} EUR.'),
    error('RECEIPT_REQUIRED', 422, 'Claims above {RECEIPT_THRESHOLD} EUR need a receipt.'),
    error('DATE_IN_FUTURE', 422, 'The expense cannot be dated in the future.'),
    error('TOO_MANY_OPEN_CLAIMS', 422, 'You already have {MAX_OPEN_CLAIMS} open claims.'),
    error('NAME_TAKEN', 409, 'This name is already taken.'),
    error('NOT_FOUND', 404, 'This claim does not exist.'),
    error('NOT_ALLOWED', 403, 'You may not do this.'),
    error('WRONG_STATE', 409, 'The claim has moved on since you opened it.'),
    error('CONFLICT', 409, 'Someone else changed this claim; reload it and try again.'),
    error('NETWORK', undefined, 'The server did not answer. Try again.'),
  ];
  spec.constants = [
    { name: 'MAX_CLAIM_AMOUNT', value: 5000, meaning: 'the largest amount of one claim, in EUR' },
    {
      name: 'RECEIPT_THRESHOLD',
      value: 50,
      meaning: 'claims above this amount need a receipt, in EUR',
    },
    { name: 'TITLE_MAX', value: 80, meaning: 'the longest title, in characters' },
    {
      name: 'MAX_OPEN_CLAIMS',
      value: 10,
      meaning: 'claims one employee may have in draft or submitted at once',
    },
    {
      name: 'CALL_TIMEOUT_MS',
      value: 10000,
      meaning: 'how long a call may take before it counts as unanswered',
    },
  ];
  return spec;
}
