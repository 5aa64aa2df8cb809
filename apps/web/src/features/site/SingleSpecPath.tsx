import { Redirect } from 'wouter';
import { useResource } from '../../shared/loading/useResource.ts';
import { runPath } from '../../shared/session/OpenedSpec.ts';
import { NotFoundScreen } from '../../shared/ui/NotFoundScreen.tsx';
import { singleSpecResource } from './singleSpecResource.ts';

/**
 * A path that is none of Specrun's own. In single-spec mode it is a route of the one spec
 * (`#/active` in a built TodoMVC): the app goes there, in place of the path in the history, so
 * that links and bookmarks of the spec's own routes work. Otherwise it is not found.
 */
export function SingleSpecPath({ path }: { path: string }) {
  const single = useResource(singleSpecResource);
  if (single.status === 'ready' && single.value !== undefined)
    return <Redirect to={runPath(single.value.opened.place, path)} replace />;
  return <NotFoundScreen what={`page at ${path}`} />;
}
