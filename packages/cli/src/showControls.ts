// C0 controls (U+0000–U+001F), DEL and the C1 controls (U+0080–U+009F): a terminal acts on them
// (ESC starts a sequence that can clear the screen or retitle the window; U+009B is ESC [ in one
// character), so spec text printed raw could drive the reader's terminal.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Text from a spec or the command line as the text report shows it: each control character
 * written as a visible escape (`\x1b`, `\x07`, `\x9b`, also a tab or a line break), so that
 * nothing in a spec acts on the terminal, piped or not, coloured or not.
 */
export function showControls(text: string): string {
  return text.replace(CONTROL, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}
