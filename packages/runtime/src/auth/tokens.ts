// Session tokens: JSON Web Tokens (HS256, by jose over WebCrypto, in the browser and in Node
// alike), naming the user (`sub`) and when they expire (`exp`).
import { errors, jwtVerify, SignJWT } from 'jose';

/** How long a token is good for, by default: seven days. */
export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Why a token names nobody: it is not a token, its signature is not ours, or it has expired. */
export type TokenProblem = 'malformed' | 'forged' | 'expired';

const ALGORITHM = 'HS256';

/** Signs and verifies the tokens of one backend with one secret key. */
export class TokenSigner {
  /** @param secret The key's bytes; default 32 random ones (tokens then last as long as it). */
  constructor(
    private readonly secret: Uint8Array = crypto.getRandomValues(new Uint8Array(32)),
    private readonly lifetimeMs: number = TOKEN_LIFETIME_MS,
  ) {}

  /** A token naming a user, good from `now` for the lifetime. */
  sign(userId: string, now: Date): Promise<string> {
    const seconds = Math.floor(now.getTime() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(userId)
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + Math.floor(this.lifetimeMs / 1000))
      .sign(this.secret);
  }

  /** The user a token names at `now`, or why it names nobody. */
  async verify(
    token: string,
    now: Date,
  ): Promise<{ ok: true; userId: string } | { ok: false; problem: TokenProblem }> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: [ALGORITHM],
        currentDate: now,
        requiredClaims: ['sub', 'exp'],
      });
      const sub = payload.sub;
      return typeof sub === 'string' && sub !== ''
        ? { ok: true, userId: sub }
        : { ok: false, problem: 'malformed' };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, problem: 'expired' };
      if (error instanceof errors.JWSSignatureVerificationFailed)
        return { ok: false, problem: 'forged' };
      return { ok: false, problem: 'malformed' };
    }
  }
}
