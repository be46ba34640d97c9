// ESLint for the web app (decision 0023): typescript-eslint, the rules of hooks, accessibility
// (jsx-a11y) and the feature boundaries. Formatting is Prettier's, not ESLint's.
import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// A feature is a folder of src/features. Another feature is reached through its public entry
// (`../basket`, i.e. its index.ts), never a file inside it; shared/ and routes/ know no feature;
// nothing outside admin/ reaches into admin/.
const deepFeatureImport = {
  regex: '^\\.\\./(?!\\.\\.)[^/]+/.+|^(\\.\\./)+features/[^/]+/.+',
  message: 'Import another feature through its index.ts (its public entry), not a file inside it.',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'build', 'node_modules', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  { files: ['scripts/**/*.mjs', '*.config.{js,ts}'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The two rules of hooks. The React Compiler's own checks (set-state-in-effect, refs...)
      // are for code the compiler rewrites; we do not use it (decision 0023).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Dialogs and popovers focus their first field on opening, as the HTML dialog does for an
      // `autofocus` element; nothing else uses autoFocus.
      'jsx-a11y/no-autofocus': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests included: a test uses another feature as any other code does (shared test helpers are
    // in src/test/).
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [deepFeatureImport, { group: ['**/admin/**'], message: 'The public app does not import the admin.' }],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}', 'src/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**'], message: 'shared/ and routes/ know no feature.' }] }],
    },
  },
);
