// The lifecycle and access tests read the reference spec through Vite (which runs vitest) as raw
// text; the runtime compiles without Node or Vite types, so the one Vite feature they use is
// declared here (as in rules/, whose declaration this merges with).
interface ImportMeta {
  glob<T = unknown>(
    pattern: string | string[],
    options: { query: '?raw'; import: 'default'; eager: true },
  ): Record<string, T>;
}
