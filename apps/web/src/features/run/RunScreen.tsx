import { BootFrame } from '../../shared/loading/BootFrame.tsx';
import { LoadErrorState } from '../../shared/ui/LoadErrorState.tsx';
import { LoadingState } from '../../shared/ui/LoadingState.tsx';
import { NotFoundScreen } from '../../shared/ui/NotFoundScreen.tsx';
import { usePreloadScreen } from './preloadScreen.ts';
import { RunFrame } from './RunFrame.tsx';
import { SessionContext } from './SessionContext.ts';
import { usePlaceSession } from './session/usePlaceSession.ts';

const OPENING = <LoadingState label="Opening the spec…" />;

interface RunScreenProps {
  /** The place of the spec: `example-<slug>`, or one the library keeps. */
  place: string;
  /** The spec's route to show: `/claims/1`. */
  path: string;
}

/** The running app of one place: its spec opened once, its frame and the screen at `path`. */
export function RunScreen({ place, path }: RunScreenProps) {
  const { state, retry } = usePlaceSession(place);
  usePreloadScreen(place, path);
  if (state.status === 'loading') return <BootFrame fallback={OPENING} />;
  if (state.status === 'error')
    return (
      <LoadErrorState title="The spec could not be opened" error={state.error} onRetry={retry} />
    );
  if (state.value === undefined) return <NotFoundScreen what={`spec kept under “${place}”`} />;
  return (
    <SessionContext.Provider value={state.value}>
      <RunFrame path={path} />
    </SessionContext.Provider>
  );
}
