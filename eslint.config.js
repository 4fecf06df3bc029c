// ESLint, flat config: typescript-eslint recommended, React hooks, jsx-a11y, and eslint-config-prettier last so that
// no stylistic rule fights Prettier. Rules turned off here are explained on their line and in docs/decisions/170-179.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist.*/',
      'node_modules/',
      'test-results/',
      'coverage/',
      'data/',
      'docs/screenshots/',
      '.scratch/',
      '**/__snapshots__/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'test/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // Missing effect dependencies are bugs here: an error, not a warning.
      'react-hooks/exhaustive-deps': 'error',
      // The rules below check code for the React Compiler, which this build (plain esbuild) does not run; they flag
      // deliberate previous-value refs and post-hydration effects, and their compiler pass was 80 % of the lint time.
      'react-hooks/static-components': 'off', // no React Compiler (decision 170)
      'react-hooks/use-memo': 'off', // no React Compiler (decision 170)
      'react-hooks/preserve-manual-memoization': 'off', // no React Compiler (decision 170)
      'react-hooks/incompatible-library': 'off', // no React Compiler (decision 170)
      'react-hooks/immutability': 'off', // no React Compiler (decision 170)
      'react-hooks/globals': 'off', // no React Compiler (decision 170)
      'react-hooks/refs': 'off', // no React Compiler (decision 170)
      'react-hooks/set-state-in-effect': 'off', // no React Compiler (decision 170)
      'react-hooks/error-boundaries': 'off', // no React Compiler (decision 170)
      'react-hooks/purity': 'off', // no React Compiler (decision 170)
      'react-hooks/set-state-in-render': 'off', // no React Compiler (decision 170)
      'react-hooks/unsupported-syntax': 'off', // no React Compiler (decision 170)
      'react-hooks/config': 'off', // no React Compiler (decision 170)
      'react-hooks/gating': 'off', // no React Compiler (decision 170)
    },
  },
  {
    files: ['client/**/*.tsx', 'test/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling region must take focus so a keyboard can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
      // Only the DOM attribute: a component's autoFocus prop moves focus into a form the visitor has just opened.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      // The package index puts every icon the site draws into one chunk that all pages share; an icon module of
      // its own travels only with the pages that draw it (decision 150). Types from the index cost nothing.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              message: "Import each icon from its own module: import Check from 'lucide-react/icons/check'.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      // A `let` read by a callback written before its one assignment (a timer or widget id) cannot be a `const`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // Names starting with an underscore mark a parameter or binding kept on purpose (a signature, a rest sibling).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  prettier,
);
