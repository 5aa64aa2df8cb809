import { describe, expect, it } from 'vitest';
import { LineBatch } from './LineBatch.ts';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('LineBatch', () => {
  it('writes the lines of one turn of the event loop in one call, in order', async () => {
    const written: string[] = [];
    const batch = new LineBatch((text) => written.push(text));
    batch.add('one');
    batch.add('two');
    batch.add('three');
    expect(written).toEqual([]);
    await turn();
    expect(written).toEqual(['one\ntwo\nthree']);
    batch.add('four');
    await turn();
    expect(written).toEqual(['one\ntwo\nthree', 'four']);
  });

  it('writes what it holds at once when flushed, and nothing twice', async () => {
    const written: string[] = [];
    const batch = new LineBatch((text) => written.push(text));
    batch.flush();
    batch.add('last');
    batch.flush();
    expect(written).toEqual(['last']);
    await turn();
    expect(written).toEqual(['last']);
  });
});
