// Bundles the server (with @khidma/shared, which ships TypeScript) into dist/main.js and dist/migrate.js; node_modules stay external.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';

await rm('dist', { recursive: true, force: true });
await build({
  // The server, and the scripts beside it: `npm run db:migrate` (sharing dist/migrations), db:rotate-data-key.
  entryPoints: ['src/main.ts', 'src/migrate.ts', 'src/rotate-data-key-cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // @khidma/shared is a workspace package of TypeScript source: bundle it rather than import it at run time.
  alias: { '@khidma/shared': '../../packages/shared/src' },
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'warning',
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('server built: dist/main.js, dist/migrate.js, dist/rotate-data-key-cli.js');
