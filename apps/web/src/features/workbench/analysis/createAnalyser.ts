import type { SpecFormat } from '@specrun/model';
import type { Conversion } from '../convert/convertText.ts';
import type { Analysis } from './analyseText.ts';
import type { AnalysisReply, AnalysisRequest } from './analysisMessages.ts';
import { MAX_ANALYSED_CHARS, tooLongAnalysis } from './tooLong.ts';

/** The side of a worker the analyser uses: a `Worker`, or a stand-in in tests. */
export interface AnalysisPort {
  postMessage(message: AnalysisRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<AnalysisReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/** What an analysis ended in: its result, or why there is none. */
export type AnalysisOutcome =
  { ok: true; analysis: Analysis } | { ok: false; revision: number; message: string };

/** Options of `createAnalyser`. */
export interface AnalyserOptions {
  spawn: () => AnalysisPort;
  /**
   * A reading that runs longer than this (in ms) when a newer text comes is abandoned: its worker
   * is ended and a fresh one reads the newer text. Default 1,500.
   */
  abandonAfterMs?: number;
  now?: () => number;
}

/** Reads the texts of one editor in a worker, newest first. */
export interface Analyser {
  /** Asks for the text to be read; returns the revision its outcome will carry. */
  analyse(text: string, format: SpecFormat): number;
  /**
   * Hears the outcomes; outcomes of texts replaced unread never come. A too long text is
   * answered at once, so an older outcome may come after it: listeners drop what is older.
   */
  subscribe(listener: (outcome: AnalysisOutcome) => void): () => void;
  /** Converts a text to the other form, in a worker of its own. */
  convert(text: string, from: SpecFormat, to: SpecFormat): Promise<Conversion>;
  dispose(): void;
}

type AnalyseRequest = Extract<AnalysisRequest, { type: 'analyse' }>;

/**
 * An analyser over workers from `spawn`. At most one text is read at a time; texts that come
 * meanwhile replace each other, so that only the newest is read next: typing fast on a large spec
 * never builds a queue of stale readings.
 */
export function createAnalyser(options: AnalyserOptions): Analyser {
  const now = options.now ?? (() => performance.now());
  const abandonAfter = options.abandonAfterMs ?? 1_500;
  const listeners = new Set<(outcome: AnalysisOutcome) => void>();
  let revision = 0;
  let port: AnalysisPort | undefined;
  let running: { request: AnalyseRequest; since: number } | undefined;
  let waiting: AnalyseRequest | undefined;
  let disposed = false;

  const emit = (outcome: AnalysisOutcome) => {
    for (const listener of listeners) listener(outcome);
  };

  const send = (request: AnalyseRequest) => {
    running = { request, since: now() };
    open().postMessage(request);
  };

  const next = () => {
    running = undefined;
    const request = waiting;
    waiting = undefined;
    if (request && !disposed) send(request);
  };

  const restart = () => {
    port?.terminate();
    port = undefined;
  };

  const open = (): AnalysisPort => {
    if (port) return port;
    const fresh = options.spawn();
    fresh.onmessage = ({ data }) => {
      if (data.type === 'analysed') emit({ ok: true, analysis: data.analysis });
      else if (data.type === 'failed' && data.revision !== undefined)
        emit({ ok: false, revision: data.revision, message: data.message });
      else return;
      next();
    };
    fresh.onerror = (event) => {
      event.preventDefault();
      const lost = running?.request.revision;
      restart();
      if (lost !== undefined)
        emit({ ok: false, revision: lost, message: event.message || 'The reader stopped.' });
      next();
    };
    port = fresh;
    return fresh;
  };

  return {
    analyse(text, format) {
      revision += 1;
      if (text.length > MAX_ANALYSED_CHARS) {
        // Answered here: copying megabytes to the worker would hold the page up for nothing.
        // A text waiting to be read is older: it is dropped.
        waiting = undefined;
        const analysis = tooLongAnalysis(text, format, revision);
        queueMicrotask(() => !disposed && emit({ ok: true, analysis }));
        return revision;
      }
      const request: AnalyseRequest = { type: 'analyse', revision, text, format };
      if (running === undefined) send(request);
      else if (now() - running.since > abandonAfter) {
        restart();
        waiting = undefined;
        send(request);
      } else waiting = request;
      return revision;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    convert(text, from, to) {
      return new Promise((resolve) => {
        const worker = options.spawn();
        const done = (conversion: Conversion) => {
          worker.terminate();
          resolve(conversion);
        };
        worker.onmessage = ({ data }) => {
          if (data.type === 'converted') done(data.conversion);
          else if (data.type === 'failed') done({ ok: false, reason: data.message });
        };
        worker.onerror = (event) => {
          event.preventDefault();
          done({ ok: false, reason: event.message || 'The converter stopped.' });
        };
        worker.postMessage({ type: 'convert', id: 1, text, from, to });
      });
    },
    dispose() {
      disposed = true;
      listeners.clear();
      restart();
    },
  };
}

/** Spawns the workbench's analysis worker. */
export function spawnAnalysisWorker(): AnalysisPort {
  return new Worker(new URL('./analysisWorker.ts', import.meta.url), {
    type: 'module',
    name: 'specrun-analysis',
  }) as unknown as AnalysisPort;
}
