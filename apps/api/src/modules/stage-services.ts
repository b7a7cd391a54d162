import type { Db } from '../db/client.ts';
import type { Logger } from '../lib/logger.ts';
import { createFaceAnalyser } from '../providers/face/face-analyser.ts';
import type { FaceAnalyser } from '../providers/face/face.ts';
import type { Storage } from '../providers/storage/storage.ts';
import type { AuditService } from './audit/audit.service.ts';
import type { FilesService } from './files/files.service.ts';
import { createActivitiesRepository } from './stage/activities/activities.repository.ts';
import { createActivitiesService } from './stage/activities/activities.service.ts';
import { createAuditionsRepository } from './stage/auditions/auditions.repository.ts';
import { createAuditionsService } from './stage/auditions/auditions.service.ts';
import { createBiometricsRepository } from './stage/biometrics/biometrics.repository.ts';
import { createBiometricsService } from './stage/biometrics/biometrics.service.ts';
import { createConsentRepository } from './stage/consent/consent.repository.ts';
import { createConsentService } from './stage/consent/consent.service.ts';
import { createPreferencesRepository } from './stage/preferences/preferences.repository.ts';
import { createPreferencesService } from './stage/preferences/preferences.service.ts';
import { createCaptionsRepository } from './stage/captions/captions.repository.ts';
import { createCaptionsService } from './stage/captions/captions.service.ts';
import { createFaceService } from './stage/face/face.service.ts';
import { createSubmissionHooks } from './stage/stage-hooks.ts';
import { createStagePrivacyRepository } from './stage/privacy/stage-privacy.repository.ts';
import { createStagePrivacy } from './stage/privacy/stage-privacy.ts';
import { createUploadAllowance } from './stage/uploads/upload-allowance.ts';
import { createUploadCleanup } from './stage/uploads/upload-cleanup.ts';
import { createUploadsRepository } from './stage/uploads/uploads.repository.ts';
import { createUploadsService } from './stage/uploads/uploads.service.ts';
import { createInterviewRepository } from './interview/interview.repository.ts';
import { createInterviewService } from './interview/interview.service.ts';
import { createVideoRepository } from './video/video.repository.ts';
import { createVideoService } from './video/video.service.ts';

/**
 * Part of the composition root (services.ts): the professional stage (auditions, biometrics,
 * activities, uploads, face comparison), interview scripts and the video service. The analysis
 * registers its submission handler with `stage.hooks.onSubmitted` and reuses `stage.faceAnalyser`;
 * `stage.privacy` joins the LGPD export and erasure.
 */
export const createStageServices = (deps: {
  db: Db;
  files: FilesService;
  storage: Storage;
  secret: string;
  log: Logger;
  audit: AuditService;
  faceAnalyser?: FaceAnalyser;
  limits: { uploadsPerHour: number; quotaMb: number; faceQueueMax: number; faceWorkerNice: number };
}) => {
  const { db, files, storage, log, audit } = deps;
  const hooks = createSubmissionHooks(log);
  const faceAnalyser = deps.faceAnalyser ?? createFaceAnalyser({ nice: deps.limits.faceWorkerNice });
  const uploadsRepo = createUploadsRepository(db);
  const allowance = createUploadAllowance({
    repo: uploadsRepo,
    storage,
    perHour: deps.limits.uploadsPerHour,
    quotaMb: deps.limits.quotaMb,
  });
  const consent = createConsentService({ repo: createConsentRepository(db) });
  const preferences = createPreferencesService(createPreferencesRepository(db));
  const auditionsRepo = createAuditionsRepository(db);
  const faceAnalysis = preferences.faceAnalysis;
  const auditions = createAuditionsService({ repo: auditionsRepo, files, storage, hooks, audit, faceAnalysis });
  return {
    stage: {
      hooks,
      faceAnalyser,
      auditions,
      biometrics: createBiometricsService({ repo: createBiometricsRepository(db), files, storage, audit }),
      activities: createActivitiesService(createActivitiesRepository(db)),
      uploads: createUploadsService({ storage, files, auditions, allowance, consent, secret: deps.secret }),
      /** The maintenance job's task: objects under stage/ unattached after a day. */
      removeUnattachedUploads: createUploadCleanup({ repo: uploadsRepo, storage }),
      face: createFaceService({ analyser: faceAnalyser, storage, log, maxQueued: deps.limits.faceQueueMax }),
      privacy: createStagePrivacy(createStagePrivacyRepository(db), storage),
      consent,
      preferences,
      captions: createCaptionsService(createCaptionsRepository(db)),
    },
    interview: createInterviewService({ repo: createInterviewRepository(db), log }),
    video: createVideoService({ repo: createVideoRepository(db), auditions }),
  };
};
