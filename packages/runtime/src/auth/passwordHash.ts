// Passwords are kept only as PBKDF2-SHA256 hashes, made with WebCrypto, which the browser and
// Node both have (node:crypto's scrypt is Node's alone): `pbkdf2-sha256$<iterations>$<salt>$<hash>`.

/** OWASP's count for PBKDF2-HMAC-SHA256 (2023); a hash keeps its own count, so it can change. */
export const PASSWORD_ITERATIONS = 600_000;

const PREFIX = 'pbkdf2-sha256';
const encoder = new TextEncoder();

/** The stored form of a password: a salted PBKDF2-SHA256 hash, never the password. */
export async function hashPassword(
  password: string,
  iterations: number = PASSWORD_ITERATIONS,
): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, iterations);
  return `${PREFIX}$${iterations}$${base64(salt)}$${base64(hash)}`;
}

/** True when a stored hash (`hashPassword`) is of this password; false for anything else stored. */
export async function verifyPassword(password: string, stored: unknown): Promise<boolean> {
  if (typeof stored !== 'string') return false;
  const [prefix, count, salt, hash] = stored.split('$');
  const iterations = Number(count);
  if (prefix !== PREFIX || !Number.isSafeInteger(iterations) || iterations < 1) return false;
  if (salt === undefined || hash === undefined) return false;
  const made = await derive(password, bytes(salt), iterations);
  const expected = bytes(hash);
  // Compared in full whatever differs first, so that the time says nothing of where.
  let difference = made.length ^ expected.length;
  for (let i = 0; i < made.length; i++) difference |= made[i]! ^ (expected[i] ?? 0);
  return difference === 0;
}

/** True for a value that is a stored hash rather than a password a write sends. */
export function isPasswordHash(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith(`${PREFIX}$`);
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
