import type { IncomingMessage, ServerResponse } from 'node:http';

const HEARTBEAT_MS = 20_000;
const RETRY_MS = 1_000;

/**
 * A server-sent event stream (`text/event-stream`) shared by every client connected to it: each
 * event goes to all of them. A comment line every 20 s keeps idle connections open through
 * proxies, and clients are told to reconnect after a second when the server restarts.
 */
export class EventStream {
  private readonly clients = new Set<ServerResponse>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor() {
    this.heartbeat = setInterval(() => this.write(': keep-alive\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /**
   * Answers a request with the stream and keeps the client until it goes away; `first`, when
   * given, is sent to this client at once (the state it connected in).
   */
  connect(
    request: IncomingMessage,
    response: ServerResponse,
    first?: { type: string; data: unknown },
  ): void {
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    response.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    if (first !== undefined) response.write(formatEvent(first.type, first.data));
    this.clients.add(response);
    request.on('close', () => this.clients.delete(response));
  }

  /** Sends an event named `type` with `data` as JSON to every connected client. */
  send(type: string, data: unknown): void {
    this.write(formatEvent(type, data));
  }

  /** The number of connected clients. */
  get size(): number {
    return this.clients.size;
  }

  /** Ends every connection and stops the heartbeat. */
  close(): void {
    clearInterval(this.heartbeat);
    for (const client of this.clients) client.end();
    this.clients.clear();
  }

  private write(text: string): void {
    for (const client of this.clients) client.write(text);
  }
}

function formatEvent(type: string, data: unknown): string {
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}
