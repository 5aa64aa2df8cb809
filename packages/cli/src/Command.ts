import type { Io } from './io.ts';

/**
 * One `specrun` sub-command. Commands live in the table of `commands.ts`; a new command (dev,
 * build, import) is a new file exporting one of these and one line in that table.
 */
export interface Command {
  name: string;
  /** The arguments as the usage line shows them, e.g. `<file>...`. */
  arguments: string;
  /** One line for the list of commands. */
  summary: string;
  /** Runs the command on the arguments after its name; resolves to the exit code. */
  run(args: string[], io: Io): Promise<number>;
}

/** Exit codes shared by every command. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;
