import {
  SPEC_CHANGED_CHANNEL,
  workbenchPlace,
  type OpenedSpec,
} from '../../../shared/session/OpenedSpec.ts';
import { loadOpenedSpec, saveOpenedSpec } from '../../../shared/session/specLibrary.ts';
import type { SoundVersion } from '../workbenchStore.ts';

let channel: BroadcastChannel | undefined;

/**
 * Keeps a sound version as the spec of the workbench spec's own place (`workbench-<id>`), with a
 * new `openedAt`, and tells every running app of that place (the preview frame) to reopen it.
 */
export async function publishPreview(id: string, version: SoundVersion): Promise<void> {
  const place = workbenchPlace(id);
  const opened: OpenedSpec = {
    place,
    text: version.text,
    format: version.format,
    origin: { kind: 'workbench', id },
    openedAt: new Date().toISOString(),
  };
  await saveOpenedSpec(opened);
  if (typeof BroadcastChannel === 'undefined') return;
  channel ??= new BroadcastChannel(SPEC_CHANGED_CHANNEL);
  channel.postMessage({ place });
}

/** Whether the place of a workbench spec holds a version from an earlier visit. */
export async function hasPreview(id: string): Promise<boolean> {
  return (await loadOpenedSpec(workbenchPlace(id))) !== undefined;
}
