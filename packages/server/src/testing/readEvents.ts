/** One server-sent event as a test reads it. */
export interface SentEvent {
  type: string;
  data: unknown;
}

/** An open event stream: the events read so far, and a wait for the next that matches. */
export interface EventReader {
  events: SentEvent[];
  /** Resolves with the first event (read or to come) for which `match` is true; rejects after `ms`. */
  next(match: (event: SentEvent) => boolean, ms?: number): Promise<SentEvent>;
  close(): void;
}

/** Connects to a server-sent event stream over real HTTP and reads it as it comes. */
export async function readEvents(url: string): Promise<EventReader> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  const events: SentEvent[] = [];
  const waiting = new Set<() => void>();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type === undefined || data === undefined) continue;
          events.push({ type, data: JSON.parse(data) as unknown });
          for (const wake of [...waiting]) wake();
        }
      }
    } catch {
      // Closed by the test or the server.
    }
  })();
  return {
    events,
    next: (match, ms = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(
            new Error(`no matching event from ${url} in ${ms} ms; read: ${JSON.stringify(events)}`),
          );
        }, ms);
        waiting.add(check);
        check();
      }),
    close: () => controller.abort(),
  };
}
