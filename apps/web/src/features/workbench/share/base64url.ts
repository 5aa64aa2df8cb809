const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUES = new Map([...ALPHABET].map((char, index) => [char, index]));

/** Writes bytes as base64url without padding (RFC 4648 §5): safe in a URL's fragment as it is. */
export function encodeBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const triple = (a << 16) | (b << 8) | c;
    const chars = i + 3 <= bytes.length ? 4 : bytes.length - i + 1;
    for (let k = 0; k < chars; k++) out += ALPHABET[(triple >> (18 - 6 * k)) & 63];
  }
  return out;
}

/**
 * Reads base64url without padding; `undefined` when the text holds any other character or has a
 * length no encoding gives (a remainder of one character, or stray bits in the last one).
 */
export function decodeBase64Url(text: string): Uint8Array | undefined {
  if (text.length % 4 === 1) return undefined;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let buffer = 0;
  let at = 0;
  for (const char of text) {
    const value = VALUES.get(char);
    if (value === undefined) return undefined;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (buffer >> bits) & 0xff;
    }
  }
  // The bits left over must be zero, so that each byte string has exactly one encoding.
  if ((buffer & ((1 << bits) - 1)) !== 0) return undefined;
  return out;
}
