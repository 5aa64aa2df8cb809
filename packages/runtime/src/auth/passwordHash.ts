// Passwords are kept only as PBKDF2-SHA256 hashes, made with WebCrypto, which the browser and
// Node both have (node:crypto's scrypt is Node's alone): `pbkdf2-sha256$<iterations>$<salt>$<hash>`.

/** OWASP's count for PBKDF2-HMAC-SHA256 (2023); a hash keeps its own count, so it can change. */
export const PASSWORD_ITERATIONS = 600_000;

const PREFIX = 'pbkdf2-sha256';
const encoder = new TextEncoder();

/** The stored form of a password: a salted PBKDF2-SHA256 hash, never the password. */
async function hashPassword(
  password: string,
  iterations: number = PASSWORD_ITERATIONS,
): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, iterations);
  return `${PREFIX}$${iterations}$${base64(salt)}$${base64(hash)}`;
}

/** True when a stored hash (`hashPassword`) is of this password; false for anything else stored. */
async function verifyPassword(password: string, stored: unknown): Promise<boolean> {
  if (typeof stored !== 'string') return false;
  const [prefix, count, salt, hash] = stored.split('$');
  const iterations = Number(count);
  if (prefix !== PREFIX || !Number.isSafeInteger(iterations) || iterations < 1) return false;
  if (salt === undefined || hash === undefined) return false;
  // Compared in full whatever differs first, so that the time says nothing of where.
  return sameBytes(await derive(password, bytes(salt), iterations), bytes(hash));
}

/**
 * How a backend keeps passwords: it stores `hash(password)` and signs in whoever sends a
 * password that `verify` finds is of the stored hash. The browser's backend uses PBKDF2
 * (`pbkdf2Passwords`); a server may use a memory-hard hash (scrypt) and still verify PBKDF2's.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: unknown): Promise<boolean>;
}

/** Passwords kept as PBKDF2-SHA256 hashes of `iterations` (default `PASSWORD_ITERATIONS`). */
export function pbkdf2Passwords(iterations: number = PASSWORD_ITERATIONS): PasswordHasher {
  return {
    hash: (password) => hashPassword(password, iterations),
    verify: verifyPassword,
  };
}

/** True when two byte strings are equal, compared in full whatever differs first. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ (b[i] ?? 0);
  return difference === 0;
}

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

function base64(data: Uint8Array): string {
  let text = '';
  for (const byte of data) text += String.fromCharCode(byte);
  return btoa(text);
}

function bytes(text: string): Uint8Array<ArrayBuffer> {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return new Uint8Array();
  }
}
