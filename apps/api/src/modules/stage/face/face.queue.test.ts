import { afterAll, beforeAll, expect, it } from 'vitest';
import { stageMessages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { PNG_1X1, upload } from '../stage.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ FACE_QUEUE_MAX: '2' });
});
afterAll(() => t.close());

it('refuses comparisons past the face queue (2 here) at once with 503 and Retry-After', async () => {
  const s = await loginAs(t.app, 'student');
  const keys: string[] = [];
  for (let i = 0; i < 6; i++) keys.push(await upload(t.app, s.headers, PNG_1X1, 'image/png'));
  // Six at once on a cold worker (its models load on the first request): two wait, four are refused.
  const answers = await Promise.all(
    [0, 2, 4].flatMap((i) =>
      [0, 1].map(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/stage/face/compare',
          headers: s.headers,
          payload: { source: keys[i], target: keys[i + 1] },
        }),
      ),
    ),
  );
  const busy = answers.filter((r) => r.statusCode === 503);
  expect(answers.map((r) => r.statusCode).sort()).toEqual([422, 422, 503, 503, 503, 503]);
  for (const r of busy) {
    expect(r.json().errors[0].message).toBe(stageMessages.faceBusy);
    expect(r.headers['retry-after']).toBe('5');
  }
  // Once the queue drains, comparisons are taken again (no face in a 1x1 image: 422).
  const again = await t.app.inject({
    method: 'POST',
    url: '/api/stage/face/compare',
    headers: s.headers,
    payload: { source: keys[0], target: keys[1] },
  });
  expect(again.statusCode, again.body).toBe(422);
}, 120_000);
