import type { CallBinding } from '@specrun/model';
import { mapCalls, readMarkdown } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { expenseClaims } from './calls.testing.ts';
import { codeForStatus } from './codeForStatus.ts';
import { decodeErrors, networkError } from './decodeErrors.ts';
import { readErrorBody } from './readErrorBody.ts';

const spec = expenseClaims();
const map = mapCalls(spec);
const call = (name: string): CallBinding => map.bindings.find((b) => b.call.name === name)!;
const decode = (body: unknown, status: number, name = 'read claim') =>
  decodeErrors(body, status, { spec, binding: call(name), entity: 'Claim', action: 'read' });

describe('readErrorBody', () => {
  it('reads the contract shape as strict', () => {
    expect(readErrorBody({ errors: [{ code: 'A', message: 'a', field: 'title' }] })).toEqual({
      errors: [{ code: 'A', message: 'a', field: 'title' }],
      shape: 'errors',
    });
  });

  it('reads the lenient shapes', () => {
    const read = (body: unknown) => readErrorBody(body).errors;
    expect(read({ code: 'A', message: 'a' })).toEqual([{ code: 'A', message: 'a' }]);
    expect(read({ error: { code: 'A', message: 'a' } })).toEqual([{ code: 'A', message: 'a' }]);
    expect(read({ error: 'NOT_FOUND' })).toEqual([{ code: 'NOT_FOUND' }]);
    expect(read({ error: 'Not Found' })).toEqual([{ message: 'Not Found' }]);
    expect(read({ message: 'nope' })).toEqual([{ message: 'nope' }]);
    expect(read({ errors: { title: ["can't be blank", 'too short'] } })).toEqual([
      { field: 'title', message: "can't be blank too short" },
    ]);
    expect(read([{ code: 'A' }, 'B', 'not a code'])).toEqual([
      { code: 'A' },
      { code: 'B' },
      { message: 'not a code' },
    ]);
    expect(read({ errors: [{ message: 'no code', path: '/title' }] })).toEqual([
      { message: 'no code', field: 'title' },
    ]);
    expect(readErrorBody({ errors: [{ message: 'x' }] }).shape).toBe('lenient');
  });

  it('reads anything else as one error without a code', () => {
    expect(readErrorBody(undefined)).toEqual({ errors: [{}], shape: 'unknown' });
    expect(readErrorBody('<h1>Bad gateway</h1>')).toEqual({
      errors: [{ message: '<h1>Bad gateway</h1>' }],
      shape: 'unknown',
    });
    expect(readErrorBody({ what: 1 })).toEqual({ errors: [{}], shape: 'unknown' });
    expect(readErrorBody(42).shape).toBe('unknown');
  });
});

describe('decodeErrors', () => {
  it('gives each code its catalogue message, never the server message', () => {
    expect(decode({ code: 'WRONG_STATE', message: 'server words' }, 409).errors).toEqual([
      { code: 'WRONG_STATE', message: 'The claim has moved on since you opened it.', status: 409 },
    ]);
    expect(decode({ error: { code: 'CONFLICT' } }, 409).errors[0]!.code).toBe('CONFLICT');
    expect(decode({ error: 'NOT_ALLOWED' }, 403).errors[0]!.message).toBe('You may not do this.');
  });

  it('gives an error without a code the code the call lists for the status', () => {
    expect(decode({ message: 'gone' }, 404).errors).toEqual([
      { code: 'NOT_FOUND', message: 'This claim does not exist.', status: 404 },
    ]);
    expect(decode('<html>', 404).errors[0]!.code).toBe('NOT_FOUND');
  });

  it('falls back to the catalogue and then Specrun for a status the call does not list', () => {
    expect(decode({}, 403).errors[0]!.code).toBe('NOT_ALLOWED');
    expect(decode({}, 409).errors[0]!.code).toBe('CONFLICT');
    expect(decode({}, 400).errors[0]!.code).toBe('BAD_REQUEST');
    // The server answered: SERVER_ERROR, not NETWORK ("did not answer"), for any 5xx.
    expect(decode({}, 500).errors[0]).toEqual({
      code: 'SERVER_ERROR',
      message: 'The server failed to handle the request.',
      status: 500,
    });
    expect(decode('Bad Gateway', 502).errors[0]!.code).toBe('SERVER_ERROR');
  });

  it('makes every 401 UNAUTHENTICATED', () => {
    expect(decode({ errors: [{ code: 'NOT_ALLOWED' }] }, 401).errors).toEqual([
      { code: 'UNAUTHENTICATED', message: 'Sign in to continue.', status: 401 },
    ]);
  });

  it('keeps a code it does not know, with the code as its message', () => {
    expect(
      decode({ errors: [{ code: 'TEAPOT', message: 'short and stout' }] }, 418).errors,
    ).toEqual([{ code: 'TEAPOT', message: 'TEAPOT' }]);
  });

  it('fills a built-in message from the field and its type', () => {
    const errors = decode({ errors: { amount: ['is not a number'] } }, 422, 'create claim').errors;
    expect(errors).toEqual([
      {
        code: 'INVALID_VALUE',
        message: 'amount does not hold a valid money.',
        status: 422,
        field: 'amount',
      },
    ]);
  });

  it('gives NETWORK the catalogue message when the spec has one', () => {
    expect(networkError(spec)).toEqual({
      code: 'NETWORK',
      message: 'The server did not answer. Try again.',
    });
  });
});

