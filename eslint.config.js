import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
  // Boundary zones (DESIGN.md): spec imports nothing of ours; runtime and openapi import spec only;
  // web and cli are leaves that nothing imports; packages reach each other by name, never by path.
  {
    files: ['packages/model/**/*.ts'],
    rules: noImport(
      ['@specrun/*', 'specrun', '**/runtime/**', '**/cli/**', '**/apps/**'],
      'spec imports nothing of ours.',
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
    files: ['packages/cli/**/*.ts'],
    rules: noImport(
      [
        '@specrun/web',
        '**/packages/model/**',
        '**/packages/openapi/**',
        '**/packages/runtime/**',
        '**/apps/**',
      ],
      'cli imports packages by name.',
    ),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...noImport(['specrun', '**/packages/**'], 'web imports packages by name.'),
    },
  },
);
