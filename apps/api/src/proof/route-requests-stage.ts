import { BIOMETRIC_CONSENT_VERSION } from '@portal/contracts';
import { allowed, del, get, post, put } from './route-request-kit.ts';
import type { RequestBuilder } from './route-requests.ts';

/** The professional stage, its analysis, interview scripts and published videos. */
export const STAGE_REQUESTS: Record<string, RequestBuilder> = {
  'GET /api/stage/auditions': () => get('/api/stage/auditions?user=1&limit=100'),
  'GET /api/stage/auditions/:id': (c) => get(`/api/stage/auditions/${c.ids.anaAudition}`),
  'POST /api/stage/auditions': (c) => post('/api/stage/auditions', { user_id: c.ids.anaUser, activity_id: 71 }),
  'PUT /api/stage/auditions/:id': async (c, _a, o) => {
    await c.ensureBiometrics(c.ids.anaUser, 5);
    const id = allowed(o) ? (await c.freshAudition(c.ids.anaUser)).id : c.ids.anaPending;
    return put(`/api/stage/auditions/${id}`, { file_key: c.stageVideo(c.ids.anaUser) });
  },
  'GET /api/stage/auditions/:id/publish': (c) => get(`/api/stage/auditions/${c.ids.anaAudition}/publish`),
  'GET /api/stage/auditions/:id/check': (c) => get(`/api/stage/auditions/${c.ids.anaAudition}/check`),
  'GET /api/stage/auditions/:id/captions.vtt': async (c) => {
    await c.setPublished(c.ids.anaAudition, true);
    return get(`/api/stage/auditions/${c.ids.anaAudition}/captions.vtt`);
  },
  'GET /api/stage/preferences': () => get('/api/stage/preferences'),
  'PUT /api/stage/preferences': () => put('/api/stage/preferences', { face_analysis: true }),
  'DELETE /api/stage/auditions/:id': async (c, _a, o) =>
    del(`/api/stage/auditions/${allowed(o) ? (await c.freshAudition(c.ids.anaUser)).id : c.ids.anaAudition}`),
  'POST /api/stage/recognitions': (c) =>
    post('/api/stage/recognitions', {
      audition_id: c.ids.anaAudition,
      file_key: c.stageImage(c.ids.anaUser),
      emotion: 'HAPPY',
      emotion_confidence: 90,
      similarity: 95,
    }),
  'GET /api/stage/biometrics': (c) => get(`/api/stage/biometrics?user_id=${c.ids.anaUser}`),
  'POST /api/stage/biometrics': async (c, _a, o) => {
    if (allowed(o)) await c.ensureBiometrics(c.ids.anaUser, 4);
    return post('/api/stage/biometrics', { user_id: c.ids.anaUser, file_key: c.stageImage(c.ids.anaUser) });
  },
  'PUT /api/stage/biometrics/:id': async (c) =>
    put(`/api/stage/biometrics/${await c.anyBiometric(c.ids.anaUser)}`, { file_key: c.stageImage(c.ids.anaUser) }),
  'DELETE /api/stage/biometrics/:id': async (c) => del(`/api/stage/biometrics/${await c.anyBiometric(c.ids.anaUser)}`),
  'GET /api/stage/activities': () => get('/api/stage/activities?item=1'),
  'GET /api/stage/activities/:id': () => get('/api/stage/activities/71?item=1'),
  'POST /api/stage/activities': (c) =>
    post('/api/stage/activities', { title: c.unique('Atividade '), description: 'Descrição' }),
  'PUT /api/stage/activities/:id': async (c, _a, o) =>
    put(`/api/stage/activities/${allowed(o) ? await c.freshActivity() : 71}`, { title: 'Título trocado' }),
  'DELETE /api/stage/activities/:id': async (c, _a, o) =>
    del(`/api/stage/activities/${allowed(o) ? await c.freshActivity() : 71}`),
  'GET /api/stage/items': () => get('/api/stage/items?activity_id=71'),
  'POST /api/stage/items': (c) =>
    post('/api/stage/items', { activity_id: 71, title: c.unique('Item '), description: 'Descrição' }),
  'PUT /api/stage/check-items/:id': (c, actor) =>
    put(
      `/api/stage/check-items/${c.ids.item}`,
      actor === 'admin' ? { title: 'Apresentação', description: 'Diga seu nome, curso e período.' } : { checked: true },
    ),
  'DELETE /api/stage/items/:id': async (c, _a, o) =>
    del(`/api/stage/items/${allowed(o) ? await c.freshItem() : c.ids.item}`),
  'GET /api/stage/biometric-consent': () => get('/api/stage/biometric-consent'),
  'POST /api/stage/biometric-consent': () =>
    post('/api/stage/biometric-consent', { version: BIOMETRIC_CONSENT_VERSION }),
  'POST /api/stage/uploads/sign': async (c, _a, o) => {
    await c.ensureBiometrics(c.ids.anaUser, 5);
    const audition = allowed(o) ? (await c.freshAudition(c.ids.anaUser)).id : c.ids.anaPending;
    return post('/api/stage/uploads/sign', {
      file_name: 'video.webm',
      content_type: 'video/webm',
      size: 1000,
      audition_id: audition,
    });
  },
  'GET /api/stage/s3/check-file': (c) => get(`/api/stage/s3/check-file?key=${encodeURIComponent(c.keys.anaImage)}`),
  // Keys of ana's that hold no file: the comparison stops at 'file not found' (no face model is loaded).
  'POST /api/stage/face/compare': (c) =>
    post('/api/stage/face/compare', {
      source: `stage/${c.ids.anaUser}/00000000-0000-0000-0000-000000000001.png`,
      target: `stage/${c.ids.anaUser}/00000000-0000-0000-0000-000000000002.png`,
    }),
  'GET /api/gpt/:id': (c) => get(`/api/gpt/${c.ids.anaAudition}`),
  'GET /api/comprehend/:id': (c) => get(`/api/comprehend/${c.ids.anaAudition}`),

  'GET /api/interview/job/:id': (c) => get(`/api/interview/job/${c.ids.acmeJob}`),
  'POST /api/interview': (c) => post('/api/interview', { id_job: c.ids.acmeJob }),

  'GET /api/video/auditions/:ra/published': async (c) => {
    await c.setPublished(c.ids.anaAudition, true);
    return get('/api/video/auditions/2024001/published');
  },
};
