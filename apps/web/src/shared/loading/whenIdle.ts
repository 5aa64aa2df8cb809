/**
 * Runs `task` once the page is idle, at the latest after `timeout` ms (soon, where the browser
 * has no idle callback: Node, older Safari). Returns how to call it off.
 */
export function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}
