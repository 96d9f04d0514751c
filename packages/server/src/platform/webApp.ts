import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../errors.js';
import { access } from '../security/routeAccess.js';

/** The one page an anonymous browser may load; the SPA's other pages all read the signed-in user. */
const LOGIN_PAGE = '/login/';

/** The build writes a brotli and a gzip copy beside each text file (packages/web/build/precompress.ts). */
const PRECOMPRESSED = /\.(br|gz)$/;

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/**
 * The built file a URL path names, or null. A name the file system refuses (longer than NAME_MAX, a
 * component that is a file) is no file: the SPA answers it, as any unknown UI route.
 */
function builtFile(distDir: string, urlPath: string): string | null {
  const file = path.resolve(distDir, `.${urlPath}`);
  if (!file.startsWith(distDir + path.sep)) return null;
  // Dot-files and dot-directories are the build's own records (.vite/manifest.json), not the app's,
  // and the precompressed copies (.br, .gz) are sent in place of their original, never by their name.
  const relative = path.relative(distDir, file);
  if (relative.split(path.sep).some((part) => part.startsWith('.'))) return null;
  if (PRECOMPRESSED.test(relative)) return null;
  try {
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built React app from the same port: its files, and index.html for any other UI route
 * so client-side routing works. Unknown /api/ routes stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasDist = fs.existsSync(indexFile);
  // preCompressed: a browser that accepts br or gzip gets the build's compressed copy, with no
  // compression work per request (a dashboard's JavaScript is a fifth of its size in brotli).
  if (hasDist) await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true });

  // cacheControl: false, or @fastify/static replaces no-cache with its own "public, max-age=0".
  const sendIndex = (reply: FastifyReply): FastifyReply =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', distDir, { cacheControl: false });

  const spaOrFile = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (isApiPath(urlPath)) throw new NotFoundError();
    // No file or UI route has a NUL in its name, and the file system refuses one.
    if (urlPath.includes('\0')) throw new NotFoundError();
    if (!hasDist) throw new NotFoundError('The web app is not built; run `npm run build`.');
    const file = builtFile(distDir, urlPath);
    if (file) {
      const hashed = urlPath.startsWith('/assets/');
      return reply.sendFile(path.relative(distDir, file), distDir, {
        cacheControl: true,
        immutable: hashed,
        maxAge: hashed ? '1y' : 0,
      });
    }
    // As Superset does, a page that needs a signed-in user sends anyone else to the login page before
    // the app loads, so the app never asks for /api/v1/me/ only to be refused (a 401 in the console).
    if (!request.principal && urlPath !== LOGIN_PAGE) {
      return reply.redirect(`${LOGIN_PAGE}?next=${encodeURIComponent(request.url)}`);
    }
    return sendIndex(reply);
  };

  app.get('/*', { config: { access: access.public() }, schema: { hide: true } }, spaOrFile);

  app.setNotFoundHandler((request, reply) => {
    const accepts = request.headers.accept ?? '';
    if (request.method === 'GET' && !isApiPath(request.url) && hasDist && accepts.includes('text/html')) {
      return sendIndex(reply);
    }
    return reply.code(404).send({ message: 'Not found' });
  });
}
