import type { SpecFormat } from '@specrun/model';
import { formatOfFileName } from '@specrun/model';
import {
  checkSpecSize,
  decodeSpecText,
  describeSize,
  MAX_SPEC_BYTES,
  type SpecText,
} from './readSpecFile.ts';

/** The form of a spec at a URL: told by its path's ending, else by its text. */
async function formatAt(url: URL, text: string): Promise<SpecFormat> {
  const named = formatOfFileName(url.pathname);
  if (named) return named;
  // Loaded only here, so that the gallery does not carry the spec reader.
  const { detectFormat } = await import('../../shared/session/readSpecText.ts');
  return detectFormat(text);
}

/**
 * Fetches the spec at a URL of this site and reads its text; never throws. A redirect is not
 * followed (it could lead to another host), and an answer that is not a text spec is refused.
 */
export async function fetchSpecText(
  url: URL,
  fetcher: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<SpecText> {
  const what = `The spec at ${url.pathname}`;
  let response: Response;
  try {
    response = await fetcher(url, {
      redirect: 'manual',
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, message: `${what} could not be loaded: the server did not answer.` };
  }
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400))
    return { ok: false, message: `${what} redirects elsewhere; open its final address instead.` };
  if (!response.ok) {
    const status = `${response.status} ${response.statusText}`.trim();
    return { ok: false, message: `${what} could not be loaded: the server answered ${status}.` };
  }
  // A static host may answer an unknown path with the app's own page: that is no spec.
  if (/^text\/html\b/i.test(response.headers.get('content-type') ?? ''))
    return {
      ok: false,
      message: `${what} could not be loaded: the server answered with a web page, not a spec.`,
    };
  const length = Number(response.headers.get('content-length') ?? '0');
  const tooLarge = checkSpecSize(what, length);
  if (tooLarge) return { ok: false, message: tooLarge };
  const bytes = await readAtMost(response, MAX_SPEC_BYTES, signal);
  if (bytes === 'too-large')
    return {
      ok: false,
      message: `${what} is more than ${describeSize(MAX_SPEC_BYTES)}; a spec may be at most ${describeSize(MAX_SPEC_BYTES)}.`,
    };
  if (bytes === 'broken')
    return { ok: false, message: `${what} could not be loaded: the answer broke off.` };
  const decoded = decodeSpecText(what, bytes);
  if (!decoded.ok) return decoded;
  return { ok: true, text: decoded.text, format: await formatAt(url, decoded.text) };
}

/**
 * An answer's body, read as it comes and given up once it passes `limit` bytes ('too-large'): an
 * answer without a Content-Length, or with a false one, is never read whole. 'broken' when the
 * answer breaks off; rethrows when `signal` aborted the reading.
 */
async function readAtMost(
  response: Response,
  limit: number,
  signal: AbortSignal | undefined,
): Promise<Uint8Array | 'too-large' | 'broken'> {
  if (response.body === null) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        // Cancelling ends the download: the rest of the answer is never fetched.
        await reader.cancel().catch(() => undefined);
        return 'too-large';
      }
      chunks.push(value);
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    return 'broken';
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
