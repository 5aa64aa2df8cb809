import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import globals from 'globals';

const WEB = './apps/web/src';
const FEATURES = readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's zones (bulletproof-react's): code flows shared → features → app; shared imports
 * neither, and no feature imports another or the app.
 */
const WEB_ZONES = [
  {
    target: `${WEB}/shared`,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'shared code imports no feature and not the app.',
  },
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: [
      `${WEB}/app`,
      ...FEATURES.filter((f) => f !== feature).map((f) => `${WEB}/features/${f}`),
    ],
    message: 'a feature imports shared code and itself, not another feature or the app.',
  })),
];

/** What the acceptance package may not import: it runs against any backend, in any host. */
const ACCEPTANCE_OFF_LIMITS = [
  '@specrun/web',
  '@specrun/server',
  'specrun',
  '**/packages/model/**',
  '**/packages/runtime/**',
  '**/cli/**',
  '**/apps/**',
  'react',
  'react-dom',
];

const noImport = (patterns, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: patterns.map((group) => ({ group: [group], message })) },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-e2e-*/**',
      '**/node_modules/**',
      'apps/web/public/**',
      '**/*.config.*',
      '**/build.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error',
    },
  },
  // Boundary zones (docs/architecture.md): model imports nothing of ours; runtime and openapi
  // import model only; server and acceptance import both; web and cli are leaves that nothing
  // imports; packages reach each other by name, never by path.
  {
    files: ['packages/model/**/*.ts'],
    rules: noImport(
      ['@specrun/*', 'specrun', '**/runtime/**', '**/cli/**', '**/apps/**'],
      'model imports nothing of ours.',
    ),
  },
  {
    files: ['packages/openapi/**/*.ts'],
    rules: noImport(
      [
        '@specrun/runtime',
        '@specrun/web',
        'specrun',
        '**/packages/model/**',
        '**/cli/**',
        '**/apps/**',
      ],
      'openapi imports @specrun/model by name, and nothing else of ours.',
    ),
  },
  {
    files: ['packages/runtime/**/*.ts'],
    rules: noImport(
      [
        '@specrun/web',
        'specrun',
        '**/packages/model/**',
        '**/cli/**',
        '**/apps/**',
        'react',
        'react-dom',
      ],
      'runtime imports @specrun/model by name and no React.',
    ),
  },
  {
    files: ['packages/server/**/*.ts'],
    rules: noImport(
      [
        '@specrun/web',
        'specrun',
        '**/packages/model/**',
        '**/packages/runtime/**',
        '**/cli/**',
        '**/apps/**',
        'react',
        'react-dom',
      ],
      'server imports @specrun/model and @specrun/runtime by name, and no React.',
    ),
  },
  {
    files: ['packages/acceptance/**/*.ts'],
    rules: noImport(
      [...ACCEPTANCE_OFF_LIMITS, 'node:*'],
      'acceptance imports @specrun/model and @specrun/runtime by name, and no Node modules.',
    ),
  },
  {
    files: ['packages/acceptance/**/*.test.ts'],
    rules: noImport(
      ACCEPTANCE_OFF_LIMITS,
      'acceptance imports @specrun/model and @specrun/runtime by name.',
    ),
  },
  {
    files: ['packages/cli/**/*.ts'],
    rules: noImport(
      [
        '@specrun/web',
        '**/packages/model/**',
        '**/packages/openapi/**',
        '**/packages/runtime/**',
        '**/packages/acceptance/**',
        '**/apps/**',
      ],
      'cli imports packages by name.',
    ),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: WEB_ZONES }],
      ...noImport(['specrun', '**/packages/**'], 'web imports packages by name.'),
    },
  },
);
