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
/** At most this many bytes per Range answer: a player asking 'bytes=0-' gets the start and asks on. */
const RANGE_CHUNK = 1024 * 1024;

/** The byte range of a single-range 'Range' header (docs/decisions/022-accessibility-and-fair-feedback.md: seeking a video), or null. */
export const parseRange = (
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | null => {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (!m[1] && !m[2])) return null;
  const start = m[1] ? Number(m[1]) : Math.max(0, size - Number(m[2]));
  const last = m[1] && m[2] ? Number(m[2]) : size - 1;
  if (start >= size || last < start) return 'invalid';
  return { start, end: Math.min(last, size - 1, start + RANGE_CHUNK - 1) };
};
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
      const range = shownInline(file.contentType) ? parseRange(req.headers.range, file.size) : null;
      let body: Buffer | typeof file.stream = file.stream;
      if (range) {
        file.stream.destroy();
        if (range === 'invalid') return reply.status(416).header('content-range', `bytes */${file.size}`).send();
        const bytes = await files.readRange(req.params['*'], range.start, range.end);
        if (!bytes) return reply.status(404).send();
        body = bytes;
        reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.start + bytes.length - 1}/${file.size}`)
          .header('content-length', String(bytes.length));
      } else reply.header('content-length', String(file.size));
      return reply
        .type(file.contentType)
        .header('accept-ranges', 'bytes')
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('content-security-policy', STORED_FILE_CSP)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          shownInline(file.contentType) ? 'inline' : `attachment; filename="${downloadName(req.params['*'])}"`,
        )
        .send(body);
    },
  );
};
