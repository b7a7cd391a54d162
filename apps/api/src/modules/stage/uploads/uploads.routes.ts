import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkFileQuerySchema,
  checkFileSchema,
  ROLE_ID,
  uploadResultSchema,
  uploadSignRequestSchema,
  uploadSignSchema,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../../plugins/auth.ts';
import { ownsBody } from '../../../plugins/ownership.ts';
import { ownsStageKeys } from '../stage-keys.ts';
import type { UploadsService } from './uploads.service.ts';

/** The signed link's query; any change to it breaks the signature (403, not 422, so nothing is told). */
const uploadGrantQuerySchema = z.object({
  size: z.coerce.number().int().catch(-1),
  expires: z.coerce.number().int().catch(-1),
  audition_id: z.coerce.number().int().optional().catch(-1),
  signature: z.string().max(100).catch(''),
});

/** POST /uploads/sign, PUT /uploads/{key}?size&expires&audition_id&signature (the signed link) and GET /s3/check-file. */
export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (app, { uploads }) => {
  app.post(
    '/uploads/sign',
    {
      onRequest: requireRole(ROLE_ID.student),
      config: ownsBody('audition_id', uploads.authorizeAudition),
      schema: { body: uploadSignRequestSchema, response: { 200: uploadSignSchema } },
    },
    (req) => uploads.sign(requireUser(req), req.body),
  );

  app.get(
    '/s3/check-file',
    {
      onRequest: requireRole(ROLE_ID.student, ROLE_ID.admin),
      config: ownsStageKeys('key'),
      schema: { querystring: checkFileQuerySchema, response: { 200: checkFileSchema } },
    },
    (req) => uploads.checkFile(requireUser(req), req.query.key),
  );

  // The signed PUT gets a scope of its own: no body parser may buffer the bytes, the handler streams them.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.put(
      '/uploads/*',
      {
        schema: {
          params: z.object({ '*': z.string().max(200) }),
          querystring: uploadGrantQuerySchema,
          response: { 200: uploadResultSchema },
        },
      },
      async (req, reply) => {
        const length = req.headers['content-length'] === undefined ? undefined : Number(req.headers['content-length']);
        const grant = {
          key: req.params['*'],
          size: req.query.size,
          expires: req.query.expires,
          audition_id: req.query.audition_id ?? null,
          signature: req.query.signature,
        };
        try {
          return await uploads.receive(grant, req.raw, Number.isFinite(length) ? length : undefined);
        } catch (err) {
          // The client may still be sending: answer now and drop the connection instead of reading the rest.
          void reply.header('connection', 'close');
          throw err;
        }
      },
    );
  });
};
