// Root ESLint 9 flat config: `npm run lint` (eslint . --max-warnings 0).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import local from './scripts/eslint/no-external-citations.mjs';

// Globals of Node.js scripts written in plain JavaScript (TypeScript files get theirs from tsc,
// and typescript-eslint turns `no-undef` off for them).
const nodeGlobals = Object.fromEntries(
  [
    'process', 'console', 'Buffer', 'URL', 'URLSearchParams', 'fetch', 'setTimeout', 'clearTimeout',
    'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask', 'structuredClone',
    'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'performance', 'globalThis',
    '__dirname', '__filename', 'require', 'module',
  ].map((name) => [name, 'readonly']),
);

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/data/',
    '**/test-results/',
    '**/playwright-report/',
    '**/coverage/',
    'e2e/.artifacts/',
    '.tmp/',
    '**/*.tsbuildinfo',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { local },
    rules: {
      'local/no-external-citations': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The rule's own test quotes the citations it refuses.
    files: ['scripts/eslint/no-external-citations.test.ts'],
    rules: { 'local/no-external-citations': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
);
