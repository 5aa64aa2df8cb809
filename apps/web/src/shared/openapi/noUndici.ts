// Stands in for undici in the web build. The OpenAPI validator's reference resolver loads undici
// only to fetch a `$ref` to a URL in Node; the import never fetches one (it reports it), so in the
// page this module is never called, and undici's Node modules stay out of the bundle.

function refuse(): never {
  throw new Error('The page fetches no $ref to a URL: the import reports it instead.');
}

/** Refuses, as the page makes no HTTP agent. */
export class Agent {
  constructor() {
    refuse();
  }
}

/** Refuses, as the page fetches no `$ref`. */
export function fetch(): never {
  refuse();
}
