import { pbkdf2Passwords } from '@specrun/runtime/backend';
import { describe, expect, it } from 'vitest';
import { SCRYPT_COST, scryptPasswords } from './scryptPasswords.ts';

const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe('scryptPasswords', () => {
  it('keeps a salted scrypt hash that verifies the password and nothing else', async () => {
    const passwords = scryptPasswords(cheap);
    const one = await passwords.hash('correct horse');
    const two = await passwords.hash('correct horse');
    expect(one).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(one).not.toContain('correct');
    expect(one).not.toBe(two);
    expect(await passwords.verify('correct horse', one)).toBe(true);
    expect(await passwords.verify('correct horsf', one)).toBe(false);
    expect(await passwords.verify('', one)).toBe(false);
  });

  it('verifies the PBKDF2 hashes a browser backend made', async () => {
    const stored = await pbkdf2Passwords(1000).hash('s3cret');
    expect(await scryptPasswords(cheap).verify('s3cret', stored)).toBe(true);
    expect(await scryptPasswords(cheap).verify('other', stored)).toBe(false);
  });

  it('refuses stored values that are no hash of its, without trying a huge cost', async () => {
    const passwords = scryptPasswords(cheap);
    const stored = await passwords.hash('pw');
    const parts = stored.split('$');
    for (const bad of [
      undefined,
      42,
      'pw',
      'scrypt$',
      ['scrypt', 2 ** 30, 8, 1, parts[4], parts[5]].join('$'),
      ['scrypt', 'x', 8, 1, parts[4], parts[5]].join('$'),
      ['scrypt', 1024, 8, 1, parts[4], 'AAAA'].join('$'),
    ])
      expect(await passwords.verify('pw', bad)).toBe(false);
  });

  it("uses OWASP's 16 MiB setting by default", () => {
    expect(128 * SCRYPT_COST.N * SCRYPT_COST.r).toBe(16 * 1024 * 1024);
    expect(SCRYPT_COST.p).toBe(5);
  });
});
