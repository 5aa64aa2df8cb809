import type { SpecFormat } from '@specrun/model';
import { deflateSync, inflateSync } from 'fflate';
import { decodeBase64Url, encodeBase64Url } from './base64url.ts';

/** The version of the shared form this code writes and reads. */
export const SHARE_VERSION = 1;

/**
 * The longest payload a share link carries, in characters. Browsers take URLs of megabytes, but
 * chat tools, mail clients and URL shorteners cut links at a few tens of thousands of characters;
 * 32,000 holds a spec of about 80 KB of Markdown (the reference spec needs about 3,200).
 */
export const MAX_SHARE_PAYLOAD = 32_000;

/** The most bytes a payload may expand to: a link that inflates to more is refused unread. */
export const MAX_SHARED_BYTES = 4 * 1024 * 1024;

/** How many bytes of the SHA-256 of the compressed data lead the payload, as its check. */
const CHECK_BYTES = 8;

/** What a share link carries: a spec's name, form and text. */
export interface SharedSpec {
  name: string;
  format: SpecFormat;
  text: string;
}

/** Why a share link opens nothing. */
export type ShareProblem =
  | 'not-base64'
  | 'too-short'
  | 'fails-check'
  | 'does-not-decompress'
  | 'too-large'
  | 'too-long'
  | 'not-json'
  | 'unknown-version'
  | 'not-a-spec';

export type DecodedShare =
  { ok: true; spec: SharedSpec } | { ok: false; problem: ShareProblem; message: string };

export type EncodedShare =
  | { ok: true; payload: string }
  | { ok: false; problem: 'too-large'; length: number; message: string };

const MESSAGES: Record<ShareProblem, string> = {
  'not-base64':
    'The link is damaged: its data holds characters a share link never has (it is not base64url).',
  'too-short': 'The link is cut short: it holds too little data to be a shared spec.',
  'fails-check':
    'The link was changed or cut: its data does not match its check, so it is not opened.',
  'does-not-decompress': 'The link is damaged: its data does not decompress.',
  'too-large': `The link expands to more than ${MAX_SHARED_BYTES / 1024 / 1024} MB, more than a spec.`,
  'too-long': `The link is longer than any share link Specrun makes (${MAX_SHARE_PAYLOAD.toLocaleString('en')} characters of data at most).`,
  'not-json': 'The link is damaged: its data is not a shared spec (not UTF-8 JSON).',
  'unknown-version':
    'The link was made by another version of Specrun, whose form of shared specs this one does not know.',
  'not-a-spec': 'The link holds data, but not a spec: a name, a form and a text are expected.',
};

const refuse = (problem: ShareProblem, detail = ''): DecodedShare => ({
  ok: false,
  problem,
  message: detail === '' ? MESSAGES[problem] : `${MESSAGES[problem]} ${detail}`,
});

async function checkOf(bytes: Uint8Array): Promise<Uint8Array> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return new Uint8Array(digest, 0, CHECK_BYTES);
}

/** The payload of some compressed bytes: their check, then the bytes, in base64url. */
export async function sealPayload(compressed: Uint8Array): Promise<string> {
  const sealed = new Uint8Array(CHECK_BYTES + compressed.length);
  sealed.set(await checkOf(compressed), 0);
  sealed.set(compressed, CHECK_BYTES);
  return encodeBase64Url(sealed);
}

/**
 * Encodes a spec for a share link: UTF-8 JSON `{ v, name, format, text }`, deflated, led by the
 * first 8 bytes of its SHA-256, in base64url. Refuses a spec whose payload would be longer than
 * `MAX_SHARE_PAYLOAD`.
 */
export async function encodeShare(spec: SharedSpec): Promise<EncodedShare> {
  const json = JSON.stringify({ v: SHARE_VERSION, ...pick(spec) });
  const payload = await sealPayload(deflateSync(new TextEncoder().encode(json), { level: 9 }));
  if (payload.length > MAX_SHARE_PAYLOAD) {
    return {
      ok: false,
      problem: 'too-large',
      length: payload.length,
      message: `This spec is too large for a link: it needs ${payload.length.toLocaleString('en')} characters, and a link holds at most ${MAX_SHARE_PAYLOAD.toLocaleString('en')}. Save it as a file and send the file instead.`,
    };
  }
  return { ok: true, payload };
}

const pick = ({ name, format, text }: SharedSpec): SharedSpec => ({ name, format, text });

/** Reads a share link's payload back; says why when it is damaged, changed or not a spec. */
export async function decodeShare(payload: string): Promise<DecodedShare> {
  if (payload.length > MAX_SHARE_PAYLOAD) return refuse('too-long');
  const bytes = decodeBase64Url(payload);
  if (bytes === undefined) return refuse('not-base64');
  if (bytes.length <= CHECK_BYTES) return refuse('too-short');
  const compressed = bytes.subarray(CHECK_BYTES);
  const check = await checkOf(compressed);
  if (check.some((byte, i) => byte !== bytes[i])) return refuse('fails-check');
  const inflated = inflate(compressed);
  if (inflated === 'damaged') return refuse('does-not-decompress');
  if (inflated === 'too-large') return refuse('too-large');
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflated));
  } catch {
    return refuse('not-json');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return refuse('not-a-spec');
  const record = data as Record<string, unknown>;
  if (record['v'] !== SHARE_VERSION)
    return refuse(
      'unknown-version',
      `It says version ${JSON.stringify(record['v'])}; this Specrun reads version ${SHARE_VERSION}.`,
    );
  const { name, format, text } = record;
  if (typeof name !== 'string' || typeof text !== 'string') return refuse('not-a-spec');
  if (format !== 'markdown' && format !== 'yaml') return refuse('not-a-spec');
  return { ok: true, spec: { name, format, text } };
}

function inflate(compressed: Uint8Array): Uint8Array | 'damaged' | 'too-large' {
  // A buffer one byte larger than allowed: filled, it means the data expands past the limit.
  const out = new Uint8Array(MAX_SHARED_BYTES + 1);
  let inflated: Uint8Array;
  try {
    inflated = inflateSync(compressed, { out });
  } catch {
    return 'damaged';
  }
  return inflated.length > MAX_SHARED_BYTES ? 'too-large' : inflated;
}
