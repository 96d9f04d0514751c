import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// The server owns these paths; in development Vite forwards them so the browser sees one origin,
// exactly as in production where the server also serves the built files.
const SERVER = 'http://localhost:8088';

/** `/login/` is both the SPA's login page (a browser navigation) and the server's login endpoint (POST). */
function servePageOnNavigation(req: IncomingMessage): string | undefined {
  const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
  return wantsHtml ? '/index.html' : undefined;
}

const toServer: ProxyOptions = { target: SERVER };

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@loupe/core': fileURLToPath(new URL('../core/src/index.ts', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': toServer,
      '/health': toServer,
      '/logout': toServer,
      '/login': { ...toServer, bypass: servePageOnNavigation },
    },
  },
});
