// Session tokens: JSON Web Tokens signed with HMAC-SHA256 by WebCrypto (in the browser and in
// Node alike), naming the user (`sub`) and when they expire (`exp`).

/** How long a token is good for, by default: seven days. */
export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Why a token names nobody: it is not a token, its signature is not ours, or it has expired. */
export type TokenProblem = 'malformed' | 'forged' | 'expired';

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const HEADER = base64url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));

/** Signs and verifies the tokens of one backend with one secret key. */
export class TokenSigner {
  private key: Promise<CryptoKey> | undefined;

  /** @param secret The key's bytes; default 32 random ones (tokens then last as long as it). */
  constructor(
    private readonly secret: Uint8Array<ArrayBuffer> = crypto.getRandomValues(new Uint8Array(32)),
    private readonly lifetimeMs: number = TOKEN_LIFETIME_MS,
  ) {}

  /** A token naming a user, good from `now` for the lifetime. */
  async sign(userId: string, now: Date): Promise<string> {
    const seconds = Math.floor(now.getTime() / 1000);
    const claims = { sub: userId, iat: seconds, exp: seconds + Math.floor(this.lifetimeMs / 1000) };
    const body = `${HEADER}.${base64url(encoder.encode(JSON.stringify(claims)))}`;
    const signature = await crypto.subtle.sign('HMAC', await this.hmac(), encoder.encode(body));
    return `${body}.${base64url(new Uint8Array(signature))}`;
  }

  /** The user a token names at `now`, or why it names nobody. */
  async verify(
    token: string,
    now: Date,
  ): Promise<{ ok: true; userId: string } | { ok: false; problem: TokenProblem }> {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, problem: 'malformed' };
    const [header, payload, signature] = parts as [string, string, string];
    const signed = fromBase64url(signature);
    if (signed === undefined) return { ok: false, problem: 'malformed' };
    const valid = await crypto.subtle.verify(
      'HMAC',
      await this.hmac(),
      signed,
      encoder.encode(`${header}.${payload}`),
    );
    if (!valid) return { ok: false, problem: 'forged' };
    let claims: unknown;
    try {
      claims = JSON.parse(decoder.decode(fromBase64url(payload)));
    } catch {
      return { ok: false, problem: 'malformed' };
    }
    const { sub, exp } = (claims ?? {}) as { sub?: unknown; exp?: unknown };
    if (typeof sub !== 'string' || typeof exp !== 'number')
      return { ok: false, problem: 'malformed' };
    if (exp * 1000 <= now.getTime()) return { ok: false, problem: 'expired' };
    return { ok: true, userId: sub };
  }

  private hmac(): Promise<CryptoKey> {
    this.key ??= crypto.subtle.importKey(
      'raw',
      this.secret,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return this.key;
  }
}

function base64url(data: Uint8Array): string {
  let text = '';
  for (const byte of data) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const padded = text.replace(/-/g, '+').replace(/_/g, '/');
    return Uint8Array.from(atob(padded + '='.repeat((4 - (padded.length % 4)) % 4)), (c) =>
      c.charCodeAt(0),
    );
  } catch {
    return undefined;
  }
}
