import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FilesService } from './files.service.ts';

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
        .header('content-disposition', 'inline')
        .send(file.stream);
    },
  );
};
