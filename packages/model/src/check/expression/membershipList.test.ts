import { describe, expect, it } from 'vitest';
import { membershipList } from './membershipList.ts';

describe('membershipList', () => {
  it('names the list of `user.id in <field>`, whatever the spacing', () => {
    expect(membershipList('user.id in favoritedBy')).toBe('favoritedBy');
    expect(membershipList('  user.id\n  in   followers ')).toBe('followers');
    expect(membershipList('(user.id in favoritedBy)')).toBe('favoritedBy');
  });

  it('names nothing for another expression', () => {
    expect(membershipList('user.name in favoritedBy')).toBeUndefined();
    expect(membershipList('author.id in favoritedBy')).toBeUndefined();
    expect(membershipList('user.id in author.favoritedBy')).toBeUndefined();
    expect(membershipList('user.id in favoritedBy && true')).toBeUndefined();
    expect(membershipList('!(user.id in favoritedBy)')).toBeUndefined();
    expect(membershipList('user.id == favoritedBy')).toBeUndefined();
    expect(membershipList('user.id in')).toBeUndefined();
    expect(membershipList('')).toBeUndefined();
  });
});
