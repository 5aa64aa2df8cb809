import { openSession } from '../../../shared/session/openSession.ts';
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

/** The sessions of the places opened while the app runs, one per place. */
export const sessions = createSessionCache({
  resolve: resolvePlace,
  open: async (opened) => {
    const session = await openSession(opened, { userId: chosenUser(opened.place) });
    const { running } = session;
    running.subscribe(() => keepChosenUser(opened.place, running.getSnapshot().user.id));
    return session;
  },
});
