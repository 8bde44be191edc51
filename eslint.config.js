import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // What a shopper's first pages load (the shell, home, the shop's list and product pages) takes
    // values from the shared package's narrow entries: its main entry brings zod and every schema
    // (about 50 kB gzipped) before the page's pictures (decision 0188). Types are free.
    files: [
      'apps/web/src/app/layouts/**/*.{ts,tsx}',
      'apps/web/src/features/{catalog,company,home}/**/*.{ts,tsx}',
    ],
    ignores: ['**/admin/**', '**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@saathi/shared',
              allowTypeImports: true,
              message:
                "Import values from a narrow entry ('@saathi/shared/locales', '/routes', '/money'...): the main entry loads zod and every schema on the shop's first pages.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'apps/api/build.mjs', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // CommonJS configuration (dependency-cruiser's): one file loads the other with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
