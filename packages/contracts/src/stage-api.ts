import { z } from 'zod';
import { sessionSchema, studentLoginRequestSchema } from './auth.ts';
import { idParamSchema } from './common.ts';
import { route } from './route.ts';
import { stagePreferencesSchema } from './stage-speech.ts';
import {
  activityGetQuerySchema,
  activityItemSchema,
  activityListQuerySchema,
  activityListSchema,
  activitySchema,
  auditionCheckSchema,
  auditionListQuerySchema,
  auditionListSchema,
  auditionSchema,
  biometricConsentRequestSchema,
  biometricConsentSchema,
  biometricListQuerySchema,
  biometricListSchema,
  biometricSchema,
  checkFileQuerySchema,
  checkFileSchema,
  createActivitySchema,
  createAuditionSchema,
  createBiometricSchema,
  createItemSchema,
  createRecognitionSchema,
  faceCompareRequestSchema,
  faceCompareSchema,
  itemListQuerySchema,
  itemListSchema,
  recognitionSchema,
  updateActivitySchema,
  updateAuditionSchema,
  updateBiometricSchema,
  updateCheckItemSchema,
  uploadResultSchema,
  uploadSignRequestSchema,
  uploadSignSchema,
} from './stage.ts';

const id = idParamSchema;

/** The signed upload link's query; any change to it breaks the signature (403, not 422, so nothing is told). */
const uploadGrantQuerySchema = z.object({
  size: z.coerce.number().int().catch(-1),
  expires: z.coerce.number().int().catch(-1),
  audition_id: z.coerce.number().int().optional().catch(-1),
  signature: z.string().max(100).catch(''),
});

/** The professional stage, docs/spec/07-api.md#professional-stage-api (docs/decisions/024-route-table.md). */
export const stageApi = {
  login: route({
    method: 'POST',
    path: '/stage/auth/login',
    body: studentLoginRequestSchema,
    responses: { 200: sessionSchema },
  }),
  auditions: route({
    method: 'GET',
    path: '/stage/auditions',
    query: auditionListQuerySchema,
    responses: { 200: auditionListSchema },
  }),
  audition: route({ method: 'GET', path: '/stage/auditions/:id', params: id, responses: { 200: auditionSchema } }),
  createAudition: route({
    method: 'POST',
    path: '/stage/auditions',
    body: createAuditionSchema,
    responses: { 201: auditionSchema },
  }),
  updateAudition: route({
    method: 'PUT',
    path: '/stage/auditions/:id',
    params: id,
    body: updateAuditionSchema,
    responses: { 200: auditionSchema },
  }),
  /** Toggles the video CV's publication (a GET, as docs/spec/07-api.md#professional-stage-api says). */
  publish: route({
    method: 'GET',
    path: '/stage/auditions/:id/publish',
    params: id,
    responses: { 200: auditionSchema },
  }),
  check: route({
    method: 'GET',
    path: '/stage/auditions/:id/check',
    params: id,
    responses: { 200: auditionCheckSchema },
  }),
  removeAudition: route({ method: 'DELETE', path: '/stage/auditions/:id', params: id }),
  /** text/vtt, read as text. */
  captions: route({ method: 'GET', path: '/stage/auditions/:id/captions.vtt', params: id }),
  createRecognition: route({
    method: 'POST',
    path: '/stage/recognitions',
    body: createRecognitionSchema,
    responses: { 201: recognitionSchema },
  }),
  biometrics: route({
    method: 'GET',
    path: '/stage/biometrics',
    query: biometricListQuerySchema,
    responses: { 200: biometricListSchema },
  }),
  createBiometric: route({
    method: 'POST',
    path: '/stage/biometrics',
    body: createBiometricSchema,
    responses: { 201: biometricSchema },
  }),
  updateBiometric: route({
    method: 'PUT',
    path: '/stage/biometrics/:id',
    params: id,
    body: updateBiometricSchema,
    responses: { 200: biometricSchema },
  }),
  removeBiometric: route({ method: 'DELETE', path: '/stage/biometrics/:id', params: id }),
  consent: route({ method: 'GET', path: '/stage/biometric-consent', responses: { 200: biometricConsentSchema } }),
  acceptConsent: route({
    method: 'POST',
    path: '/stage/biometric-consent',
    body: biometricConsentRequestSchema,
    responses: { 200: biometricConsentSchema },
  }),
  preferences: route({ method: 'GET', path: '/stage/preferences', responses: { 200: stagePreferencesSchema } }),
  setPreferences: route({
    method: 'PUT',
    path: '/stage/preferences',
    body: stagePreferencesSchema,
    responses: { 200: stagePreferencesSchema },
  }),
  activities: route({
    method: 'GET',
    path: '/stage/activities',
    query: activityListQuerySchema,
    responses: { 200: activityListSchema },
  }),
  activity: route({
    method: 'GET',
    path: '/stage/activities/:id',
    params: id,
    query: activityGetQuerySchema,
    responses: { 200: activitySchema },
  }),
  createActivity: route({
    method: 'POST',
    path: '/stage/activities',
    body: createActivitySchema,
    responses: { 201: activitySchema },
  }),
  updateActivity: route({
    method: 'PUT',
    path: '/stage/activities/:id',
    params: id,
    body: updateActivitySchema,
    responses: { 200: activitySchema },
  }),
  removeActivity: route({ method: 'DELETE', path: '/stage/activities/:id', params: id }),
  items: route({ method: 'GET', path: '/stage/items', query: itemListQuerySchema, responses: { 200: itemListSchema } }),
  createItem: route({
    method: 'POST',
    path: '/stage/items',
    body: createItemSchema,
    responses: { 201: activityItemSchema },
  }),
  checkItem: route({
    method: 'PUT',
    path: '/stage/check-items/:id',
    params: id,
    body: updateCheckItemSchema,
    responses: { 200: activityItemSchema },
  }),
  removeItem: route({ method: 'DELETE', path: '/stage/items/:id', params: id }),
  signUpload: route({
    method: 'POST',
    path: '/stage/uploads/sign',
    body: uploadSignRequestSchema,
    responses: { 200: uploadSignSchema },
  }),
  /** The signed link `signUpload` answers; the web PUTs the bytes to that URL as it is. */
  upload: route({
    method: 'PUT',
    path: '/stage/uploads/*',
    params: z.object({ '*': z.string().max(200) }),
    query: uploadGrantQuerySchema,
    responses: { 200: uploadResultSchema },
  }),
  checkFile: route({
    method: 'GET',
    path: '/stage/s3/check-file',
    query: checkFileQuerySchema,
    responses: { 200: checkFileSchema },
  }),
  compareFaces: route({
    method: 'POST',
    path: '/stage/face/compare',
    body: faceCompareRequestSchema,
    responses: { 200: faceCompareSchema },
  }),
};
