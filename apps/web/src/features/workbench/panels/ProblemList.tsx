import type { Diagnostic } from '@specrun/model';
import { memo, useState } from 'react';
import classes from './ProblemsPanel.module.css';

/** How many problems are listed at first: a long list renders on demand, not on each reading. */
const FIRST_SHOWN = 100;

interface ProblemListProps {
  diagnostics: readonly Diagnostic[];
  /** How many there are in all, some perhaps not sent (see `analyseText`). */
  total: number;
  onJump: (at: { line: number; column: number }) => void;
  labelledBy: string;
}

/**
 * The diagnostics as a list of buttons, each naming its place, severity, code and message; plain
 * elements, rendered again only when a reading brings new diagnostics.
 */
export const ProblemList = memo(function ProblemList({
  diagnostics,
  total,
  onJump,
  labelledBy,
}: ProblemListProps) {
  const [all, setAll] = useState(false);
  const shown = all ? diagnostics : diagnostics.slice(0, FIRST_SHOWN);
  return (
    <>
      <ul className={classes.list} aria-labelledby={labelledBy}>
        {shown.map((d, i) => (
          <li key={`${i}:${d.code}`}>
            <button
              type="button"
              className={classes.row}
              onClick={() => onJump(d.at)}
              aria-label={`Line ${d.at.line}, column ${d.at.column}: ${d.severity} ${d.code}: ${d.message}`}
            >
              <span className={classes.where}>
                {d.at.line}:{d.at.column}
              </span>
              <span className={`${classes.severity} ${classes[d.severity]}`}>{d.severity}</span>
              <span className={classes.message}>
                <code className={classes.code}>{d.code}</code> {d.message}
                {d.hint !== undefined && <span className={classes.hint}> {d.hint}</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {shown.length < diagnostics.length && (
        <button type="button" className={classes.more} onClick={() => setAll(true)}>
          Show all {diagnostics.length.toLocaleString('en')} problems listed
        </button>
      )}
      {total > diagnostics.length && (
        <p className={classes.note}>
          The first {diagnostics.length.toLocaleString('en')} of {total.toLocaleString('en')}{' '}
          problems are listed.
        </p>
      )}
    </>
  );
});
