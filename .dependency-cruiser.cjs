// The cycle check of `npm run lint`: no module reaches itself through its imports, type-only
// imports included (they tie the modules' meanings together as much as value imports do).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A cycle ties its modules into one: move what they share into a module of its own.',
      from: {},
      // A lazy import() that closes a loop loads on demand, after both modules exist: it is no cycle.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-e2e-[^/]+|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
