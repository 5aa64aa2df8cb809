import { ChangeSet } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { RecentTexts } from './recentTexts.ts';

describe('RecentTexts', () => {
  it('maps positions of a recent text through the edits made since', () => {
    const recent = new RecentTexts();
    recent.remember('abc', 0);
    recent.mapThrough(ChangeSet.of({ from: 0, insert: 'XY' }, 3).desc);
    const since = recent.changesSince('abc', 10);
    expect(since?.mapPos(1)).toBe(3);
    expect(recent.changesSince('other', 10)).toBeUndefined();
  });

  it('forgets old texts, by count and by age', () => {
    const recent = new RecentTexts(2, 100);
    recent.remember('a', 0);
    recent.remember('b', 0);
    recent.remember('c', 0);
    expect(recent.changesSince('a', 0)).toBeUndefined();
    expect(recent.changesSince('c', 0)).toBeDefined();
    expect(recent.changesSince('c', 500)).toBeUndefined();
    recent.clear();
    expect(recent.changesSince('c', 0)).toBeUndefined();
  });
});
