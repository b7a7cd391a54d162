import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { stageMessages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { PNG_1X1, upload, webm } from '../stage.test-helpers.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let student: S, student2: S, rep: S;
let photo: string, frame: string, blank: string, theirs: string;

/** The laughing redhead on the right of face-api's sample1, and a mirrored, smaller copy as the "frame". */
const sample1 = join(
  dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
  'sample1.jpg',
);
const redhead = () => sharp(sample1).extract({ left: 1380, top: 110, width: 420, height: 480 });

beforeAll(async () => {
  t = await createTestApp();
  [student, student2, rep] = await Promise.all([
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
    loginAs(t.app, 'rep'),
  ]);
  photo = await upload(t.app, student.headers, await redhead().jpeg().toBuffer(), 'image/jpeg');
  frame = await upload(
    t.app,
    student.headers,
    await redhead().flop().resize(240).jpeg({ quality: 70 }).toBuffer(),
    'image/jpeg',
  );
  blank = await upload(t.app, student.headers, PNG_1X1, 'image/png');
  theirs = await upload(t.app, student2.headers, await redhead().png().toBuffer(), 'image/png');
}, 240_000);
afterAll(() => t.close());

const compare = (payload: object, headers: Record<string, string> = student.headers) =>
  t.app.inject({ method: 'POST', url: '/api/stage/face/compare', headers, payload });

describe('POST /api/stage/face/compare', () => {
  it('compares a registered photo with a frame in the face-comparison shape', async () => {
    const res = await compare({ source: photo, target: frame });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.Similarity).toBeGreaterThan(80);
    expect(body.FaceMatches).toHaveLength(1);
    expect(body.FaceMatches[0].Face.BoundingBox).toEqual({
      Width: expect.any(Number),
      Height: expect.any(Number),
      Left: expect.any(Number),
      Top: expect.any(Number),
    });
    expect(body.Emotions[0]).toMatchObject({ Type: 'HAPPY' });
    expect(body.Emotions[0].Confidence).toBeGreaterThan(50);
    const empty = (await compare({ source: photo, target: blank })).json();
    expect(empty).toMatchObject({ Similarity: 0, FaceMatches: [], Emotions: [{ Type: 'UNKNOWN', Confidence: 0 }] });
  }, 240_000);

  it('refuses keys of others, videos, missing files and a source without a face', async () => {
    expect((await compare({ source: photo, target: theirs })).statusCode).toBe(404);
    expect((await compare({ source: theirs, target: frame })).statusCode).toBe(404);
    const video = await upload(t.app, student.headers, webm(500), 'video/webm');
    expect((await compare({ source: photo, target: video })).statusCode).toBe(422);
    const ghost = `stage/${student.user_id}/00000000-0000-0000-0000-000000000000.png`;
    expect((await compare({ source: ghost, target: frame })).json().errors[0]).toMatchObject({
      field: 'source',
      message: stageMessages.fileNotFound,
    });
    const noFace = await compare({ source: blank, target: frame });
    expect(noFace.statusCode).toBe(422);
    expect(noFace.json().errors[0].message).toBe(stageMessages.noFace);
    expect((await compare({ source: 'x', target: frame })).statusCode).toBe(422);
    expect((await compare({ source: photo, target: frame }, rep.headers)).statusCode).toBe(403);
    expect((await compare({ source: photo, target: frame }, {})).statusCode).toBe(401);
  }, 240_000);
});
