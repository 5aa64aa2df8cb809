import { describe, expect, it } from 'vitest';
import { keepSignIn, readKeptSignIn, type SignInStorage } from './keptSignIn.ts';

function tab(): SignInStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const ANN = { token: 't1', user: { id: 'ann', name: 'ann', roles: ['signed in'] } };

describe('a sign-in kept in the tab', () => {
  it('is read back for its server only, and forgotten', () => {
    const storage = tab();
    keepSignIn('http://a.test', ANN, storage);
    expect(readKeptSignIn('http://a.test', storage)).toEqual(ANN);
    expect(readKeptSignIn('http://b.test', storage)).toBeUndefined();
    keepSignIn('http://a.test', undefined, storage);
    expect(readKeptSignIn('http://a.test', storage)).toBeUndefined();
  });

  it('reads nothing from what is not a sign-in', () => {
    const storage = tab();
    const key = 'specrun:sign-in:http://a.test';
    for (const text of [
      'not json',
      'null',
      '{"token":"","user":{"id":"ann","name":"ann","roles":[]}}',
      '{"token":"t","user":{"id":"","name":"ann","roles":[]}}',
      '{"token":"t","user":{"id":"ann","name":"ann","roles":[1]}}',
      '{"token":"t"}',
    ]) {
      storage.items.set(key, text);
      expect(readKeptSignIn('http://a.test', storage)).toBeUndefined();
    }
  });

  it('keeps nothing, and does not throw, where the tab refuses to store', () => {
    const refusing: SignInStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => keepSignIn('http://a.test', ANN, refusing)).not.toThrow();
    expect(readKeptSignIn('http://a.test', refusing)).toBeUndefined();
  });
});
