/**
 * Lines gathered over one turn of the event loop and written in one call, joined by line
 * breaks (no break after the last): under load a server answers many requests a turn, and a
 * write to a pipe or a terminal is a system call that blocks the process while it runs.
 */
export class LineBatch {
  private lines: string[] = [];
  private pending: NodeJS.Immediate | undefined;

  constructor(private readonly write: (text: string) => void) {}

  /** Adds a line; the batch is written once the event loop has run what is due now. */
  add(line: string): void {
    this.lines.push(line);
    this.pending ??= setImmediate(() => this.flush());
  }

  /** Writes the lines gathered so far, now. */
  flush(): void {
    if (this.pending !== undefined) clearImmediate(this.pending);
    this.pending = undefined;
    if (this.lines.length === 0) return;
    const text = this.lines.join('\n');
    this.lines = [];
    this.write(text);
  }
}
