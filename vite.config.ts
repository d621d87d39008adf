import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { libraryPlugin } from './scripts/library/library-plugin.ts';
import { prerenderPlugin } from './scripts/prerender/plugin.ts';

// /_dev: the local stack's development pages (the mail outbox), never the app's.
const apiPrefixes = ['/auth/v1', '/rest/v1', '/functions/v1', '/_dev'];

/** Bytes of transformed source under which a chunk shared by several pages is copied into them (see build below). */
const INLINED_CHUNK_MAX_SOURCE = 32 * 1024;

const coreDir = fileURLToPath(new URL('./supabase/functions/_shared/', import.meta.url));

const allTests = ['src/**/*.test.{ts,tsx}', 'supabase/**/*.test.ts', 'scripts/**/*.test.ts'];
const sharedModuleTests = ['supabase/functions/_shared/{astro,interpretation,tarot,contract}/**/*.test.ts', 'scripts/chart/**/*.test.ts'];

// `npm run dev` proxies the API to the local stack; `npm start` serves both from one origin.
const apiTarget = process.env.LOCAL_API_ORIGIN ?? 'http://localhost:54321';

export default defineConfig({
  plugins: [
    react(),
    libraryPlugin(),
    prerenderPlugin(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      // The manifest is the hand-written manifest.webmanifest at the project root: index.html links it, so
      // Vite serves it in development and emits it (content-hashed) into the build, where it is precached.
      manifest: false,
      includeAssets: ['icons/*.png', 'tarot/*.svg'],
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        // The prerendered pages (scripts/prerender) are for first visits and crawlers; offline, the shell below
        // renders the same routes from the precached chunks.
        globIgnores: ['**/node_modules/**/*', 'auth.html', 'biblioteca.html', 'biblioteca/**/*.html', 'privacidad.html', 'terminos.html', 'cookies.html', 'soporte.html'],
        navigateFallback: '/index.html',
        // API paths are never answered by the service worker: auth, data and generation are always live.
        navigateFallbackDenylist: apiPrefixes.map((prefix) => new RegExp(`^${prefix}(/|$)`)),
        // Article chunks and the search index must all be precached for offline reading, whatever their size.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        // The daily reminder's push and notificationclick handlers (public/push-sw.js), in the generated worker.
        importScripts: ['/push-sw.js'],
      },
      devOptions: { enabled: false },
    }),
  ],
  // The app reaches the shared core (the contract, the engine, the texts, the deck) only as @core/…: the same four
  // folders tsconfig.json's paths map, left where the Supabase CLI bundles them (functions import them relatively).
  resolve: { alias: [{ find: /^@core\/(contract|astro|interpretation|tarot)\//, replacement: `${coreDir}$1/` }] },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      // Rolldown splits code every two pages share into its own chunk, however small: the signed-in home's first screen
      // came in 34 scripts of a few KB each, and a phone on a slow network pays a round trip for each. Common chunks
      // under INLINED_CHUNK_MAX_SOURCE bytes of source are copied into the chunks that use them instead (about a dozen);
      // Rolldown's runtime keeps one instance of each module across the copies. The option is experimental: its shape
      // is pinned by the lockfile's Rolldown. Style modules stay in files, so Vite emits each stylesheet once.
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: INLINED_CHUNK_MAX_SOURCE, exclude: /\.css(\?|$)/ } } },
    },
  },
  test: {
    // Two projects over the same suite. The shared core's tests (the engine, the texts, the deck, the contract) and
    // the chart CLI's hold no state of their own beyond pure caches and mock nothing, so their files run in one
    // module graph per worker: each file no longer re-imports the engine and the interpretation corpora, which
    // halves their import time. Everything else (stacks, env overrides, Dexie, vi.mock, the DOM)
    // keeps vitest's default: every file in a fresh module graph.
    projects: [
      { extends: true, test: { name: 'core', include: sharedModuleTests, isolate: false } },
      { extends: true, test: { name: 'isolated', include: allTests, exclude: [...configDefaults.exclude, ...sharedModuleTests] } },
    ],
    setupFiles: ['src/testing/setup.ts'],
    env: { VITE_SUPABASE_ANON_KEY: 'test-anon-key-for-component-tests', VITE_SUPABASE_URL: 'http://localhost:54321' },
    // One file per core at a time. vitest's own default is one fewer than the cores, which on a 2-core machine runs
    // the files one after another; most of them start a stack and spend much of their time waiting on it.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
