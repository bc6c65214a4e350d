import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import { parseEnv } from './src/config/env-schema.ts';
import { firstLoadReport } from './scripts/first-load-report.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The build fails when the home page's first load ships more gzipped JS than this (issue 23). The browser uses React
 * Router's declarative router (src/app/router.tsx): its data router, which only the server's render needs, was
 * 16 kB of it.
 */
const HOME_FIRST_LOAD_BUDGET_KB = 150;

/**
 * `vite build --ssr src/entry-server.tsx`: the server-rendering bundle, loaded by the api
 * (apps/api/src/plugins/spa.ts) from dist/server/, which it does not serve as files.
 */
const ssrBuild: UserConfig = {
  plugins: [react()],
  ssr: { noExternal: true },
  build: {
    outDir: 'dist/server',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node24',
    rolldownOptions: { output: { entryFileNames: '[name].js' } },
  },
};

export default defineConfig(({ mode, isSsrBuild }) => ({
  // The app's environment (.env files and VITE_* process variables), parsed with zod here and
  // inlined: see src/config/env.ts.
  define: {
    __LAUNCHPAD_ENV__: JSON.stringify(parseEnv(loadEnv(mode, webRoot, 'VITE_'))),
    // The year in pages rendered at build time once (lib/current-year.ts hydrates them without a mismatch later).
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The server-rendering bundle: React, React Router and Redux in their production builds, whatever NODE_ENV
    // the api runs with.
    ...(isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  plugins: [
    react(),
    tailwindcss(),
    firstLoadReport({
      budgetKb: HOME_FIRST_LOAD_BUDGET_KB,
      // The home route's lazy chunk is part of the first load of `/`.
      routeModules: ['src/features/home/pages/home-page.tsx'],
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: false,
    // `modulepreload` links only in index.html, for the entry's own modules: the browser's parser starts those.
    // None from script before each lazy import (Vite's helper): on a slow phone, twenty-odd downloads started
    // from script in one task blocked the main thread for longer than the round trip saved (issue 23,
    // bench/lighthouse.mjs); the browser fetches what a module imports as soon as it reads it.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      // A zod schema built and never used has no effect, but zod's calls are not marked pure, so the bundle kept
      // (and every page load ran) the shared contracts' unused ones.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // Long-lived vendor chunks: they change less often than app code, so browsers keep them
        // cached across deploys. Everything route-specific stays in the lazy route chunks.
        codeSplitting: {
          groups: [
            // react-dom/server (the landing page's HTML download) stays in the lazy chunk that asks for it.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom(?![\\/](?:server|cjs[\\/]react-dom-server))|scheduler|react-router)[\\/]/,
            },
            // Only packages at the top of node_modules: recharts' own copy of reselect, and the
            // use-sync-external-store shim it imports (React has the hook), stay in the charts' chunk.
            {
              name: 'redux',
              test: /^(?!.*node_modules.*node_modules)(?!.*shim).*node_modules[\\/](@reduxjs|react-redux|redux|reselect|immer|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // The server-rendering bundle replaces the browser build's plugins and output.
  ...(isSsrBuild ? ssrBuild : {}),
}));
