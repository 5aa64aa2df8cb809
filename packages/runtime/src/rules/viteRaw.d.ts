// Tests read the example specs through Vite (which runs vitest) as raw text; the runtime compiles
// without Node types, so the one Vite feature they use is declared here.
interface ImportMeta {
  glob<T = unknown>(
    pattern: string | string[],
    options: { query: '?raw'; import: 'default'; eager: true },
  ): Record<string, T>;
}
