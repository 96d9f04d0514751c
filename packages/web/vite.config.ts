import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompress } from './build/precompress';

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
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@loupe/core': fileURLToPath(new URL('../core/src/index.ts', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json maps sources to chunks: bench/dashboard tells the page's JavaScript from
    // its chart types' by it. The server does not serve dot-directories.
    manifest: true,
    // Pictures stay files, fetched when shown: an inlined one (a small gallery thumbnail) would ride as
    // base64 in the JavaScript of every page that lists chart types.
    assetsInlineLimit: (file) => (file.endsWith('.png') ? false : undefined),
    rolldownOptions: {
      output: {
        // Every page needs these libraries and they change less often than our code, so they get one
        // long-cached chunk. antd is left to the default splitting: pages load only the parts they use.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@reduxjs|redux|react-redux|immer|reselect|i18next|react-i18next)[\\/]/,
            },
          ],
        },
      },
    },
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
