import { describe, expect, it, vi } from 'vitest';
import { LineBatch } from './LineBatch.ts';

describe('LineBatch', () => {
  it('writes the lines of a few milliseconds in one call, in order', () => {
    vi.useFakeTimers();
    try {
      const written: string[] = [];
      const batch = new LineBatch((text) => written.push(text), 20);
      batch.add('one');
      batch.add('two');
      vi.advanceTimersByTime(19);
      batch.add('three');
      expect(written).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(written).toEqual(['one\ntwo\nthree']);
      batch.add('four');
      vi.advanceTimersByTime(20);
      expect(written).toEqual(['one\ntwo\nthree', 'four']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes at once what passes the size it may hold', () => {
    vi.useFakeTimers();
    try {
      const written: string[] = [];
      const batch = new LineBatch((text) => written.push(text), 20, 12);
      batch.add('1234');
      batch.add('5678');
      expect(written).toEqual([]);
      batch.add('9');
      expect(written).toEqual(['1234\n5678\n9']);
      vi.advanceTimersByTime(20);
      expect(written).toEqual(['1234\n5678\n9']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes what it holds at once when flushed, and nothing twice', async () => {
    const written: string[] = [];
    const batch = new LineBatch((text) => written.push(text));
    batch.flush();
    batch.add('last');
    batch.flush();
    expect(written).toEqual(['last']);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(written).toEqual(['last']);
  });
});
