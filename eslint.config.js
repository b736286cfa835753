import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test/fixtures/**', '.tmp/**'] },
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
      'no-console': 'off',
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  // A mutation runs once at a time (double submits): web code builds it with useSubmitMutation.
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    ignores: ['packages/web/src/api/useSubmitMutation.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation'],
              message:
                'Use useSubmitMutation (src/api/useSubmitMutation.ts): one request per click.',
            },
          ],
        },
      ],
    },
  },
  // Web features and server modules keep their boundaries by .dependency-cruiser.cjs.
  // core and filters are pure: they use nothing of ours.
  {
    files: ['packages/core/**/*.ts', 'packages/filters/**/*.ts', 'packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@tessera/server*', '@tessera/web*'], message: 'Arrows point downward.' },
          ],
        },
      ],
    },
  },
);
