import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FilesService } from './files.service.ts';

/** Reads a stored file through its short-lived signed link. */
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
