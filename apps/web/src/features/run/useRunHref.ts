import { runPath } from '../../shared/session/OpenedSpec.ts';
import { useSession } from './SessionContext.ts';

/** Turns a route of the spec (`/claims/c1`) into the app's path inside this spec's place. */
export function useRunHref(): (route: string) => string {
  const { opened } = useSession();
  return (route) => runPath(opened.place, route);
}
