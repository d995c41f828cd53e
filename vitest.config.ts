import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { compileMessages } from './apps/web/build/compile-messages.ts';

/**
 * Every unit, component and server test. The server suite runs on a fresh in-memory PGlite per file, and once
 * more on real PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const serverProject = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { KHIDMA_TEST_DB: database, ...(postgresUrl ? { TEST_DATABASE_URL: postgresUrl } : {}) },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' } },
      serverProject('server', 'pglite'),
      ...(postgresUrl ? [serverProject('server:postgres', 'postgres')] : []),
      {
        plugins: [compileMessages(), react()],
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // jsdom renders of whole pages take seconds on a loaded 2-core machine; 5 s failed them by time alone.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
