import type { AppError } from '@specrun/runtime';
import { Why } from './Why.tsx';

/**
 * An error as people read it: the catalogue's message, with its code behind "Why?" (and what
 * else decided it, such as which of point 4 or 6 refused an action).
 */
export function ErrorText({
  error,
  basis,
  quiet = false,
}: {
  error: AppError;
  basis?: string | undefined;
  /**
   * Without the "Why?" button: for a field's error, which is its input's description (the form's
   * summary above has the button). The code stays in the page, hidden.
   */
  quiet?: boolean;
}) {
  const detail = ` (${error.code})${basis === undefined ? '' : ` ${basis}`}`;
  return (
    <>
      {error.message}
      {quiet ? <span hidden>{detail}</span> : <Why detail={detail} />}
    </>
  );
}
