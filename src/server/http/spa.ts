import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { WEB_DIST_DIR } from '../paths';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html for every other non-API GET (client routes).
 * Without a build (API-only tests, `npm run dev` where Vite serves the web) only the API answers.
 */
export const registerSpa = async (app: FastifyInstance, distDir = WEB_DIST_DIR): Promise<void> => {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return;
  const indexHtml = readFileSync(indexPath, 'utf8');
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders: (reply, path) => {
      if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'no-cache');
    },
  });
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path.startsWith('/assets/')) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${path}` });
    }
    // a read-only share page (/shared/<token>): kept out of search engines and shared caches, and its URL (the
    // token) never sent on as a Referer; the page adds <meta name="robots" content="noindex"> as well. Matched
    // without case, as the client router matches it (/SHARED/<token> opens the same page)
    if (path.toLowerCase().startsWith('/shared/'))
      return reply
        .headers({ 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'no-referrer' })
        .header('cache-control', 'private, no-store')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    // a service-worker cache must never pin an old index.html
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
};
