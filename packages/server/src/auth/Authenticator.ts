import { USER_HEADER } from '@specrun/runtime/backend';
import { jwtVerify, SignJWT } from 'jose';

/**
 * Tells whom a request acts as: a user's id, or null for nobody (a call then answers 401
 * UNAUTHENTICATED). The server asks one authenticator per request; sign-in calls, when a spec
 * has them, will issue the tokens `tokenAuthenticator` reads.
 */
export type Authenticator = (request: Request) => Promise<string | null>;

/** The sample user the development header (`x-specrun-user`) names; only under `--dev`. */
export const devHeaderAuthenticator: Authenticator = async (request) =>
  request.headers.get(USER_HEADER);

const ALGORITHM = 'HS256';

/**
 * The user a signed token names (`Authorization: Bearer <token>` or `Token <token>`): a JWT
 * signed with the server's secret (HS256), whose subject is the user's id. A token that is
 * missing, expired, or signed with another key names nobody.
 */
export function tokenAuthenticator(secret: Uint8Array): Authenticator {
  return async (request) => {
    const header = request.headers.get('Authorization');
    const token = header === null ? undefined : /^(?:Bearer|Token)\s+(\S+)$/i.exec(header)?.[1];
    if (token === undefined) return null;
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM] });
      return typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : null;
    } catch {
      return null;
    }
  };
}

/** The first user any of the authenticators names, asked in order. */
export function firstAuthenticated(...authenticators: Authenticator[]): Authenticator {
  return async (request) => {
    for (const authenticate of authenticators) {
      const user = await authenticate(request);
      if (user !== null) return user;
    }
    return null;
  };
}

/** A token for `userId`, signed with the server's secret; valid for `expiresIn` (default 7 days). */
export function signToken(secret: Uint8Array, userId: string, expiresIn = '7d'): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(secret);
}
