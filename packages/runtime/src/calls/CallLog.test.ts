import { describe, expect, it } from 'vitest';
import { CALL_LOG_LIMIT, CallLog, type CallLogEntry } from './CallLog.ts';

const entry = (handling: string): Omit<CallLogEntry, 'id'> => ({
  at: '2026-11-22T10:00:00.000Z',
  mode: 'mock',
  call: 'list claims',
  method: 'GET',
  url: 'http://localhost/api/claims',
  status: 200,
  answer: [],
  ms: 3,
  handling,
  faults: [],
  assumptions: [],
  violations: [],
});

describe('CallLog', () => {
  it('keeps entries oldest first, with increasing ids', () => {
    const log = new CallLog();
    log.add(entry('a'));
    log.add(entry('b'));
    expect(log.entries().map((e) => [e.id, e.handling])).toEqual([
      [1, 'a'],
      [2, 'b'],
    ]);
    expect(log.limit).toBe(CALL_LOG_LIMIT);
  });

  it('keeps only the newest entries and counts the dropped ones', () => {
    const log = new CallLog({ limit: 2 });
    for (const handling of ['a', 'b', 'c']) log.add(entry(handling));
    expect(log.entries().map((e) => e.handling)).toEqual(['b', 'c']);
    expect(log.toJSON()).toMatchObject({ limit: 2, dropped: 1 });
  });

  it('gives the same array until it changes, and tells subscribers', () => {
    const log = new CallLog();
    let told = 0;
    const stop = log.subscribe(() => (told += 1));
    const before = log.entries();
    expect(log.entries()).toBe(before);
    log.add(entry('a'));
    expect(log.entries()).not.toBe(before);
    log.clear();
    expect(log.entries()).toEqual([]);
    stop();
    log.add(entry('b'));
    expect(told).toBe(2);
  });

  it('exports as JSON, ids going on after a clear', () => {
    const log = new CallLog();
    log.add(entry('a'));
    log.clear();
    log.add(entry('b'));
    const exported = JSON.parse(JSON.stringify(log)) as ReturnType<CallLog['toJSON']>;
    expect(exported).toEqual({
      format: 'specrun-call-log',
      version: 1,
      limit: CALL_LOG_LIMIT,
      dropped: 0,
      entries: [{ id: 2, ...entry('b') }],
    });
  });

  it('refuses a limit that is no whole number', () => {
    expect(() => new CallLog({ limit: 0 })).toThrow(/limit must be a whole number/);
  });
});
