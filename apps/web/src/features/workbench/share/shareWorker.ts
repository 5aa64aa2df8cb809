// The share link's worker: decodes a link and reads the spec it carries off the page's thread,
// so that a link of an 8,000-field spec leaves the page responsive while it opens.
import { readShared, type SharedOutcome } from './readShared.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage(message: SharedOutcome): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  void readShared(event.data).then((outcome) => scope.postMessage(outcome));
};
