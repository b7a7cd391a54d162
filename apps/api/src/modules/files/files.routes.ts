import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FilesService } from './files.service.ts';

/**
 * A stored file is someone's upload: opened on its own it may run nothing (a PDF's scripts, an
 * HTML body sniffed from it) and reach nothing. Pictures and videos show in the page; anything
 * else (PDF certificates) is saved, never rendered in the portal's origin.
 */
export const STORED_FILE_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";
const shownInline = (contentType: string) => /^(image|video|audio)\//.test(contentType);
const downloadName = (key: string) => key.slice(key.lastIndexOf('/') + 1).replace(/[^0-9A-Za-z._-]/g, '') || 'arquivo';

/** Reads a stored file through its short-lived signed link: streamed, or redirected to the object store. */
export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  app.get(
    '/files/*',
    {
      schema: {
        params: z.object({ '*': z.string().min(1).max(300) }),
        querystring: z.object({ expires: z.coerce.number().int().positive(), signature: z.string().min(1).max(100) }),
      },
    },
    async (req, reply) => {
      const file = await files.open(req.params['*'], req.query.expires, req.query.signature);
      // An object store serves the bytes itself, for a few minutes (files.service.ts).
      if (file.kind === 'redirect')
        return reply
          .header('cache-control', `private, max-age=${Math.max(0, file.seconds - 30)}`)
          .redirect(file.url, 302);
      const maxAge = Math.max(0, Math.floor((file.expires - Date.now()) / 1000));
      return reply
        .type(file.contentType)
        .header('content-length', String(file.size))
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('content-security-policy', STORED_FILE_CSP)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          shownInline(file.contentType) ? 'inline' : `attachment; filename="${downloadName(req.params['*'])}"`,
        )
        .send(file.stream);
    },
  );
};
