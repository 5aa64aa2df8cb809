import './mantineStyles.ts';
import './boot.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { keepBootFrame } from '../shared/loading/BootFrame.tsx';
import { App } from './App.tsx';

const root = document.getElementById('root');
if (root === null)
  throw new Error('index.html must have an element with id "root" for the app to mount in.');

// A spec's site painted the running app's frame already: the loading states keep it until the
// running app draws its own.
keepBootFrame(root);

// As a transition: the first render is then done in slices, between which the browser may paint
// and answer input, rather than in one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
