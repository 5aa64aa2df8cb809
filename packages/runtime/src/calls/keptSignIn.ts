import type { User } from '@specrun/model';

/** A sign-in a live server answered: its token and the user it signed in. */
export interface KeptSignIn {
  token: string;
  user: User;
}

/** The part of `sessionStorage` a kept sign-in uses; tests pass their own. */
export type SignInStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): SignInStorage | undefined {
  try {
    return (globalThis as { sessionStorage?: SignInStorage }).sessionStorage;
  } catch {
    return undefined; // A page that may not store anything.
  }
}

function keyOf(baseUrl: string): string {
  return `specrun:sign-in:${baseUrl}`;
}

/**
 * The sign-in kept for a live server in this tab (`sessionStorage`: it outlives a reload, not the
 * tab), or undefined when there is none or what is kept cannot be read.
 */
export function readKeptSignIn(
  baseUrl: string,
  storage: SignInStorage | undefined = sessionStore(),
): KeptSignIn | undefined {
  let parsed: unknown;
  try {
    const text = storage?.getItem(keyOf(baseUrl));
    if (text === null || text === undefined) return undefined;
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { token, user } = parsed as { token?: unknown; user?: Partial<User> };
  if (typeof token !== 'string' || token === '' || typeof user !== 'object' || user === null)
    return undefined;
  const { id, name, roles } = user;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string' || !Array.isArray(roles))
    return undefined;
  if (!roles.every((role) => typeof role === 'string')) return undefined;
  return { token, user: { id, name, roles } };
}

/** Keeps a sign-in for a live server in this tab, or forgets it (`undefined`); never throws. */
export function keepSignIn(
  baseUrl: string,
  kept: KeptSignIn | undefined,
  storage: SignInStorage | undefined = sessionStore(),
): void {
  try {
    if (kept === undefined) storage?.removeItem(keyOf(baseUrl));
    else storage?.setItem(keyOf(baseUrl), JSON.stringify(kept));
  } catch {
    // A tab that refuses to store it keeps the sign-in for the page's life only.
  }
}
