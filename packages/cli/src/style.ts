import type { OutputStream } from './io.ts';

/** Wrappers that colour text for a terminal, or return it unchanged. */
export interface Style {
  red(text: string): string;
  yellow(text: string): string;
  green(text: string): string;
  cyan(text: string): string;
  dim(text: string): string;
  bold(text: string): string;
}

/**
 * True when output to `stream` may be coloured: only on a terminal, and never when `NO_COLOR` is
 * set, whatever its value (https://no-color.org).
 */
export function shouldColour(
  stream: OutputStream,
  env: Record<string, string | undefined>,
): boolean {
  return stream.isTTY === true && env['NO_COLOR'] === undefined;
}

/** The style for a stream: ANSI colours when `enabled`, plain text otherwise. */
export function makeStyle(enabled: boolean): Style {
  const sgr = (open: number, close: number) => (text: string) =>
    enabled ? `\u001b[${open}m${text}\u001b[${close}m` : text;
  return {
    red: sgr(31, 39),
    yellow: sgr(33, 39),
    green: sgr(32, 39),
    cyan: sgr(36, 39),
    dim: sgr(2, 22),
    bold: sgr(1, 22),
  };
}
