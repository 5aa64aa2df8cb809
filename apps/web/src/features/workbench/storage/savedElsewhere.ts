/**
 * Tells the other tabs of this browser that a workbench spec was saved, and hears what they save:
 * two tabs may have the same spec open, and each keeps saving what it shows.
 */
const CHANNEL = 'specrun:workbench-saves';

interface SavedMessage {
  specId: string;
  updatedAt: string;
}

let channel: BroadcastChannel | undefined;
const open = (): BroadcastChannel | undefined =>
  typeof BroadcastChannel === 'undefined' ? undefined : (channel ??= new BroadcastChannel(CHANNEL));

/** Says to the other tabs that this one saved the spec `specId`. */
export function announceSave(specId: string, updatedAt: string): void {
  const message: SavedMessage = { specId, updatedAt };
  open()?.postMessage(message);
}

/**
 * Calls `onSaved` whenever another tab saves the spec `specId` (a tab does not hear its own
 * saves: one channel object both posts and listens). Returns the stop.
 */
export function hearSavesElsewhere(specId: string, onSaved: () => void): () => void {
  const listening = open();
  if (listening === undefined) return () => undefined;
  const heard = (event: MessageEvent<SavedMessage>) => {
    if (event.data?.specId === specId) onSaved();
  };
  listening.addEventListener('message', heard);
  return () => listening.removeEventListener('message', heard);
}
