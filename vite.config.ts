// The client build: client/ is the Vite root, the output goes to dist/ (served by the server).
// Hashed bundles live under /static so that /assets stays the product's art and sound.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: 'client',
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    assetsDir: 'static',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each entry imports, read by the bundle-size benchmark.
    manifest: true,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/healthz': server,
      '/assets': server,
      '/users/sign_in': { target: server, bypass: (req) => (req.method === 'GET' ? req.url : undefined) },
      '/users/sign_up': { target: server, bypass: (req) => (req.method === 'GET' ? req.url : undefined) },
      '/users/sign_out': server,
      '/users/check_username': server,
      '/matchmake': { target: server, ws: true },
    },
  },
});
