import { findScreen } from '@specrun/runtime';
import { useEffect } from 'react';
import { afterNextPaint } from '../../shared/loading/afterNextPaint.ts';
import { preloadCallsCode } from '../../shared/calls/callsHandle.ts';
import type { Session } from '../../shared/session/Session.ts';
import { LAZY_SCREENS, OWN_PAGES } from './screenCode.ts';
import { sessions } from './session/sessions.ts';

/**
 * Starts loading the code of the screen at `path` of a session's spec, and of its calls when the
 * screen reads records through them: what `ScreenView` will render there.
 */
export function preloadScreenCode(session: Session, path: string): void {
  const own = OWN_PAGES[path];
  if (own !== undefined) {
    void own.preload();
    return;
  }
  const kind = findScreen(session.app, path)?.screen.kind;
  if (kind === undefined || kind === 'home' || kind === 'page') return;
  void LAZY_SCREENS[kind].preload();
  if (session.spec.calls.length > 0) preloadCallsCode();
}

/**
 * Loads the code of the screen at `path` of a place as soon as the place's session opens: the
 * frame of a newly opened spec renders as a transition, in slices, and its screen asked for its
 * code only once that render reached it (on a phone, a network round trip and more later). A
 * session open when the screen mounts (a single spec's site) has its frame painted first.
 */
export function usePreloadScreen(place: string, path: string): void {
  useEffect(() => {
    const preload = () => {
      const state = sessions.read(place);
      if (state.status === 'ready' && state.value !== undefined)
        preloadScreenCode(state.value, path);
    };
    const callOff = afterNextPaint(preload);
    const unsubscribe = sessions.subscribe(preload);
    return () => {
      callOff();
      unsubscribe();
    };
  }, [place, path]);
}
