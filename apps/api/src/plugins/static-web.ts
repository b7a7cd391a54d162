import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { PORTAL_TIME_ZONE } from '../lib/clock.ts';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messages } from '@portal/contracts';

/**
 * Serves the built React app: hashed assets with a long cache, and index.html for every GET that
 * matches no API route and accepts HTML (the app then shows ERRO 404 for unknown routes). An
 * unknown /api call keeps its JSON 404.
 */
/** Title and description for link previews of a page the server can describe. */
export interface PageMeta {
  title: string;
  description: string;
}
export interface StaticWebOptions {
  /** The shared resume's preview (Open Graph); null when the student does not exist. */
  resumeMeta?: (studentId: number, key: string | undefined) => Promise<PageMeta | null>;
}

const NOINDEX = '<meta name="robots" content="noindex, nofollow" />';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** index.html with the page's title, description and Open Graph tags; every value is escaped. */
export const withPageMeta = (html: string, meta: PageMeta, url: string): string => {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [
    `<meta property="og:type" content="profile" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="Portal de Oportunidades" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', () => `  ${tags}\n  </head>`);
};

/** A page the web build prerendered: its HTML (plain, brotli, gzip) and its inline scripts' CSP hashes. */
interface PrerenderedPage {
  plain: Buffer;
  br?: Buffer;
  gz?: Buffer;
  scriptHashes: string[];
}

/**
 * The signed-out pages the web build prerendered (`dist/prerendered/<path>.html`, `index.html`
 * for `/`; apps/web/vite-prerender.ts, docs/decisions/021-mobile-first-load.md), by path.
 */
/** The page learns the portal's time zone from a tag: the web formats every date in it. */
const withZoneTag = (html: string): string =>
  html.replace(
    '</head>',
    () => `  <meta name="portal-time-zone" content="${escapeHtml(PORTAL_TIME_ZONE)}" />\n  </head>`,
  );

const readPrerendered = (distDir: string): Map<string, PrerenderedPage> => {
  const dir = join(distDir, 'prerendered');
  const pages = new Map<string, PrerenderedPage>();
  if (!existsSync(dir)) return pages;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.html')) continue;
    const file = join(dir, name);
    // The zone tag makes each page differ from the build's compressed copies, so they are made here.
    const plain = Buffer.from(withZoneTag(readFileSync(file, 'utf8')));
    const scriptHashes = [...plain.toString('utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
    );
    const path = name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`;
    const br = brotliCompressSync(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
    pages.set(path, { plain, br, gz: gzipSync(plain), scriptHashes });
  }
  return pages;
};

export const registerStaticWeb = async (
  app: FastifyInstance,
  distDir: string | undefined,
  options: StaticWebOptions = {},
): Promise<void> => {
  const indexFile = distDir ? join(distDir, 'index.html') : undefined;
  const hasApp = Boolean(indexFile && existsSync(indexFile));
  const indexHtml = hasApp ? withZoneTag(readFileSync(indexFile!, 'utf8')) : undefined;
  const prerendered = hasApp ? readPrerendered(distDir!) : new Map<string, PrerenderedPage>();

  /** The page prerendered for the request's path (compressed when the browser accepts it), else index.html. */
  const sendApp = (reply: FastifyReply, request: FastifyRequest) => {
    void reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    const page = prerendered.get(request.url.split('?')[0]!);
    if (!page) return reply.send(indexHtml);
    // The page's one inline script (the gate before its first paint) is allowed by its hash.
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string' && page.scriptHashes.length > 0) {
      void reply.header(
        'content-security-policy',
        csp.replace("script-src 'self'", () => `script-src 'self' ${page.scriptHashes.join(' ')}`),
      );
    }
    const accepts = request.headers['accept-encoding'] ?? '';
    void reply.header('vary', 'accept-encoding');
    if (page.br && /\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
    if (page.gz && /\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gz);
    return reply.send(page.plain);
  };

  if (hasApp) {
    await app.register(fastifyStatic, {
      root: distDir!,
      index: false,
      wildcard: false,
      cacheControl: false,
      // The build writes .br and .gz beside each asset (apps/web/vite.config.ts): sent to browsers
      // that accept them, with `Vary: accept-encoding`; anything else gets the plain file.
      preCompressed: true,
      // Vite names assets by content hash, so they never change; anything else is revalidated.
      setHeaders: (reply, path) => {
        const immutable = path.startsWith(join(distDir!, 'assets'));
        void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', (req, reply) => sendApp(reply, req));
    // The e-mailed reset link opens the React reset form.
    app.get('/api/oportunidades/reset-password/:email', (req, reply) => sendApp(reply, req));
    // A browser opening an alert's one-click unsubscribe link gets the page that confirms it.
    app.get('/api/job-alerts/unsubscribe', (req, reply) => sendApp(reply, req));
    // A shared resume link previews with the student's name (Open Graph) in chats and social networks.
    // Only with the link's key (a shared resume is never listed nor indexed: noindex as a header and a tag).
    app.get<{ Params: { id: string }; Querystring: { key?: unknown } }>(
      '/curriculum/:id/public',
      async (req, reply) => {
        const id = Number(req.params.id);
        const valid = /^\d{1,10}$/.test(req.params.id) && id > 0 && id <= 2_147_483_647;
        const key = typeof req.query.key === 'string' && req.query.key.length <= 100 ? req.query.key : undefined;
        const meta = valid && key && options.resumeMeta ? await options.resumeMeta(id, key).catch(() => null) : null;
        const html = indexHtml!.replace('</head>', () => `  ${NOINDEX}\n  </head>`);
        const url = `${req.protocol}://${req.host}${req.url.split('?')[0]}`;
        return reply
          .status(200)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex, nofollow')
          .send(meta ? withPageMeta(html, meta, url) : html);
      },
    );
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (hasApp && request.method === 'GET' && wantsHtml && !isApi) return sendApp(reply, request);
    return reply.status(404).send({ errors: [{ message: messages.errors.routeNotFound }] });
  });
};
