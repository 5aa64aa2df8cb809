import { useEffect } from 'react';

/**
 * Calls `reopen` on each `change` event of the event stream at `liveUrl` (`specrun dev`): the
 * single spec that could not be opened (its file missing, say) is opened again once the file
 * changes or comes back. Without an event stream it does nothing.
 */
export function useReopenOnChange(liveUrl: string | undefined, reopen: () => void): void {
  useEffect(() => {
    if (liveUrl === undefined) return;
    const source = new EventSource(liveUrl);
    source.addEventListener('change', reopen);
    return () => source.close();
  }, [liveUrl, reopen]);
}
