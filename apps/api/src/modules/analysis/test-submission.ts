import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BIOMETRIC_POSES, type Audition } from '@portal/contracts';
import type { TestApp } from '../../test/test-app.ts';
import { biometrics } from '../../db/schema/index.ts';
import { createLocalStorage } from '../../providers/storage/local-storage.ts';
import { ffmpegPath } from '../../providers/transcription/ffmpeg.ts';
import type { FakeFaces } from './fake-face-detector.ts';
import { webm } from '../../test/webm.ts';

/** The smallest valid JPEG header bytes: the stage checks files by their content. */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

let video: Buffer | null = null;
/** A one-minute WebM like MediaRecorder's when ffmpeg is there (so its length can be measured). */
const sampleVideo = (dir: string): Buffer => {
  if (video) return video;
  const ffmpeg = ffmpegPath();
  const out = join(dir, 'sample.webm');
  const r = ffmpeg
    ? spawnSync(ffmpeg, [
        '-loglevel',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'color=c=gray:s=16x16:r=1',
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=300:sample_rate=8000',
        '-t',
        '60',
        '-c:v',
        'libvpx',
        '-c:a',
        'libopus',
        out,
      ])
    : null;
  video = r?.status === 0 ? readFileSync(out) : webm();
  return video;
};

export interface SubmissionSpec {
  headers: Record<string, string>;
  userId: number;
  activityId: number;
  jobId?: number;
  transcript: string | null;
  /** The faces the fake detector sees in each frame, in order. */
  frames: FakeFaces[];
  /** The person of the registered photos. */
  person?: string;
  /** false: no photos are registered (face analysis off). */
  photos?: boolean;
  transcriptSegments?: Array<{ start_ms: number; end_ms: number; text: string }>;
}

/**
 * A professional-stage submission made the way the browser makes it (biometrics excepted, which
 * are inserted: their route runs real face detection): files in storage, the audition, one
 * recognition per frame, then PUT with the video key and the transcript.
 */
export const submitAudition = async (t: TestApp, faces: Map<string, FakeFaces>, spec: SubmissionSpec) => {
  const storage = createLocalStorage(join(t.env.DATA_DIR, 'storage'));
  const key = (ext: string) => `stage/${spec.userId}/${randomUUID()}.${ext}`;
  const existing = await t.database.db.select().from(biometrics);
  if (spec.photos !== false && !existing.some((b) => b.user_id === spec.userId)) {
    for (const pose of BIOMETRIC_POSES) {
      const k = key('jpg');
      await storage.put(k, JPEG, 'image/jpeg');
      faces.set(k, [{ person: spec.person ?? 'ana', emotion: 'CALM' }]);
      await t.database.db.insert(biometrics).values({ user_id: spec.userId, pose, file_key: k });
    }
  }
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/stage/auditions',
    headers: spec.headers,
    payload: { activity_id: spec.activityId, job_id: spec.jobId ?? null },
  });
  if (created.statusCode !== 201) throw new Error(`create audition: ${created.statusCode} ${created.body}`);
  const audition = created.json() as Audition;
  for (const frame of spec.frames) {
    const k = key('jpg');
    await storage.put(k, JPEG, 'image/jpeg');
    faces.set(k, frame);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/stage/recognitions',
      headers: spec.headers,
      payload: { audition_id: audition.id, file_key: k, emotion: 'UNKNOWN', emotion_confidence: 0 },
    });
    if (r.statusCode !== 201) throw new Error(`recognition: ${r.statusCode} ${r.body}`);
  }
  const videoKey = key('webm');
  await storage.put(videoKey, sampleVideo(t.env.DATA_DIR), 'video/webm');
  const put = await t.app.inject({
    method: 'PUT',
    url: `/api/stage/auditions/${audition.id}`,
    headers: spec.headers,
    payload: { file_key: videoKey, transcript: spec.transcript, transcript_segments: spec.transcriptSegments },
  });
  if (put.statusCode !== 200) throw new Error(`submit: ${put.statusCode} ${put.body}`);
  return put.json() as Audition;
};

export const getAudition = async (t: TestApp, headers: Record<string, string>, id: number) => {
  const r = await t.app.inject({ method: 'GET', url: `/api/stage/auditions/${id}`, headers });
  return r.json() as Audition;
};
