import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { compileMessages } from './build/compile-messages';

// The API listens on 127.0.0.1 in development; `localhost` may resolve to ::1 first.
const apiTarget = 'http://127.0.0.1:3000';
const initialLibraries = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  '@reduxjs/toolkit',
  'immer',
  'redux',
  'redux-thunk',
  'reselect',
  'react-redux',
  'use-sync-external-store',
];
// Our small modules that nearly every chunk uses and that change rarely: with the libraries, rather than as tiny
// shared chunks of their own that `/` would load one by one.
const firstLoadedModules = [
  'constants',
  'languages',
  'storage',
  'session-entry',
  'unauthorized',
  'store-parts',
  'rendered-queries',
];
// The libraries, and those modules: in one chunk.
const firstLoaded = new RegExp(
  `node_modules[\\/](${initialLibraries.join('|')})[\\/]|(packages[\\/]shared[\\/]src|apps[\\/]web[\\/]src[\\/]lib)[\\/](${firstLoadedModules.join('|')})\\.ts$`,
);
// RTK Query is not among them: it comes with the first page that queries (lib/store-parts.ts).
const rtkQuery = /node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]/;
const zodLibrary = /node_modules[\\/]zod[\\/]/;
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    compileMessages(),
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.(webp|png|jpg)$/] })]),
  ],
  // The server's build of the catalogue pages (src/entry-server.tsx): one module with its libraries inside, so the
  // API server's image needs none of the web's dependencies; their production builds, whatever NODE_ENV the server
  // runs with (Vite leaves process.env alone on the server).
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : {},
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // react-router 7 exports only its development build (dev warnings on); its production build is beside it.
      ...(mode === 'production'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction },
            // Catalogues arrive parsed (build/compile-messages.ts): the browser needs no ICU parser.
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : []),
    ],
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', target: 'node20', rolldownOptions: { output: { codeSplitting: false } } }
    : {
        // The manifest tells bench:web which chunks `/` loads first.
        manifest: true,
        // Every browser we serve (es2022) preloads modules natively: no polyfill in the entry.
        modulePreload: { polyfill: false },
        target: 'es2022',
        sourcemap: false,
        rolldownOptions: {
          output: {
            // What every page runs first, in one chunk: it changes less often than our code (a longer cache), compresses
            // better than the common chunks the automatic split made of it, and fewer first requests fit in the
            // browser's six connections (Lighthouse's simulated FCP counts the wait of a seventh).
            // zod in a chunk of its own: left to the automatic split it joined the shared schemas and form pieces
            // in one common chunk over design §6's 60 KB for a lazy chunk.
            advancedChunks: {
              groups: [
                { name: 'vendor', test: (id: string) => firstLoaded.test(id) && !rtkQuery.test(id) },
                { name: 'zod', test: (id: string) => zodLibrary.test(id) },
              ],
            },
          },
        },
      },
  server: {
    proxy: { '/api': apiTarget, '/images': apiTarget, '/uploads': apiTarget, '/sandbox-gateway': apiTarget },
  },
}));
