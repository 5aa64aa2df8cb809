import './mantineStyles.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

const root = document.getElementById('root');
if (root === null)
  throw new Error('index.html must have an element with id "root" for the app to mount in.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
