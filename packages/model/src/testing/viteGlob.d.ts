// Tests read example specs and fixtures through Vite (which runs vitest) as raw text. The spec
// package compiles without Node or DOM types, so the one Vite feature they use is declared here.
interface ImportMeta {
  glob<T = unknown>(
    pattern: string | string[],
    options: { query: '?raw'; import: 'default'; eager: true },
  ): Record<string, T>;
}
