import type { Diagnostic, Spec } from '@specrun/model';
import { readAndCheckFile } from '../check/checkFile.ts';
import { watchFile, type StopWatching } from '../dev/watchFile.ts';
import { showControls } from '../showControls.ts';
import type { ServedText } from './appHandler.ts';

/** What `followSpecFile` needs. */
export interface FollowOptions {
  file: string;
  /**
   * Serves a sound new version, calling `adopted` once it is served and before pages are told;
   * rejects with the reason when the database cannot take it.
   */
  adopt: (spec: Spec, adopted: () => void) => Promise<{ changed: readonly unknown[] }>;
  /** Called once a new version is served: the app gets its text from then on. */
  onServed: (served: ServedText) => void;
  /** What the database could not take of the version served (a unique index), after each. */
  problems: () => readonly string[];
  /** One line on each change: what is served now, or why the last sound version still is. */
  log: (line: string) => void;
}

/** What the log says when a change is not taken. */
const STILL = 'still serving the last sound version';

/**
 * Follows a served spec's file (debounced, as `specrun dev` does): each change is read and
 * checked; a sound version is adopted (the tables and records migrate), one with errors, one the
 * database cannot take, or a missing file is reported in one line and changes nothing.
 */
export function followSpecFile(options: FollowOptions): StopWatching {
  const { file, log } = options;
  // Changes are taken one at a time, in the order they came.
  let queue = Promise.resolve();
  const take = async (): Promise<void> => {
    const checked = await readAndCheckFile(file);
    if (!checked.readable) {
      log(`specrun serve: cannot read ${file}: ${checked.report.error}; ${STILL}`);
      return;
    }
    const { diagnostics } = checked.report;
    const errors = diagnostics.filter((d) => d.severity === 'error');
    if (errors.length > 0 || checked.model === undefined) {
      log(`specrun serve: ${file} has ${describeErrors(file, errors)}; ${STILL}`);
      return;
    }
    const spec = checked.model;
    try {
      const report = await options.adopt(spec, () =>
        options.onServed({ bytes: checked.bytes, text: checked.text, diagnostics, model: spec }),
      );
      const migrated = report.changed.length;
      log(
        `Spec changed: serving ${file} anew` +
          (migrated > 0 ? ` (${migrated} record${migrated === 1 ? '' : 's'} migrated)` : ''),
      );
      for (const problem of options.problems()) log(`Note: ${problem}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`specrun serve: the database cannot take the changed ${file}: ${reason}; ${STILL}`);
    }
  };
  return watchFile(
    file,
    () => {
      queue = queue.then(take, take);
    },
    () => log(`specrun serve: ${file} is missing; ${STILL}`),
  );
}

/** `2 errors, the first at 12:3: <message>` */
function describeErrors(file: string, errors: readonly Diagnostic[]): string {
  const first = errors[0];
  const count = `${errors.length} error${errors.length === 1 ? '' : 's'}`;
  if (!first) return count;
  return `${count}, the first at ${showControls(file)}:${first.at.line}:${first.at.column}: ${showControls(first.message).replace(/\.$/, '')}`;
}
