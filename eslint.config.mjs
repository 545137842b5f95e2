// ESLint over the whole repository (`npm run lint`, run by `npm test` before the type check): the
// recommended rules of ESLint and typescript-eslint, React's rules of hooks, and jsx-a11y's
// recommended accessibility rules for the browser code. Formatting is Prettier's (`.prettierrc.json`).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/', '**/node_modules/', 'e2e/.artifacts/', 'test-results/', '.data/', '.bench/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // A leading underscore names what is left out on purpose (a rest sibling, a placeholder argument).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.tsx', 'packages/platform/src/**/*.ts', 'shell/src/**/*.ts', 'mfe-*/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The rules of hooks and complete effect dependencies; not the React Compiler's rules of
    // eslint-plugin-react-hooks 7 (the project does not compile with it).
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.tsx'],
    rules: {
      // Dialogs and one-field steps move focus to their first field on purpose (their focus handling is tested).
      'jsx-a11y/no-autofocus': 'off',
      // A scrolling region, message preview or tab panel takes focus so that the keyboard can reach and scroll it (axe:
      // scrollable-region-focusable; the WAI-ARIA tabs pattern).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region', 'document', 'tabpanel'], tags: [] }],
      // A choice card's label holds its input and its text a few elements down.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 4 }],
    },
  },
  {
    // Tests read JSON answers whose shape they then assert.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test-support.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
