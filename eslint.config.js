// Lint: the import boundaries and the purity of the simulation, with the reason in each message.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const syntaxBans = [
  { selector: 'TSEnumDeclaration', message: 'No enums: Node type stripping rejects them. Use an `as const` object and a union type.' },
  { selector: 'Decorator', message: 'No decorators: Node type stripping rejects them.' },
  { selector: 'TSParameterProperty', message: 'No parameter properties: Node type stripping rejects them. Assign fields in the constructor body.' },
  { selector: 'TSModuleDeclaration[kind="namespace"]', message: 'No namespaces: Node type stripping rejects them.' },
];

const simImpurity = 'sim/ is a pure function of (state, input): use the seeded stream in the world (sim/core/random.ts) and the tick counter, never a clock, Math.random, timers or the DOM.';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'bench/results/**', 'assets/build/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'no-restricted-syntax': ['error', ...syntaxBans],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['sim/**/*.ts'],
    ignores: ['sim/**/*.test.ts'],
    languageOptions: { globals: { ...globals.es2024 } },
    rules: {
      'no-restricted-globals': ['error',
        ...['setTimeout', 'setInterval', 'setImmediate', 'requestAnimationFrame', 'performance', 'document', 'window', 'navigator', 'fetch', 'localStorage', 'process']
          .map((name) => ({ name, message: simImpurity }))],
      'no-restricted-properties': ['error',
        { object: 'Math', property: 'random', message: simImpurity },
        { object: 'Date', property: 'now', message: simImpurity },
        { object: 'performance', property: 'now', message: simImpurity }],
      'no-restricted-syntax': ['error', ...syntaxBans,
        { selector: 'NewExpression[callee.name="Date"]', message: simImpurity }],
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/client/**', '**/server/**', 'react', 'react-dom', 'pixi.js', '@colyseus/*', 'node:*'],
            message: 'sim/ must stay independent: the client and the server import it, never the other way round.' },
        ],
      }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { regex: '(^|/)server/(?!(.*/)?(schema|protocol)\\.ts$)', allowTypeImports: true,
            message: 'The client takes only types and the zod schemas (schema.ts, protocol.ts) from server/, never server runtime code.' },
          { group: ['node:*'], message: 'The client runs in the browser: no Node built-ins.' },
        ],
      }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{ group: ['**/client/**'], allowTypeImports: false, message: 'The server does not import client code; share through sim/ or a server schema.' }],
      }],
    },
  },
);
