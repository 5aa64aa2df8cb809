/** Where a command writes, and the environment it runs in; `main.ts` wires the process's own. */
export interface Io {
  stdout: OutputStream;
  stderr: OutputStream;
  env: Record<string, string | undefined>;
}

/** A stream a command writes text to; `isTTY` is true for a terminal. */
export interface OutputStream {
  write(text: string): unknown;
  isTTY?: boolean;
}
