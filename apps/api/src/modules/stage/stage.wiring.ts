import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionSchema, studentLoginRequestSchema } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { createFaceAnalyser } from '../../providers/face/face-analyser.ts';
import type { FaceAnalyser } from '../../providers/face/face.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requestContext } from '../../plugins/request-context.ts';
import type { FilesService } from '../files/files.service.ts';
import { createActivitiesRepository } from './activities/activities.repository.ts';
import { activitiesRoutes } from './activities/activities.routes.ts';
import { createActivitiesService } from './activities/activities.service.ts';
import { createAuditionsRepository } from './auditions/auditions.repository.ts';
import { auditionsRoutes } from './auditions/auditions.routes.ts';
import { createAuditionsService } from './auditions/auditions.service.ts';
import { createBiometricsRepository } from './biometrics/biometrics.repository.ts';
import { biometricsRoutes } from './biometrics/biometrics.routes.ts';
import { createBiometricsService } from './biometrics/biometrics.service.ts';
import { faceRoutes } from './face/face.routes.ts';
import { createFaceService } from './face/face.service.ts';
import { createSubmissionHooks } from './stage-hooks.ts';
import { createStagePrivacyRepository } from './privacy/stage-privacy.repository.ts';
import { createStagePrivacy } from './privacy/stage-privacy.ts';
import { uploadsRoutes } from './uploads/uploads.routes.ts';
import { createUploadsService } from './uploads/uploads.service.ts';
import { createInterviewRepository } from '../interview/interview.repository.ts';
import { interviewRoutes } from '../interview/interview.routes.ts';
import { createInterviewService } from '../interview/interview.service.ts';
import { createVideoRepository } from '../video/video.repository.ts';
import { videoRoutes } from '../video/video.routes.ts';
import { createVideoService } from '../video/video.service.ts';

type Log = { info(o: object, m: string): void; error(o: object, m: string): void };

/**
 * The professional stage (auditions, biometrics, activities, uploads, face comparison), interview
 * scripts and the video service, wired once. The analysis module registers its submission handler
 * with `stage.hooks.onSubmitted` and reuses `stage.faceAnalyser`; `stage.privacy` joins the LGPD
 * export and erasure.
 */
export const createStageServices = (deps: {
  db: Db; files: FilesService; storage: Storage; secret: string; log: Log; audit: AuditService; faceAnalyser?: FaceAnalyser;
}) => {
  const { db, files, storage, log, audit } = deps;
  const hooks = createSubmissionHooks(log);
  const faceAnalyser = deps.faceAnalyser ?? createFaceAnalyser();
  const auditions = createAuditionsService({ repo: createAuditionsRepository(db), files, storage, hooks, audit });
  return {
    stage: {
      hooks,
      faceAnalyser,
      auditions,
      biometrics: createBiometricsService({ repo: createBiometricsRepository(db), files, storage, audit }),
      activities: createActivitiesService(createActivitiesRepository(db)),
      uploads: createUploadsService({ storage, files, auditions, secret: deps.secret }),
      face: createFaceService({ analyser: faceAnalyser, storage, log }),
      /** Registered with the LGPD export and erasure in the composition root. */
      privacy: createStagePrivacy(createStagePrivacyRepository(db)),
    },
    interview: createInterviewService({ repo: createInterviewRepository(db), log }),
    video: createVideoService({ repo: createVideoRepository(db), auditions }),
  };
};

export type StageServices = ReturnType<typeof createStageServices>;

/** POST /api/stage/auth/login: the RA login, answering the same session (token) as /api/login-student. */
const stageAuthRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post('/auth/login', { schema: { body: studentLoginRequestSchema, response: { 200: sessionSchema } } }, (req) => auth.loginStudent(req.body, req.ip, requestContext(req).userAgent));
};

export const registerStageRoutes = async (api: FastifyInstance, s: StageServices & { auth: AuthService }) => {
  await api.register(
    async (stage) => {
      await stage.register(stageAuthRoutes, { auth: s.auth });
      await stage.register(auditionsRoutes, { auditions: s.stage.auditions });
      await stage.register(biometricsRoutes, { biometrics: s.stage.biometrics });
      await stage.register(activitiesRoutes, { activities: s.stage.activities });
      await stage.register(uploadsRoutes, { uploads: s.stage.uploads });
      await stage.register(faceRoutes, { face: s.stage.face });
    },
    { prefix: '/stage' },
  );
  await api.register(interviewRoutes, { interview: s.interview });
  await api.register(videoRoutes, { video: s.video });
  api.addHook('onClose', async () => s.stage.faceAnalyser.close());
};
