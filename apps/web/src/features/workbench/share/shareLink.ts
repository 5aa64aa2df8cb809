import { sharePath } from '../../../shared/routing/paths.ts';

/** The full address of a share link: this page, with the payload in the fragment. */
export function shareUrl(payload: string): string {
  return `${window.location.origin}${window.location.pathname}#${sharePath(payload)}`;
}
