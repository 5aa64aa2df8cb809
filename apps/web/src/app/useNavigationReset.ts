import { useEffect, useRef } from 'react';

/**
 * After each navigation inside the app, scrolls to the top and moves focus to the main area, as a
 * page load would: otherwise a screen opened from low on the gallery starts scrolled down, and the
 * keyboard focus stays on a link that is gone. Not on the first render, so that a loaded page keeps
 * the browser's own focus.
 */
export function useNavigationReset(location: string, mainId: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [location, mainId]);
}
