import { describe, expect, it } from 'vitest';
import { CallError } from '../calls/CallError.ts';
import { appError } from './AppError.ts';
import { mayPassOnRetry } from './retry.ts';

describe('whether a failed read may pass on another try', () => {
  it('says no to a refusal the same read always gets', () => {
    expect(mayPassOnRetry([appError('NOT_ALLOWED', [], { action: 'read' })])).toBe(false);
    expect(mayPassOnRetry([appError('NOT_FOUND', [])])).toBe(false);
    expect(mayPassOnRetry(new CallError([appError('NOT_ALLOWED', [])]))).toBe(false);
  });

  it('says yes to a failure that may pass: the network, the server, the storage', () => {
    expect(mayPassOnRetry([appError('NETWORK', [])])).toBe(true);
    expect(mayPassOnRetry([appError('STORAGE', [], { detail: 'quota' })])).toBe(true);
    expect(mayPassOnRetry(new CallError([appError('SERVER_ERROR', [])]))).toBe(true);
    expect(mayPassOnRetry([appError('NOT_FOUND', []), appError('NETWORK', [])])).toBe(true);
    expect(mayPassOnRetry(new Error('IndexedDB is closed'))).toBe(true);
    expect(mayPassOnRetry([])).toBe(true);
  });
});
