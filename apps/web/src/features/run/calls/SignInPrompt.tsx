import { lazyComponent } from '../../../shared/loading/lazyComponent.tsx';
import { useSession } from '../SessionContext.ts';
import { useLoadedCalls } from './useCallsRuntime.ts';

// The prompt (a modal) loads with the calls, not with the first screen.
const PromptOn401 = lazyComponent(() => import('./PromptOn401.tsx').then((m) => m.PromptOn401));

/**
 * The sign-in prompt point 7 asks for on 401 (the reference spec: "On 401 the product shows the
 * sign-in prompt"): once a call is answered 401, the user chooses whom to sign in as among the
 * spec's sample users. Specrun has no accounts of its own: signing in acts as that user.
 */
export function SignInPrompt() {
  const { calls } = useSession();
  const runtime = useLoadedCalls(calls);
  return runtime ? <PromptOn401 runtime={runtime} /> : null;
}
