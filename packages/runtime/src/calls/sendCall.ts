import type { FaultSettings } from './FaultSettings.ts';

/** How a call reaches its answerer: `fetch`, which the mock backend answers in the page. */
export type Transport = (request: Request) => Promise<Response>;

/** Sends with the page's `fetch`, looked up at each call (the mock may patch it). */
export const fetchTransport: Transport = (request) => globalThis.fetch(request);

/** What sending a call needs besides the request; each piece can be swapped in tests. */
export interface SendContext {
  send: Transport;
  /** How long the call may take, the added latency included. */
  timeoutMs: number;
  faults: FaultSettings;
  /** 0 ≤ n < 1; decides whether a call is an injected failure. */
  random: () => number;
  /** A clock in milliseconds, for the time a call took. */
  now: () => number;
  /** Waits out the added latency. */
  sleep: (ms: number) => Promise<void>;
  /** The JSON body of an injected failure with this status. */
  failureBody: (status: number) => unknown;
}

/** What came of sending a call. */
export type Exchange =
  | {
      kind: 'answer';
      status: number;
      headers: Headers;
      /** The body as text ('' when there is none). */
      text: string;
      /** Made up by fault injection, not answered by the server. */
      injected: boolean;
      ms: number;
      faults: string[];
    }
  | {
      /** No answer in time; the connection failed; the app is offline (injected). */
      kind: 'timeout' | 'network' | 'offline';
      ms: number;
      faults: string[];
      /** In words, for the log. */
      detail: string;
    };

/** Waits with the real clock. */
export function realSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Sends a request with the faults applied — offline fails at once, latency waits first, a failure
 * (drawn with `random`) answers a made-up response with the chosen status — and gives up after
 * `timeoutMs`, aborting the request. Never rejects: every failure is an `Exchange`.
 */
export async function sendCall(request: Request, context: SendContext): Promise<Exchange> {
  const { faults, timeoutMs, now } = context;
  const start = now();
  const applied: string[] = [];
  const elapsed = (): number => Math.max(0, now() - start);
  if (faults.offline) {
    applied.push('offline');
    return { kind: 'offline', ms: elapsed(), faults: applied, detail: 'offline (injected)' };
  }
  if (faults.latencyMs > 0) {
    applied.push(`added ${faults.latencyMs} ms latency`);
    if (faults.latencyMs >= timeoutMs) {
      await context.sleep(timeoutMs);
      return timedOut(timeoutMs, elapsed(), applied);
    }
    await context.sleep(faults.latencyMs);
  }
  if (faults.failureRate > 0 && context.random() < faults.failureRate) {
    applied.push(`injected failure ${faults.failureStatus}`);
    return {
      kind: 'answer',
      status: faults.failureStatus,
      headers: new Headers({ 'content-type': 'application/json' }),
      text: JSON.stringify(context.failureBody(faults.failureStatus)),
      injected: true,
      ms: elapsed(),
      faults: applied,
    };
  }
  const remaining = Math.max(1, timeoutMs - faults.latencyMs);
  const controller = new AbortController();
  const sent = new Request(request, { signal: controller.signal });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), remaining);
  });
  try {
    const answered = (async () => {
      const response = await context.send(sent);
      return { response, text: await response.text() };
    })();
    const result = await Promise.race([answered, deadline]);
    if (result === 'timeout') {
      controller.abort();
      return timedOut(timeoutMs, elapsed(), applied);
    }
    return {
      kind: 'answer',
      status: result.response.status,
      headers: result.response.headers,
      text: result.text,
      injected: false,
      ms: elapsed(),
      faults: applied,
    };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { kind: 'network', ms: elapsed(), faults: applied, detail: `no connection: ${detail}` };
  } finally {
    clearTimeout(timer);
  }
}

function timedOut(timeoutMs: number, ms: number, faults: string[]): Exchange {
  return { kind: 'timeout', ms, faults, detail: `no answer within ${timeoutMs} ms` };
}