describe('codeForStatus', () => {
  it('prefers the call, then the catalogue only code, then Specrun', () => {
    expect(codeForStatus(spec, call('create category'), 409)).toBe('NAME_TAKEN');
    expect(codeForStatus(spec, call('list claims'), 409)).toBe('CONFLICT');
    expect(codeForStatus(spec, undefined, 403)).toBe('NOT_ALLOWED');
    expect(codeForStatus(spec, undefined, 422)).toBe('INVALID_VALUE');
    expect(codeForStatus(spec, undefined, 401)).toBe('UNAUTHENTICATED');
    expect(codeForStatus(spec, undefined, 503)).toBe('SERVER_ERROR');
    expect(codeForStatus(spec, undefined, 599)).toBe('SERVER_ERROR');
    // Any other 4xx was refused by a server that answered: not NETWORK ("did not answer").
    expect(codeForStatus(spec, undefined, 418)).toBe('REQUEST_REFUSED');
    expect(codeForStatus(spec, undefined, 429)).toBe('REQUEST_REFUSED');
    // A status that is no error at all leaves only NETWORK: the call did not do what was asked.
    expect(codeForStatus(spec, undefined, 302)).toBe('NETWORK');
  });

  it("gives a 5xx the catalogue's own code of that status before SERVER_ERROR", () => {
    const down = {
      ...spec,
      errors: [...spec.errors, { code: 'DOWN', status: 503, message: 'Down.' }],
    };
    expect(codeForStatus(down, undefined, 503)).toBe('DOWN');
    expect(codeForStatus(down, undefined, 500)).toBe('SERVER_ERROR');
    const twice = {
      ...down,
      errors: [...down.errors, { code: 'AWAY', status: 503, message: 'Away.' }],
    };
    expect(codeForStatus(twice, undefined, 503)).toBe('SERVER_ERROR');
    // A catalogue entry SERVER_ERROR gives it its own message.
    const own = { ...spec, errors: [...spec.errors, { code: 'SERVER_ERROR', message: 'Oops.' }] };
    expect(decodeErrors({}, 500, { spec: own }).errors).toEqual([
      { code: 'SERVER_ERROR', message: 'Oops.' },
    ]);
  });
});

describe('a 401 to a sign-in', () => {
  const conduit = readMarkdown(
    Object.values(
      import.meta.glob<string>('../../../../examples/conduit.md', {
        query: '?raw',
        import: 'default',
        eager: true,
      }),
    )[0] ?? '',
  ).spec;
  const bound = mapCalls(conduit);
  const of = (name: string) => bound.bindings.find((b) => b.call.name === name)!;
  const body = { errors: { 'email or password': ['is invalid'] } };

  it("answers the code the sign-in lists, with the catalogue's message", () => {
    const { errors } = decodeErrors(body, 401, { spec: conduit, binding: of('sign in') });
    expect(errors.map((e) => [e.code, e.message])).toEqual([['SIGN_IN_FAILED', 'invalid']]);
  });

  it('answers UNAUTHENTICATED to any other call, whatever it lists', () => {
    const { errors } = decodeErrors(body, 401, { spec: conduit, binding: of('create article') });
    expect(errors.map((e) => e.code)).toEqual(['UNAUTHENTICATED']);
  });
});
