// The one host function the package uses, present in browsers and in Node alike; the package
// compiles without the DOM's or Node's types so that it cannot reach for anything else.
declare function setTimeout(callback: () => void, ms?: number): unknown;
