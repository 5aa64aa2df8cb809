/** How long a task waits for a frame at most: a page in a background tab paints no frames. */
const NO_FRAME_TIMEOUT_MS = 100;

/**
 * Runs `task` once the browser has painted what is on screen now (in a task after the next
 * animation frame), or after 100 ms when no frame comes (a page in a background tab; Node).
 * Returns how to call it off. For work that would otherwise hold back a paint: asking for code
 * or data whose arrival (compiling, running) competes with the render of what is already known.
 */
export function afterNextPaint(task: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  const fallback = setTimeout(run, NO_FRAME_TIMEOUT_MS);
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => {
          timer = setTimeout(run, 0);
        })
      : undefined;
  return () => {
    done = true;
    clearTimeout(fallback);
    if (timer !== undefined) clearTimeout(timer);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
}
