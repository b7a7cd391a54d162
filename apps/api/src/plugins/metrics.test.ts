import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const TOKEN = 'metrics-token-'.padEnd(32, 'm');

describe('GET /metrics', () => {
  let t: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN }, { queue: 'send' });
    off = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await off.close();
  });

  it('answers 404 without the bearer token, with another one, and when METRICS_TOKEN is unset', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode).toBe(
      404,
    );
    expect((await off.app.inject({ url: '/metrics', headers: { authorization: 'Bearer undefined' } })).statusCode).toBe(
      404,
    );
  });

  it('counts requests by route and status, with durations, queue depth and process metrics', async () => {
    await t.app.inject({ url: '/api/config' });
    await t.app.inject({ url: '/api/profile' });
    // Queued with nobody working here: it waits in state created.
    await t.queue!.send('analyze-audition', { submissionId: -1 });
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/portal_http_requests_total\{method="GET",route="\/api\/config",status="200"\} [1-9]/);
    expect(text).toMatch(/portal_http_requests_total\{method="GET",route="\/api\/profile",status="401"\} [1-9]/);
    expect(text).toContain(
      'portal_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/config",status="200"}',
    );
    expect(text).toContain('portal_queue_jobs{kind="analyze-audition",state="created"} 1');
    expect(text).toContain('# TYPE portal_job_duration_seconds histogram');
    expect(text).toContain('# TYPE portal_db_pool_connections gauge');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).not.toContain('route="/metrics"');
  });
});
