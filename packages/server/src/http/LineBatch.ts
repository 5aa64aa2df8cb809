/**
 * Lines gathered for a few milliseconds and written in one call, joined by line breaks (no break
 * after the last): under load a server answers thousands of requests a second, and each write to
 * a pipe or a terminal is a system call that blocks the process while it runs. What is held is
 * written within `delayMs` (default 20), at once past `maxChars` (default 64,000), and on `flush`.
 */
export class LineBatch {
  private lines: string[] = [];
  private chars = 0;
  private pending: NodeJS.Timeout | undefined;

  constructor(
    private readonly write: (text: string) => void,
    private readonly delayMs = 20,
    private readonly maxChars = 64_000,
  ) {}

  /** Adds a line, written with the others held within the delay. */
  add(line: string): void {
    this.lines.push(line);
    this.chars += line.length + 1;
    if (this.chars >= this.maxChars) this.flush();
    else this.pending ??= setTimeout(() => this.flush(), this.delayMs);
  }

  /** Writes the lines gathered so far, now. */
  flush(): void {
    if (this.pending !== undefined) clearTimeout(this.pending);
    this.pending = undefined;
    if (this.lines.length === 0) return;
    const text = this.lines.join('\n');
    this.lines = [];
    this.chars = 0;
    this.write(text);
  }
}
