// Lint that keeps the map in docs/architecture.md true: features never import each other, the browser code
// reaches into supabase/ only for the shared core and only as @core/…, the core imports nothing but itself and
// its packages, the engine never imports the texts, the first paint takes the core only as types or contract,
// functions never import the local stack, supabase/ never uses the app's @core/… name, lib never imports
// offline, i18n imports only paths, no import cycles; plus the React hooks rules and accessibility checks on JSX.
// scripts/__tests__/lint-rules.test.ts plants a violation of each rule and checks that it is caught.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const features = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The shared core: what the browser, Node and Deno all run, imported from src/ as @core/<part>/…. */
const CORE_PARTS = ['contract', 'astro', 'interpretation', 'tarot'];
const core = CORE_PARTS.map((part) => `./supabase/functions/_shared/${part}`);

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
    except: core.map((path) => path.replace('./supabase/', './')),
    message: 'The app may use the shared core (the contract, the engine, the texts, the deck), never the server code.',
  },
  {
    target: core,
    from: '.',
    except: [...core, './node_modules'],
    message: 'The shared core runs in the browser, Node and Deno: it imports only itself and its packages.',
  },
  {
    target: './supabase/functions/_shared/astro',
    from: './supabase/functions/_shared/interpretation',
    message: 'The engine computes; the texts (interpretation) read what it computes, never the other way round.',
  },
  {
    target: './supabase/functions/_shared',
    from: './scripts',
    message: 'Deployed code never imports the tools.',
  },
  {
    target: './src/lib',
    from: './src/offline',
    message: 'src/lib sits below src/offline: what both need lives in src/lib.',
  },
  {
    target: './src/i18n',
    from: '.',
    except: ['./src/i18n', './src/lib/paths.ts'],
    message: 'The strings import nothing but the route table (src/lib/paths.ts), so every page can load them.',
  },
];

/** The engine, texts and deck: lazily loaded chunks only. The first paint may import them as types. */
const engineImports = {
  group: CORE_PARTS.filter((part) => part !== 'contract').map((part) => `@core/${part}/*`),
  allowTypeImports: true,
  message: 'The first paint takes the core only as types or from @core/contract: load the engine, texts and deck lazily (import()).',
};

export default tseslint.config(
  { ignores: ['dist/**', '.build/**', 'node_modules/**', 'test-results/**', 'public/**', 'src/content/**', '**/*.d.ts'] },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      // Without the TypeScript extensions listed here, import-x parses no .ts file and no-cycle never fires.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // tsconfig.json's paths resolve @core/… as the compiler and Vite do, so the zones see through the alias.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          tsconfig: { configFile: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) },
        }),
      ],
    },
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
    // @core/… is the app's name for the core. Deno deploys each function with an import map of its packages only
    // (written by scripts/deno-config.ts) and the server build has no paths, so supabase/ uses relative paths.
    files: ['supabase/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@core/', message: "Under supabase/ the core is imported by relative path: @core/… is the app's name, unknown to Deno and the server build." }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.{1,2}/(.*/)?supabase/', message: 'The app reaches the shared core only as @core/…, never by a path into supabase/.' }] },
      ],
    },
  },
  {
    // The modules of the first paint: the shell, /auth, the home page's frame and Hoy's first paint, and the layers
    // they are built from. src/app/__tests__/first-paint.test.ts follows their imports all the way down.
    files: ['src/main.tsx', 'src/app/**/*.{ts,tsx}', 'src/auth/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/offline/**/*.{ts,tsx}', 'src/i18n/**/*.ts', 'src/features/today/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', 'src/features/today/sky.ts'],
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [engineImports] }],
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
