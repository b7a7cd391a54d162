import { defineModule } from '../../platform-module.ts';
import { createFaceAnalyser } from '../../providers/face/face-analyser.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
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
import { createConsentRepository } from './consent/consent.repository.ts';
import { consentRoutes } from './consent/consent.routes.ts';
import { createConsentService } from './consent/consent.service.ts';
import { createPreferencesRepository } from './preferences/preferences.repository.ts';
import { preferencesRoutes } from './preferences/preferences.routes.ts';
import { createPreferencesService } from './preferences/preferences.service.ts';
import { createCaptionsRepository } from './captions/captions.repository.ts';
import { captionsRoutes } from './captions/captions.routes.ts';
import { createCaptionsService } from './captions/captions.service.ts';
import { faceRoutes } from './face/face.routes.ts';
import { createFaceService } from './face/face.service.ts';
import { createStagePrivacyRepository } from './privacy/stage-privacy.repository.ts';
import { createStagePrivacy } from './privacy/stage-privacy.ts';
import { stageAuthRoutes } from './stage-auth.routes.ts';
import { createSubmissionHooks } from './stage-hooks.ts';
import { createUploadAllowance } from './uploads/upload-allowance.ts';
import { createUploadCleanup } from './uploads/upload-cleanup.ts';
import { createUploadsRepository } from './uploads/uploads.repository.ts';
import { uploadsRoutes } from './uploads/uploads.routes.ts';
import { createUploadsService } from './uploads/uploads.service.ts';

/**
 * The professional stage (auditions, biometrics, activities, uploads, face comparison), under
 * /api/stage. The analysis registers its submission handler with `stage.hooks.onSubmitted` and
 * reuses `stage.faceAnalyser`; `stage.privacy` joins the LGPD export and erasure. The stage's
 * sign-in routes call auth.
 */
export const stageModule = defineModule({
  name: 'stage',
  services: ({ env, db, storage, secret, log }, s: { files: FilesService; audit: AuditService; auth: AuthService }) => {
    const { files, audit } = s;
    const hooks = createSubmissionHooks(log);
    const faceAnalyser = createFaceAnalyser({ nice: env.FACE_WORKER_NICE });
    const uploadsRepo = createUploadsRepository(db);
    const allowance = createUploadAllowance({
      repo: uploadsRepo,
      storage,
      perHour: env.STAGE_UPLOADS_PER_HOUR,
      quotaMb: env.STAGE_STORAGE_QUOTA_MB,
    });
    const consent = createConsentService({ repo: createConsentRepository(db) });
    const preferences = createPreferencesService(createPreferencesRepository(db));
    const auditions = createAuditionsService({
      repo: createAuditionsRepository(db),
      files,
      storage,
      hooks,
      audit,
      faceAnalysis: preferences.faceAnalysis,
    });
    return {
      stage: {
        hooks,
        faceAnalyser,
        auditions,
        biometrics: createBiometricsService({ repo: createBiometricsRepository(db), files, storage, audit }),
        activities: createActivitiesService(createActivitiesRepository(db)),
        uploads: createUploadsService({ storage, files, auditions, allowance, consent, secret }),
        /** The maintenance job's task: objects under stage/ unattached after a day. */
        removeUnattachedUploads: createUploadCleanup({ repo: uploadsRepo, storage }),
        face: createFaceService({ analyser: faceAnalyser, storage, log, maxQueued: env.FACE_QUEUE_MAX }),
        privacy: createStagePrivacy(createStagePrivacyRepository(db), storage),
        consent,
        preferences,
        captions: createCaptionsService(createCaptionsRepository(db)),
      },
    };
  },
  owners: (s) => {
    const { auditions, biometrics, captions } = s.stage;
    return {
      'stage.self': auditions.authorizeSelf,
      'stage.audition.visible': async (actor, id) => id !== undefined && auditions.authorizeVisible(actor, id),
      'stage.audition.own': async (actor, id) => id !== undefined && auditions.authorizeOwn(actor, id),
      'stage.biometric': async (actor, id) => id !== undefined && biometrics.authorizeItem(actor, id),
      'stage.captions': async (actor, id) => id !== undefined && captions.authorize(actor, id),
    };
  },
  // The table's paths carry /stage (packages/contracts/src/stage-api.ts).
  routes: (api, s) =>
    api.register(async (stage) => {
      await stage.register(stageAuthRoutes, { auth: s.auth });
      await stage.register(auditionsRoutes, { auditions: s.stage.auditions });
      await stage.register(biometricsRoutes, { biometrics: s.stage.biometrics });
      await stage.register(activitiesRoutes, { activities: s.stage.activities });
      await stage.register(consentRoutes, { consent: s.stage.consent });
      await stage.register(preferencesRoutes, { preferences: s.stage.preferences });
      await stage.register(captionsRoutes, { captions: s.stage.captions });
      await stage.register(uploadsRoutes, { uploads: s.stage.uploads });
      await stage.register(faceRoutes, { face: s.stage.face });
    }),
  maintenance: (_ctx, s) => [async () => void (await s.stage.removeUnattachedUploads())],
  privacy: (s) => s.stage.privacy,
  close: (s) => s.stage.faceAnalyser.close(),
});
