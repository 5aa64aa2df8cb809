import { describe, expect, it } from 'vitest';
import { analyseText, MAX_ANALYSED_CHARS } from './analyseText.ts';
import type { AnalysisReply, AnalysisRequest } from './analysisMessages.ts';
import { createAnalyser, type AnalysisOutcome, type AnalysisPort } from './createAnalyser.ts';

/** A worker stand-in that answers only when told to. */
class FakePort implements AnalysisPort {
  received: AnalysisRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<AnalysisReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(message: AnalysisRequest): void {
    this.received.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  /** Answers the request received last. */
  answer(): void {
    const request = this.received.at(-1);
    if (request?.type !== 'analyse') throw new Error('nothing to answer');
    const analysis = analyseText(request.text, request.format, request.revision);
    this.onmessage?.({ data: { type: 'analysed', analysis } } as MessageEvent<AnalysisReply>);
  }
}

function setUp(clock = { t: 0 }) {
  const ports: FakePort[] = [];
  const outcomes: AnalysisOutcome[] = [];
  const analyser = createAnalyser({
    spawn: () => {
      const port = new FakePort();
      ports.push(port);
      return port;
    },
    now: () => clock.t,
  });
  analyser.subscribe((outcome) => outcomes.push(outcome));
  return { analyser, ports, outcomes, clock };
}

const revisions = (outcomes: AnalysisOutcome[]) =>
  outcomes.map((o) => (o.ok ? o.analysis.revision : -o.revision));

describe('the analyser', () => {
  it('reads only the newest of the texts that came while one was read', () => {
    const { analyser, ports, outcomes } = setUp();
    analyser.analyse('# Specification: A', 'markdown');
    analyser.analyse('# Specification: AB', 'markdown');
    analyser.analyse('# Specification: ABC', 'markdown');
    const port = ports[0]!;
    expect(port.received.map((r) => r.type === 'analyse' && r.revision)).toEqual([1]);
    port.answer();
    expect(port.received.map((r) => r.type === 'analyse' && r.revision)).toEqual([1, 3]);
    port.answer();
    expect(revisions(outcomes)).toEqual([1, 3]);
    const last = outcomes[1];
    expect(last?.ok && last.analysis.spec?.name).toBe('ABC');
  });

  it('abandons a reading that takes too long when a newer text comes', () => {
    const { analyser, ports, outcomes, clock } = setUp();
    analyser.analyse('x'.repeat(100), 'markdown');
    clock.t = 5_000;
    analyser.analyse('# Specification: Fixed', 'markdown');
    expect(ports[0]?.terminated).toBe(true);
    ports[1]!.answer();
    expect(revisions(outcomes)).toEqual([2]);
  });

  it('answers a text too long to read at once, without sending it to the worker', async () => {
    const { analyser, ports, outcomes } = setUp();
    analyser.analyse('# Specification: A', 'markdown');
    analyser.analyse('# Specification: B', 'markdown');
    analyser.analyse('x'.repeat(MAX_ANALYSED_CHARS + 1), 'markdown');
    await Promise.resolve();
    expect(revisions(outcomes)).toEqual([3]);
    const first = outcomes[0];
    expect(first?.ok && first.analysis.diagnostics[0]?.code).toBe('text-too-long');
    ports[0]!.answer();
    // The text that was waiting is older than the long one: it is never read.
    expect(ports[0]!.received).toHaveLength(1);
  });

  it('starts a fresh worker when one crashes, and says the reading failed', () => {
    const { analyser, ports, outcomes } = setUp();
    analyser.analyse('a', 'markdown');
    analyser.analyse('b', 'markdown');
    ports[0]!.onerror?.({ message: 'out of memory', preventDefault: () => {} } as ErrorEvent);
    expect(outcomes).toEqual([{ ok: false, revision: 1, message: 'out of memory' }]);
    expect(ports[1]?.received).toHaveLength(1);
  });
});
