import type { NewSpec } from '../storage/workbenchDb.ts';
import { decodeShare } from './shareCodec.ts';
import { sharedStart } from './sharedStart.ts';

/** What a share link opens: the new spec it starts, or why it opens nothing. */
export type SharedOutcome = { ok: true; start: NewSpec } | { ok: false; message: string };

/** Decodes a share link's payload and reads its spec's title (`sharedStart`); never throws. */
export async function readShared(payload: string): Promise<SharedOutcome> {
  try {
    const decoded = await decodeShare(payload);
    if (!decoded.ok) return { ok: false, message: decoded.message };
    return { ok: true, start: sharedStart(decoded.spec) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
