import { useState, useSyncExternalStore } from 'react';
import type { CallsRuntime } from '../../../shared/calls/CallsRuntime.ts';
import { lazyComponent } from '../../../shared/loading/lazyComponent.tsx';
import { useSession } from '../SessionContext.ts';
import { useLoadedCalls } from './useCallsRuntime.ts';

// The prompt (a modal) loads with the first call answered 401, not with the calls.
const PromptOn401 = lazyComponent(() => import('./PromptOn401.tsx').then((m) => m.PromptOn401));

/**
 * The sign-in prompt point 7 asks for on 401 (the reference spec: "On 401 the product shows the
 * sign-in prompt"): once a call is answered 401, the user chooses whom to sign in as among the
 * spec's sample users. Specrun has no accounts of its own: signing in acts as that user.
 */
export function SignInPrompt() {
  const { calls } = useSession();
  const runtime = useLoadedCalls(calls);
  return runtime ? <On401 runtime={runtime} /> : null;
}

/** The prompt once a call made since the calls loaded is answered 401. */
function On401({ runtime }: { runtime: CallsRuntime }) {
  const entries = useSyncExternalStore(
    (listener) => runtime.log.subscribe(listener),
    () => runtime.log.entries(),
  );
  const [since] = useState(() => entries.at(-1)?.id ?? 0);
  // Any 401 loads the prompt, which asks only for want of a sign-in (`isUnauthenticated`).
  const first = entries.find((entry) => entry.status === 401 && entry.id > since);
  return first === undefined ? null : <PromptOn401 runtime={runtime} since={first.id - 1} />;
}
