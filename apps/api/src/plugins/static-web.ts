import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messages } from '@portal/contracts';

/**
 * Serves the built React app: hashed assets with a long cache, and index.html for every GET that
 * matches no API route and accepts HTML (the app then shows ERRO 404 for unknown routes). An
 * unknown /api call keeps its JSON 404.
 */
export const registerStaticWeb = async (app: FastifyInstance, distDir: string | undefined): Promise<void> => {
  const indexFile = distDir ? join(distDir, 'index.html') : undefined;
  const hasApp = Boolean(indexFile && existsSync(indexFile));
  const indexHtml = hasApp ? readFileSync(indexFile!) : undefined;

  const sendApp = (reply: FastifyReply) =>
    reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);

  if (hasApp) {
    await app.register(fastifyStatic, {
      root: distDir!,
      index: false,
      wildcard: false,
      cacheControl: false,
      // Vite names assets by content hash, so they never change; anything else is revalidated.
      setHeaders: (reply, path) => {
        const immutable = path.startsWith(join(distDir!, 'assets'));
        void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', (_req, reply) => sendApp(reply));
    // The e-mailed reset link opens the React reset form.
    app.get('/api/oportunidades/reset-password/:email', (_req, reply) => sendApp(reply));
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (hasApp && request.method === 'GET' && wantsHtml && !isApi) return sendApp(reply);
    return reply.status(404).send({ errors: [{ message: messages.errors.routeNotFound }] });
  });
};
