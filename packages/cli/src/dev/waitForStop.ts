const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Resolves with the name of the first stop signal the process gets (Ctrl-C is SIGINT). While it
 * waits, those signals no longer end the process at once, so the caller can close what it opened.
 */
export function waitForStop(): Promise<string> {
  return new Promise((resolve) => {
    const stop = (signal: string): void => {
      for (const name of STOP_SIGNALS) process.off(name, stop);
      resolve(signal);
    };
    for (const name of STOP_SIGNALS) process.on(name, stop);
  });
}
