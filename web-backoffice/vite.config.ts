import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiServer = 'http://localhost:3000';

// Libraries change far less often than the app: separate chunks stay cached across releases.
const vendorChunks = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
  },
  { name: 'vendor-mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/ },
  { name: 'vendor-react-admin', test: /node_modules[\\/]/ },
];

export default defineConfig({
  base: '/admin/',
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // The platform's own decimal arithmetic, from its TypeScript source (the server build compiles it separately).
  resolve: { alias: { '@meridian/money': fileURLToPath(new URL('../libs/money/src/index.ts', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/socket.io': { target: apiServer, changeOrigin: true, ws: true },
    },
  },
});
