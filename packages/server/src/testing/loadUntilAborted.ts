/**
 * Keeps `clients` clients asking a server for a page of books, one request after another each,
 * until `signal` aborts: then they go away at once, mid-answer. Resolves once every client has
 * stopped. For tests of how a server ends under load.
 */
export async function loadUntilAborted(
  url: string,
  signal: AbortSignal,
  clients = 50,
): Promise<void> {
  const ask = async () => {
    while (!signal.aborted)
      await fetch(`${url}/api/books?limit=20`, { headers: { 'x-specrun-user': 'u1' }, signal })
        .then((answer) => answer.arrayBuffer())
        .catch(() => undefined);
  };
  await Promise.all(Array.from({ length: clients }, ask));
}
