/**
 * What is wrong with a command line, in Specrun's words, from the error `parseArgs` threw: Node's
 * own message for an unknown option is long and ends with an unbalanced quote.
 */
export function argsProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  const quoted = /'([^']*)'/.exec(message)?.[1];
  if (quoted === undefined) return message;
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `there is no option ${quoted} (a file whose name starts with "-" goes after "--")`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return `${quoted.replace(/ <value>$/, '')} needs a value`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `this command takes no ${quoted}`;
    default:
      return message;
  }
}
