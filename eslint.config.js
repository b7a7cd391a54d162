// Root ESLint 9 flat config: `npm run lint` (eslint . --max-warnings 0).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { restrictedPathZones } from './scripts/eslint/boundaries.mjs';
import local from './scripts/eslint/no-external-citations.mjs';

// Globals of Node.js scripts written in plain JavaScript (TypeScript files get theirs from tsc,
// and typescript-eslint turns `no-undef` off for them).
const nodeGlobals = Object.fromEntries(
  [
    'process',
    'console',
    'Buffer',
    'URL',
    'URLSearchParams',
    'fetch',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'setImmediate',
    'queueMicrotask',
    'structuredClone',
    'AbortController',
    'AbortSignal',
    'TextEncoder',
    'TextDecoder',
    'performance',
    'globalThis',
    '__dirname',
    '__filename',
    'require',
    'module',
  ].map((name) => [name, 'readonly']),
);

const queryKeyRule = {
  selector: "Property[key.name='queryKey'] > ArrayExpression",
  message: 'Build query keys with queryKeys from lib/query-keys.ts.',
};

/**
 * The web files that call the API through the route table (widened per domain). The signed-out
 * screens and the entry chunk keep plain apiFetch calls: the table's zod schemas must not reach
 * the login route (apps/web/vite.config.ts).
 */
const ROUTE_TABLE_WEB_FILES = [
  'apps/web/src/features/agreements/**/*.{ts,tsx}',
  'apps/web/src/features/companies/**/*.{ts,tsx}',
  'apps/web/src/features/users/api/{users-query,user-query,create-user,update-user,delete-user,import-students,roles-query}.ts',
  'apps/web/src/app/shell/pending-users-query.ts',
  'apps/web/src/features/auth/api/{change-password,reset-password}.ts',
  'apps/web/src/features/identity/api/totp.ts',
  'apps/web/src/features/signup/**/*.{ts,tsx}',
  'apps/web/src/features/terms/**/*.{ts,tsx}',
  'apps/web/src/components/student-terms/student-term-query.ts',
  'apps/web/src/lib/profile.ts',
];
/** The stage's web callers (docs/decisions/024-route-table.md); the stage's list of applied jobs reads the applications routes. */
const ROUTE_TABLE_STAGE_WEB_FILES = [
  'apps/web/src/features/professional-stage/**/*.{ts,tsx}',
  'apps/web/src/features/stage-content/**/*.{ts,tsx}',
  'apps/web/src/components/media/use-captions.ts',
  'apps/web/src/features/applications/api/{published-video-query,transcription-query}.ts',
];
const handTypedUrlRules = ['Literal', 'TemplateLiteral', 'BinaryExpression'].map((type) => ({
  selector: `CallExpression[callee.name='apiFetch'] > ${type}.arguments:first-child`,
  message: 'Call the API with callApi(route) from lib/call-api.ts: the URL comes from the route table.',
}));

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/data/',
    '**/test-results/',
    '**/playwright-report/',
    '**/coverage/',
    'e2e/.artifacts/',
    '.e2e/',
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
    // Architecture: no import cycles, and the zones of scripts/eslint/boundaries.mjs.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      // TypeScript files are parsed for their imports too, or no-cycle sees no edges.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: restrictedPathZones() }],
    },
  },
  {
    files: ['apps/**/*.test.{ts,tsx}', 'apps/**/test/**', 'apps/**/*.test-helpers.ts', 'apps/**/*.fixture.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: restrictedPathZones({ tests: true }) },
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
  {
    // One query-key factory (docs/decisions/015-spec-boundaries-one-way.md#one-way-per-job-web): keys
    // are built by lib/query-keys.ts, so an invalidation by prefix reaches every copy.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/query-keys.ts'],
    rules: {
      'no-restricted-syntax': ['error', queryKeyRule],
    },
  },
  {
    // One route table (docs/decisions/024-route-table.md): the converted features call the API
    // through callApi(route) only, never with a URL typed by hand.
    files: ROUTE_TABLE_WEB_FILES,
    rules: { 'no-restricted-syntax': ['error', queryKeyRule, ...handTypedUrlRules] },
  },
  {
    files: ROUTE_TABLE_STAGE_WEB_FILES,
    ignores: ['apps/web/src/features/professional-stage/api/applied-jobs-query.ts'],
    rules: { 'no-restricted-syntax': ['error', queryKeyRule, ...handTypedUrlRules] },
  },
);
