import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';

/** The permission flags of src/shared/domain/permissions.ts, as a selector's name pattern. */
const PERMISSION_FLAG_NAME =
  '/^(kanban_(view|edit|create|delete|move|record_damages)|(clients|properties)_(view|edit|create|delete)|(reports|damages|collections|settings)_view|admin_access|is_property_owner)$/';

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
  // Every permission decision is an ability in src/shared/domain/abilities (architecture §3): nothing
  // else reads a permission flag by name, and route guards are requireAbility(canX).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/domain/abilities/**', 'src/shared/domain/permissions.ts', 'src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // A subject's flag read off `x.flags` or a destructured `flags` (a role edit's own flag data is not a decision).
          selector: `MemberExpression[computed=false][property.name=${PERMISSION_FLAG_NAME}]:matches([object.name='flags'], [object.property.name='flags'])`,
          message: 'Ask an ability of src/shared/domain/abilities (e.g. canListProperties(subject)) instead of reading a permission flag.',
        },
        {
          selector: "CallExpression[callee.name=/^require(Flag|Superadmin)$/]",
          message: 'Guard a route with requireAbility(canX) from src/server/lib/context.ts.',
        },
      ],
    },
  },
  // A feature uses another only through that feature's face, its index.ts (architecture §2): a
  // relative import that reaches into another feature's folder ('../<feature>/<file>') is refused.
  {
    files: ['src/server/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./[a-z-]+/', message: "import another feature through its index ('../<feature>'), not its inner files" }] },
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
  // The courier screens speak the courier's language (decision 0186): no words written into their JSX,
  // neither as text nor in a text-bearing attribute; every word comes from the catalogues in i18n/.
  // The label-printing dialog is a desk tool the board shares, in English like the board.
  {
    files: ['src/web/features/bag-exchange/**/*.tsx'],
    ignores: ['src/web/features/bag-exchange/PrintLabelsDialog.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'should-validate-template': true,
          'jsx-attributes': { include: ['aria-label', 'aria-description', 'title', 'alt', 'placeholder', 'label', 'hint', 'description', 'loadingText', 'message'] },
        },
      ],
    },
  },
);
