import { openSession } from '../../../shared/session/openSession.ts';
import { resolvePlace } from './resolvePlace.ts';
import { createSessionCache } from './sessionCache.ts';

/** The sessions of the places opened while the app runs, one per place. */
export const sessions = createSessionCache({
  resolve: resolvePlace,
  open: (opened) => openSession(opened),
});
