import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quietLogger } from './lib/logger.ts';
import { createMailer } from './providers/mail/mailer.ts';
import { createLocalStorage } from './providers/storage/local-storage.ts';
import { assertRegistry, JOB_NAMES } from './queue/registry.ts';
import { createPlatform, MODULES, type PlatformResources } from './platform.ts';
import { defineModule, type PlatformModule } from './platform-module.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
let resources: PlatformResources;
beforeAll(async () => {
  t = await createTestApp({}, { demo: false });
  resources = {
    database: t.database,
    storage: createLocalStorage(join(t.env.DATA_DIR, 'storage')),
    secret: 'x'.repeat(40),
    log: quietLogger,
    mailer: createMailer({ from: 'a@b.c', outboxDir: t.outboxDir, log: { info: () => undefined } }),
  };
});
afterAll(() => t.close());

const all = MODULES as unknown as PlatformModule[];

describe('createPlatform', () => {
  it('gives every job name exactly one handler, the maintenance job with every module task', () => {
    const platform = createPlatform(t.env, resources);
    expect(() => assertRegistry(platform.jobs)).not.toThrow();
    expect(platform.jobs.map((j) => j.name).sort()).toEqual([...JOB_NAMES].sort());
    // Sessions, vacuum, indicators repair, rate limits, audit retention, stage uploads, unfinished
    // institutional sign-ins.
    expect(platform.maintenance).toHaveLength(7);
  });

  it('fails when a job loses its handler or a module defines one twice', () => {
    const jobs = createPlatform(t.env, resources).jobs;
    expect(() => assertRegistry(jobs.filter((j) => j.name !== 'stage-mail'))).toThrow(
      "job 'stage-mail' has no handler",
    );
    const pipeline = all.find((m) => m.name === 'pipeline')!;
    const twice = [...all, defineModule({ name: 'again', jobs: (ctx, s) => pipeline.jobs!(ctx, s) })];
    expect(() => assertRegistry(createPlatform(t.env, resources, twice).jobs)).toThrow(
      "job 'stage-mail' has 2 handlers",
    );
  });

  it('refuses a module that reads a service no module above it provides, or provides a key again', () => {
    const early = defineModule({ name: 'early', services: (_ctx, s: { users: unknown }) => ({ early: s.users }) });
    expect(() => createPlatform(t.env, resources, [early, ...all])).toThrow(
      "Platform: module 'early' uses 'users', which no module listed before it provides",
    );
    const again = defineModule({ name: 'again', services: () => ({ users: null }) });
    expect(() => createPlatform(t.env, resources, [...all, again])).toThrow(
      "Platform: module 'again' provides 'users' again",
    );
  });

  it('registers every module privacy part in the LGPD export', () => {
    const { services } = createPlatform(t.env, resources);
    const stage = all.find((m) => m.name === 'stage')!;
    expect(() => services.privacy.register(stage.privacy!(services as never))).toThrow(
      'privacy contributor registered twice: professional_stage',
    );
  });
});
