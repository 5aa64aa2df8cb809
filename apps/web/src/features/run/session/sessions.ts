import { openSession, openSessionNow } from '../../../shared/session/openSession.ts';
import { pageSpecOf } from '../../../shared/session/pageSpec.ts';
import type { Session } from '../../../shared/session/Session.ts';
import { resolvePlace } from './resolvePlace.ts';
import { createSessionCache } from './sessionCache.ts';

const userKey = (place: string) => `specrun:user:${place}`;

/** The user last chosen in a place, kept on this device so that a reload acts as them again. */
function chosenUser(place: string): string | undefined {
  try {
    return localStorage.getItem(userKey(place)) ?? undefined;
  } catch {
    return undefined; // Storage may be refused (private mode); the first user acts then.
  }
}

function keepChosenUser(place: string, id: string): void {
  try {
    localStorage.setItem(userKey(place), id);
  } catch {
    // Not kept: the choice lasts until the page is left.
  }
}

/** Keeps the user chosen in a session's place as the session's user changes. */
function keptChoice(session: Session): Session {
  const { running, opened } = session;
  running.subscribe(() => keepChosenUser(opened.place, running.getSnapshot().user.id));
  return session;
}

/**
 * The sessions of the places opened while the app runs, one per place. The page's own spec (a
 * single spec's site, read and checked by the CLI) opens at once, so that the frame and the
 * screen's heading show with the app's first render of its route.
 */
export const sessions = createSessionCache({
  resolve: resolvePlace,
  open: async (opened) =>
    keptChoice(await openSession(opened, { userId: chosenUser(opened.place) })),
  openNow: (place) => {
    const own = pageSpecOf(place);
    const session = own && openSessionNow(own, { userId: chosenUser(place) });
    return session && keptChoice(session);
  },
});
