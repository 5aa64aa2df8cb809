import { useEffect } from 'react';

/** Calls `save` on Ctrl+S (⌘S on a Mac) instead of the browser's "save page". */
export function useSaveShortcut(save: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);
}
