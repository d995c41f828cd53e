import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from src/db/schema.ts; they are applied in code at start (src/db/client.ts),
// because drizzle-kit's own migrate cannot open PGlite with extensions (design §7).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
