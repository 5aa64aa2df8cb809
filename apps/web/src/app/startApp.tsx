import { StrictMode } from 'react';
import { keepBootFrame } from '../shared/loading/BootFrame.tsx';
import { App } from './App.tsx';
import type { ReactStart } from './startReact.ts';

/**
 * Renders the app into `root` with React's renderer as `startReact` loaded it. A spec's site
 * painted the running app's frame already: the loading states keep it until the running app
 * draws its own.
 */
export function startApp(root: HTMLElement, react: ReactStart): void {
  keepBootFrame(root);
  // As a transition: the first render is then done in slices, between which the browser may paint
  // and answer input, rather than in one long task.
  react.startTransition(() => {
    react.createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
