import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expenseClaimsModel } from '../check/expenseClaimsModel.ts';
import type { Call, Spec } from '../model/Spec.ts';
import { arbitrarySpec } from '../testing/arbitrarySpec.ts';
import { mapCalls } from './mapCalls.ts';

function call(name: string, method: string, path: string, more: Partial<Call> = {}): Call {
  return { name, method, path, answers: [], ...more };
}

function withCalls(...calls: Call[]): Spec {
  const spec = expenseClaimsModel();
  spec.calls = calls;
  return spec;
}

describe('mapCalls', () => {
  it('binds every call of the reference spec to its entity and operation', () => {
    const map = mapCalls(expenseClaimsModel());
    expect(map.bindings.map((b) => [b.call.name, b.entity, b.operation, b.action, b.key])).toEqual([
      ['list claims', 'Claim', 'list', undefined, undefined],
      ['read claim', 'Claim', 'read', undefined, 'id'],
      ['create claim', 'Claim', 'create', undefined, undefined],
      ['update claim', 'Claim', 'update', undefined, 'id'],
      ['delete claim', 'Claim', 'delete', undefined, 'id'],
      ['submit claim', 'Claim', 'action', 'submit', 'id'],
      ['approve claim', 'Claim', 'action', 'approve', 'id'],
      ['reject claim', 'Claim', 'action', 'reject', 'id'],
      ['revise claim', 'Claim', 'action', 'revise', 'id'],
      ['pay claim', 'Claim', 'action', 'pay', 'id'],
      ['list categories', 'Category', 'list', undefined, undefined],
      ['create category', 'Category', 'create', undefined, undefined],
      ['update category', 'Category', 'update', undefined, 'id'],
      ['delete category', 'Category', 'delete', undefined, 'id'],
    ]);
    expect(map.bindings.every((b) => b.by === 'name')).toBe(true);
    expect(map.find('Claim', 'action', 'pay')?.call.path).toBe('/api/claims/:id/pay');
    expect(map.find('Category', 'read')).toBeUndefined();
    expect(map.hasCalls('Category')).toBe(true);
    expect(map.hasCalls('Project')).toBe(false);
  });

  it('binds actions written as words by name and by their dashed path word', () => {
    const spec = withCalls(
      call('send back claim', 'POST', '/api/claims/:id/return'),
      call('go', 'POST', '/api/claims/:id/send-back'),
      call('mark lost claims', 'POST', '/x'),
    );
    const lifecycle = spec.lifecycles[0];
    lifecycle?.transitions.push({ from: 'submitted', action: 'send back', to: 'draft', roles: [] });
    lifecycle?.transitions.push({ from: 'submitted', action: 'markLost', to: 'draft', roles: [] });
    const map = mapCalls(spec);
    expect(map.bindings.map((b) => [b.entity, b.operation, b.action, b.by])).toEqual([
      ['Claim', 'action', 'send back', 'name'],
      ['Claim', 'action', 'send back', 'shape'],
      ['Claim', 'action', 'markLost', 'name'],
    ]);
    expect(map.bindings[1]?.note).toMatch(/already does this/);
  });

  it("scopes a resource under its parent, named by the parent's key", () => {
    const spec = withCalls(
      call('list comments', 'GET', '/api/claims/:title/comments'),
      call('drop comment', 'DELETE', '/api/claims/:claimId/comments/:id'),
    );
    spec.entities.push({
      name: 'Comment',
      text: '',
      fields: [
        { name: 'body', type: { kind: 'text' }, required: true, unique: false, notes: '' },
        {
          name: 'claim',
          type: { kind: 'ref', entity: 'Claim' },
          required: true,
          unique: false,
          notes: '',
        },
      ],
    });
    const map = mapCalls(spec);
    expect(map.bindings.map((b) => [b.entity, b.operation, b.key, b.scope])).toEqual([
      [
        'Comment',
        'list',
        undefined,
        [{ param: 'title', field: 'claim', parent: 'Claim', parentKey: 'title' }],
      ],
      ['Comment', 'delete', 'id', [{ param: 'claimId', field: 'claim' }]],
    ]);
  });

  it("binds the actions of a list of users, DELETE on the adding one's path to the removing one", () => {
    const spec = withCalls(
      call('like claim', 'POST', '/api/claims/:id/like'),
      call('drop', 'DELETE', '/api/claims/:id/like'),
      call('unlike claim', 'DELETE', '/api/claims/:id/likes'),
    );
    spec.entities[0]?.fields.push({
      name: 'likedBy',
      type: { kind: 'list', of: { kind: 'ref', entity: 'User' } },
      required: false,
      unique: false,
      notes: 'added by like; removed by unlike',
      addedBy: 'like',
      removedBy: 'unlike',
    });
    expect(mapCalls(spec).bindings.map((b) => [b.operation, b.action, b.by])).toEqual([
      ['action', 'like', 'name'],
      ['action', 'unlike', 'shape'],
      ['action', 'unlike', 'name'],
    ]);
  });

  it('binds by method and path shape when the name says nothing', () => {
    const map = mapCalls(
      withCalls(
        call('fetch everything', 'GET', '/v1/claims'),
        call('one', 'GET', '/v1/claims/{claimId}'),
        call('make', 'POST', '/v1/claims'),
        call('put', 'PUT', '/v1/claims/:id'),
        call('drop', 'DELETE', '/v1/claims/:id'),
        call('go', 'POST', '/v1/claims/:id/approve'),
      ),
    );
    expect(map.bindings.map((b) => [b.operation, b.action, b.key, b.by])).toEqual([
      ['list', undefined, undefined, 'shape'],
      ['read', undefined, 'claimId', 'shape'],
      ['create', undefined, undefined, 'shape'],
      ['update', undefined, 'id', 'shape'],
      ['delete', undefined, 'id', 'shape'],
      ['action', 'approve', 'id', 'shape'],
    ]);
  });

  it('takes the entity from the payload when the path names none', () => {
    const map = mapCalls(
      withCalls(
        call('all', 'GET', '/api/expenses', {
          answers: [
            { status: 200, body: { kind: 'payload', payload: { entity: 'Claim', many: true } } },
          ],
        }),
      ),
    );
    expect(map.bindings[0]).toMatchObject({ entity: 'Claim', operation: 'list', by: 'shape' });
  });

  it("takes the success's payload, in whatever order the answers are listed", () => {
    const conflict = {
      status: 409,
      body: { kind: 'payload', payload: { entity: 'Category', many: false } },
    } as const;
    const created = {
      status: 201,
      body: { kind: 'payload', payload: { entity: 'Claim', many: false } },
    } as const;
    for (const answers of [
      [conflict, created],
      [created, conflict],
    ]) {
      const map = mapCalls(withCalls(call('make', 'POST', '/api/expenses', { answers })));
      expect(map.bindings[0]).toMatchObject({ entity: 'Claim', operation: 'create' });
    }
  });

  it('reads a name whose words before the entity are no verb of it from its payload and path', () => {
    const map = mapCalls(
      withCalls(
        call('list claims of category', 'GET', '/api/categories/:categoryId/claims', {
          answers: [
            { status: 200, body: { kind: 'payload', payload: { entity: 'Claim', many: true } } },
          ],
        }),
      ),
    );
    expect(map.bindings[0]).toMatchObject({ entity: 'Claim', operation: 'list', by: 'shape' });
    expect(map.bindings[0]!.scope).toEqual([{ param: 'categoryId', field: 'category' }]);
  });

  it('leaves a call it cannot bind unbound, saying why', () => {
    const map = mapCalls(
      withCalls(call('health', 'GET', '/api/health'), call('x', 'POST', '/api/claims/:id')),
    );
    expect(map.bindings[0]).toMatchObject({
      by: 'unbound',
      note: expect.stringContaining('no entity'),
    });
    expect(map.bindings[1]).toMatchObject({ entity: 'Claim', by: 'unbound' });
    expect(map.bindings[1]!.operation).toBeUndefined();
  });

  it('notes a second call for the same operation and keeps the first', () => {
    const map = mapCalls(
      withCalls(call('list claims', 'GET', '/a/claims'), call('list claims', 'GET', '/b/claims')),
    );
    expect(map.find('Claim', 'list')?.call.path).toBe('/a/claims');
    expect(map.bindings[1]!.note).toContain('another call');
  });

  it('names the fields that scope parameters narrow by', () => {
    const map = mapCalls(
      withCalls(call('list claims', 'GET', '/api/categories/:categoryId/claims')),
    );
    expect(map.bindings[0]!.scope).toEqual([{ param: 'categoryId', field: 'category' }]);
    const odd = mapCalls(withCalls(call('list claims', 'GET', '/api/teams/:team/claims')));
    expect(odd.bindings[0]!.scope).toEqual([{ param: 'team' }]);
  });

  it('matches requests to calls, the most literal path first', () => {
    const map = mapCalls(expenseClaimsModel());
    expect(map.match('post', '/api/claims/c%201/submit?x=1')).toMatchObject({
      binding: { action: 'submit' },
      params: { id: 'c 1' },
    });
    expect(map.match('GET', '/api/claims/7')?.binding.operation).toBe('read');
    expect(map.match('GET', '/api/claims/')?.binding.operation).toBe('list');
    expect(map.match('PUT', '/api/claims/7')).toBeUndefined();
    expect(map.match('GET', '/api/claims/%E0%A4%A')).toBeUndefined();
  });

  it('never throws on arbitrary specs', () => {
    fc.assert(
      fc.property(arbitrarySpec(), fc.string(), (spec, path) => {
        const map = mapCalls(spec);
        map.match('GET', path);
        expect(map.bindings).toHaveLength(spec.calls.length);
      }),
      { numRuns: 200 },
    );
  });
});
