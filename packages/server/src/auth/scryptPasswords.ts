import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { pbkdf2Passwords, type PasswordHasher } from '@specrun/runtime/backend';

/** The cost of new hashes: OWASP's scrypt setting of 16 MiB (N = 2^14, r = 8, p = 5). */
export const SCRYPT_COST: Readonly<{ N: number; r: number; p: number }> = {
  N: 2 ** 14,
  r: 8,
  p: 5,
};

const PREFIX = 'scrypt';
const KEY_LENGTH = 32;

/**
 * Passwords kept as scrypt hashes (node:crypto), memory-hard where the browser's backend can only
 * use PBKDF2: `scrypt$<N>$<r>$<p>$<salt>$<hash>`. A PBKDF2 hash made in the browser (an earlier
 * store) is still verified. `cost` is for tests, which need not pay the full price.
 */
export function scryptPasswords(cost = SCRYPT_COST): PasswordHasher {
  const pbkdf2 = pbkdf2Passwords();
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const hash = await derive(password, salt, cost);
      return [
        PREFIX,
        cost.N,
        cost.r,
        cost.p,
        salt.toString('base64'),
        hash.toString('base64'),
      ].join('$');
    },
    async verify(password, stored) {
      if (typeof stored !== 'string') return false;
      if (!stored.startsWith(`${PREFIX}$`)) return pbkdf2.verify(password, stored);
      const [, n, r, p, salt, hash] = stored.split('$');
      const used = { N: Number(n), r: Number(r), p: Number(p) };
      if (![used.N, used.r, used.p].every((v) => Number.isSafeInteger(v) && v > 0)) return false;
      // A stored cost past any this server makes is not worth the memory it would take.
      if (used.N > 2 ** 20 || used.r > 32 || used.p > 64) return false;
      if (salt === undefined || hash === undefined) return false;
      const expected = Buffer.from(hash, 'base64');
      if (expected.length !== KEY_LENGTH) return false;
      return timingSafeEqual(await derive(password, Buffer.from(salt, 'base64'), used), expected);
    },
  };
}

function derive(
  password: string,
  salt: Buffer,
  cost: { N: number; r: number; p: number },
): Promise<Buffer> {
  // scrypt needs 128 × N × r bytes; Node refuses more than 32 MiB unless told.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}
