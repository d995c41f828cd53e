import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.(webp|png|jpg)$/] }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    // The manifest tells bench:web which chunks `/` loads first.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    proxy: { '/api': apiTarget, '/images': apiTarget, '/uploads': apiTarget, '/sandbox-gateway': apiTarget },
  },
});
