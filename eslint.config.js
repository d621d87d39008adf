// Lint that keeps the map in docs/architecture.md true: features never import each other, the browser code
// reaches into supabase/ only for the engine and its vocabulary, functions never import the local stack, no
// import cycles; plus the React hooks rules and accessibility checks on JSX.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const features = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move what both need to src/lib or src/offline, or compose them in src/app.',
  })),
  {
    target: ['./src/features', './src/lib', './src/offline', './src/auth', './src/i18n'],
    from: './src/app',
    message: 'Pages in src/app compose features; nothing below them imports a page.',
  },
  {
    target: './src',
    from: './supabase',
    except: ['./functions/_shared/contract', './functions/_shared/astro', './functions/_shared/interpretation', './functions/_shared/tarot'],
    message: 'The app may use the contract (types, limits), the engine, its vocabulary and the deck (loaded lazily), never the server code.',
  },
  {
    target: './supabase/functions/_shared',
    from: './scripts',
    message: 'Deployed code never imports the tools.',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', '.build/**', 'node_modules/**', 'test-results/**', 'public/**', 'src/content/**', '**/*.d.ts'] },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Their tests run against the local stack; the deployed code never does.
    files: ['supabase/functions/**'],
    ignores: ['**/__tests__/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...zones, { target: './supabase/functions', from: './supabase/local', message: 'Functions deploy alone: they never import the local stack.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The two classic hook rules; the compiler-era ones (set-state-in-effect…) judge style, not correctness.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
