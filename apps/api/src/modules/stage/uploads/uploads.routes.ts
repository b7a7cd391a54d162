import type { FastifyInstance } from 'fastify';
import { stageApi as api } from '@portal/contracts';
import { requireUser } from '../../../plugins/auth.ts';
import { serve } from '../../../route-table/serve.ts';
import { ownsStageKeys } from '../stage-keys.ts';
import type { UploadsService } from './uploads.service.ts';

/** POST /uploads/sign, PUT /uploads/{key}?size&expires&audition_id&signature (the signed link) and GET /s3/check-file. */
export const uploadsRoutes = async (app: FastifyInstance, { uploads }: { uploads: UploadsService }) => {
  serve(app, api.signUpload, { access: 'stage.auditions.own', id: { body: 'audition_id' } }, (req) =>
    uploads.sign(requireUser(req), req.body),
  );
  serve(app, api.checkFile, { access: 'stage.files', config: ownsStageKeys('key') }, (req) =>
    uploads.checkFile(requireUser(req), req.query.key),
  );

  // The signed PUT gets a scope of its own: no body parser may buffer the bytes, the handler streams them.
  // The signature is its access: anyone holding an unexpired link may send that one file.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    serve(scope, api.upload, { access: 'public' }, async (req, reply) => {
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
    });
  });
};
