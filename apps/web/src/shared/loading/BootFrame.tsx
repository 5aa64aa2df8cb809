import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';

// A spec's site (`specrun build`) shows the running app's frame and the screen's heading before
// the app's code has run (index.html's boot content, apps/web/src/app/boot.css). Until the
// running app draws that frame itself, the app's loading states keep showing it, where it was
// and as it was, rather than a word that the app is starting: the heading stays put.

/** The id of the boot content's frame, shown by the page's script on one of the spec's routes. */
const BOOT_RUN_ID = 'specrun-boot-run';

let kept: { nodes: Node[]; hash: string } | undefined;

/**
 * Keeps the page's boot frame, when the page shows one, for the loading states to show until
 * the running app draws its own (`BootFrame`). Called before the app's first render, which
 * replaces the page's boot content.
 */
export function keepBootFrame(root: HTMLElement): void {
  const run = root.querySelector(`#${BOOT_RUN_ID}`);
  const main = run?.parentElement;
  if (!(run instanceof HTMLElement) || run.hidden || !main) return;
  // Its script has run: only what it shows is kept.
  const nodes = [...main.children].filter((node) => node.tagName !== 'SCRIPT');
  // The hash the page's script drew it for: a link followed before the app started changes it.
  kept = { nodes, hash: run.dataset['hash'] ?? '' };
}

/** Lets the boot frame go once the running app draws its frame: from then on, no loading state shows it. */
export function useReleaseBootFrame(): void {
  useLayoutEffect(() => {
    kept = undefined;
  }, []);
}

/**
 * The page's boot frame while the app starts on the URL it was drawn for, else `fallback`. Its
 * nodes are moved, not copied, into this place of the app: what the page painted stays.
 */
export function BootFrame({ fallback }: { fallback: ReactNode }) {
  // Read for its subscription: after a navigation, the frame drawn for another URL is stale.
  useLocation();
  const frame = kept;
  if (frame === undefined || frame.hash !== window.location.hash) return fallback;
  return (
    <div
      ref={(element) => {
        element?.replaceChildren(...frame.nodes);
      }}
    />
  );
}
