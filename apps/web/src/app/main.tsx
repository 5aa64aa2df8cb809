import './mantineStyles.ts';
import './boot.css';

// The app starts in tasks of its own, with a turn for the browser between them: React and its
// renderer are evaluated, then Mantine and the app, then the first render begins (itself done in
// slices). As the page's one module graph they were evaluated in one task, about 0.2 s on a phone,
// during which the page could neither paint nor answer input.

const root = document.getElementById('root');
if (root === null)
  throw new Error('index.html must have an element with id "root" for the app to mount in.');

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const { reactStart } = await import('./startReact.ts');
await nextTask();
const { startApp } = await import('./startApp.tsx');
await nextTask();
startApp(root, reactStart);
