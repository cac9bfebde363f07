import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig(({ mode }) => {
  // MERIDIAN_BACKEND points the dev and preview proxies at another backend (e.g. a local mock).
  const backend = loadEnv(mode, '.', 'MERIDIAN_').MERIDIAN_BACKEND || 'http://localhost:3000';
  return {
    base: '/',
    plugins: [react()],
    // The platform's own decimal arithmetic and the feed's walk (for the verifier page), from their TypeScript source (the server build compiles it separately).
    resolve: {
      alias: {
        '@meridian/money': fileURLToPath(new URL('../libs/money/src/index.ts', import.meta.url)),
        '@meridian/price-walk': fileURLToPath(new URL('../libs/price-walk/src/index.ts', import.meta.url)),
        // Types, and the few plain values both sides share (the ISO country codes).
        '@meridian/contracts': fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url)),
      },
    },
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
    server: {
      proxy: {
        '/web': backend,
        '/api': backend,
        '/socket.io': { target: backend, ws: true },
      },
    },
  };
});
