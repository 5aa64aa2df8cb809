import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';

// React and its DOM renderer, loaded (and so evaluated) apart from Mantine and the app
// (`startApp`): each is a task of its own as the page starts.

/** What the app's start needs of React's renderer. */
export interface ReactStart {
  createRoot: typeof createRoot;
  startTransition: typeof startTransition;
}

/** React's renderer for `startApp`. */
export const reactStart: ReactStart = { createRoot, startTransition };
