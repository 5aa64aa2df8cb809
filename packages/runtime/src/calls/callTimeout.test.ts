import type { Constant, Spec } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { callTimeout, DEFAULT_CALL_TIMEOUT_MS, timeoutConstant } from './callTimeout.ts';
import { expenseClaims } from './calls.testing.ts';

const withConstants = (constants: Constant[]): Spec => ({ ...expenseClaims(), constants });
const constant = (name: string, value: Constant['value'], meaning = ''): Constant => ({
  name,
  value,
  meaning,
});

describe('callTimeout', () => {
  it("reads the reference spec's CALL_TIMEOUT_MS", () => {
    expect(callTimeout(expenseClaims())).toBe(10_000);
  });

  it('defaults to 10 seconds without a timeout constant', () => {
    expect(callTimeout(withConstants([constant('TITLE_MAX', 80)]))).toBe(DEFAULT_CALL_TIMEOUT_MS);
    expect(callTimeout(withConstants([constant('CALL_TIMEOUT_MS', 'soon')]))).toBe(10_000);
    expect(callTimeout(withConstants([constant('CALL_TIMEOUT_MS', -1)]))).toBe(10_000);
  });

  it('reads the unit from the name, else from the meaning', () => {
    expect(callTimeout(withConstants([constant('REQUEST_TIMEOUT_S', 3)]))).toBe(3000);
    expect(callTimeout(withConstants([constant('TIMEOUT_SECONDS', '2.5')]))).toBe(2500);
    expect(callTimeout(withConstants([constant('API_TIMEOUT_MIN', 1)]))).toBe(60_000);
    expect(callTimeout(withConstants([constant('TIMEOUT', 4, 'in seconds')]))).toBe(4000);
    expect(callTimeout(withConstants([constant('TIMEOUT', 400, "the server's limit")]))).toBe(400);
  });

  it('prefers a constant that names calls', () => {
    const spec = withConstants([
      constant('SESSION_TIMEOUT_MIN', 30),
      constant('CALL_TIMEOUT_MS', 5000),
    ]);
    expect(timeoutConstant(spec)?.name).toBe('CALL_TIMEOUT_MS');
    expect(callTimeout(spec)).toBe(5000);
  });
});
