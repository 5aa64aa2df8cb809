import { mapCalls } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { buildRequest, callUrl } from './buildRequest.ts';
import { expenseClaims, headersOf } from './calls.testing.ts';

const map = mapCalls(expenseClaims());
const binding = (name: string) => map.bindings.find((b) => b.call.name === name)!;

describe('buildRequest', () => {
  it('fills and encodes the path, and sets the headers of docs/calls.md', async () => {
    const request = buildRequest(binding('update claim'), {
      baseUrl: 'https://api.example.com/v1/',
      origin: 'http://localhost',
      params: { id: 'a/b c' },
      userId: 'u1',
      version: 4,
      body: { title: 'x', receipt: null },
    });
    expect(request.method).toBe('PATCH');
    expect(request.url).toBe('https://api.example.com/v1/api/claims/a%2Fb%20c');
    expect(headersOf(request.headers)).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      'if-match': '"4"',
      'x-specrun-user': 'u1',
    });
    expect(await request.json()).toEqual({ title: 'x', receipt: null });
  });

  it('sends no If-Match for version 0, no user and no body when not given', () => {
    const request = buildRequest(binding('submit claim'), {
      baseUrl: '',
      origin: 'http://localhost:5173',
      params: { id: 'c1' },
      version: 0,
    });
    expect(request.url).toBe('http://localhost:5173/api/claims/c1/submit');
    expect(Object.keys(headersOf(request.headers))).toEqual(['accept']);
    expect(request.body).toBeNull();
  });

  it('throws, naming the parameter, when one has no value', () => {
    expect(() =>
      buildRequest(binding('read claim'), { baseUrl: '', origin: 'http://x', params: {} }),
    ).toThrow(/:id/);
  });
});

describe('callUrl', () => {
  it('keeps the base URL path', () => {
    expect(callUrl('http://h:1/base', 'http://o', '/api/x')).toBe('http://h:1/base/api/x');
    expect(callUrl('', 'http://o', '/api/x')).toBe('http://o/api/x');
  });
});
