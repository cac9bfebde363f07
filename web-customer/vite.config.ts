import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);

/**
 * Writes `name.br` and `name.gz` beside every text file of the build, so the platform sends them
 * precompressed (services/platform/src/precompressed-static.ts) without compressing per request.
 */
const precompress = (): Plugin => ({
  name: 'meridian-precompress',
  apply: 'build',
  closeBundle() {
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? walk(path) : [path];
      });
    for (const file of walk(fileURLToPath(new URL('./dist', import.meta.url)))) {
      if (!COMPRESSIBLE.has(extname(file))) continue;
      const content = readFileSync(file);
      if (content.length < 512) continue;
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    }
  },
});

export default defineConfig(({ mode }) => {
  // MERIDIAN_BACKEND points the dev and preview proxies at another backend (e.g. a local mock).
  const backend = loadEnv(mode, '.', 'MERIDIAN_').MERIDIAN_BACKEND || 'http://localhost:3000';
  return {
    base: '/',
    plugins: [react(), precompress()],
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
