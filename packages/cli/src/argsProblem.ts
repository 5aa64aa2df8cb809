/**
 * What is wrong with a command line, in Specrun's words, from the error `parseArgs` threw: Node's
 * own message for an unknown option is long and ends with an unbalanced quote. `takesFiles`
 * (default true) says whether to add how to name a file that starts with "-".
 */
export function argsProblem(error: unknown, takesFiles = true): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  const quoted = /'([^']*)'/.exec(message)?.[1];
  if (quoted === undefined) return message;
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return takesFiles
        ? `there is no option ${quoted} (a file whose name starts with "-" goes after "--")`
        : `there is no option ${quoted}`;
    // Node gives this code both to a missing value and to a value of a boolean (`--help=yes`).
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return /does not take an argument/.test(message)
        ? `${quoted} takes no value`
        : `${quoted.replace(/ <value>$/, '')} needs a value`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `unexpected argument ${quoted}`;
    default:
      return message;
  }
}
