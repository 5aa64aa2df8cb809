import type { CellResult } from './fieldType.ts';

/** How calls carry the token: a header, and the word before the token in it (`Token`, `Bearer`). */
export interface TokenHeader {
  header: string;
  /** Empty when the header holds the token alone (`X-Api-Key: <token>`). */
  scheme: string;
}

const TOKEN_HEADER = /^([A-Za-z][\w-]*)\s*:\s*(?:([A-Za-z][\w-]*)\s+)?<token>$/;

/** The default when a spec signs users in and does not say: `Authorization: Bearer <token>`. */
export const DEFAULT_TOKEN_HEADER: TokenHeader = { header: 'Authorization', scheme: 'Bearer' };

/** Reads `Authorization: Token <token>` (or `Bearer`, or a header holding the token alone). */
export function parseTokenHeader(text: string): CellResult<TokenHeader> {
  const match = TOKEN_HEADER.exec(text.trim());
  if (!match?.[1])
    return { ok: false, problem: `"${text.trim()}" is not "<Header>: <Scheme> <token>"` };
  return { ok: true, value: { header: match[1], scheme: match[2] ?? '' } };
}
