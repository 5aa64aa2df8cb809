import type { DecodedSpec } from '@specrun/model';

/**
 * Why a spec file whose bytes are not valid in their encoding (`decodeSpecBytes` reported them)
 * is not opened, naming the first by line and column and the way out; `undefined` for a file
 * whose bytes are all valid.
 */
export function describeBadBytes(what: string, decoded: DecodedSpec): string | undefined {
  const bad = decoded.diagnostics.find((d) => d.code === 'invalid-encoding');
  if (bad === undefined) return undefined;
  const encoding = decoded.encoding === 'utf-8' ? 'UTF-8' : 'UTF-16';
  return `${what} has bytes that are not ${encoding}, first at line ${bad.at.line}, column ${bad.at.column}: save it as UTF-8, then open it again.`;
}
