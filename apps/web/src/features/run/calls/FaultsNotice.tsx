import { lazyComponent } from '../../../shared/loading/lazyComponent.tsx';
import { useSession } from '../SessionContext.ts';
import type { CallsRuntime } from '../../../shared/calls/CallsRuntime.ts';
import { describeFaults } from './describeFaults.ts';
import { useCallSettings, useLoadedCalls } from './useCallsRuntime.ts';

const FaultsAlert = lazyComponent(() => import('./FaultsAlert.tsx').then((m) => m.FaultsAlert));

/**
 * Says, on every screen, that faults are being injected into the calls, with a way to stop them
 * without leaving the screen (a form keeps what was typed: save again once they are off). Loads
 * with the calls, not with the first screen.
 */
export function FaultsNotice() {
  const { calls } = useSession();
  const runtime = useLoadedCalls(calls);
  return runtime ? <WhenFaulty runtime={runtime} /> : null;
}

/** The notice, whose code loads only once faults are injected. */
function WhenFaulty({ runtime }: { runtime: CallsRuntime }) {
  const { faults } = useCallSettings(runtime);
  return describeFaults(faults) === undefined ? null : <FaultsAlert runtime={runtime} />;
}
