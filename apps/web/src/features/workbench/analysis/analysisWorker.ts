// The workbench's worker: reads, checks and converts specs off the page's thread, so that typing
// stays smooth on a large spec and a 10 MB paste never freezes the page.
import { convertText } from '../convert/convertText.ts';
import { analyseText } from './analyseText.ts';
import type { AnalysisReply, AnalysisRequest } from './analysisMessages.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<AnalysisRequest>) => void) | null;
  postMessage(message: AnalysisReply): void;
}

const scope = self as unknown as WorkerScope;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

scope.onmessage = ({ data }) => {
  if (data.type === 'analyse') {
    try {
      scope.postMessage({
        type: 'analysed',
        analysis: analyseText(data.text, data.format, data.revision),
      });
    } catch (error) {
      scope.postMessage({ type: 'failed', revision: data.revision, message: describe(error) });
    }
    return;
  }
  try {
    scope.postMessage({
      type: 'converted',
      id: data.id,
      conversion: convertText(data.text, data.from, data.to),
    });
  } catch (error) {
    scope.postMessage({ type: 'failed', id: data.id, message: describe(error) });
  }
};
