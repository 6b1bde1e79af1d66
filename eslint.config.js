import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'drizzle'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web app never imports server code (type-only imports excepted).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@server/*', '**/server/**'], message: 'web must not import server code', allowTypeImports: true }] },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@server/*', '@web/*', '**/server/**', '**/web/**'], message: 'shared imports neither server nor web' }] },
      ],
    },
  },
  // No import cycles anywhere (docs/architecture.md §2 rule 6). The resolver follows the @shared/@server/@web aliases.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Web features, components and lib never import the app shell (architecture §2 rule 5): what they
  // share with it (the session, the return path, the API client) lives in src/web/lib.
  {
    files: ['src/web/features/**/*.{ts,tsx}', 'src/web/components/**/*.{ts,tsx}', 'src/web/lib/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@server/*', '**/server/**'], message: 'web must not import server code', allowTypeImports: true },
            { group: ['@web/app/*', '**/app/*', '!**/features/**'], message: 'web features, components and lib must not import src/web/app' },
          ],
        },
      ],
    },
  },
  // Platform code (the database layer and lib/) never imports a feature (architecture §2 rule 3):
  // features depend on the platform, and what a feature adds to AppDeps it declares itself.
  {
    files: ['src/server/db/**/*.ts', 'src/server/lib/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**', '@server/features/*'], message: 'platform code (db/, lib/) must not import a feature' }] },
      ],
    },
  },
);
