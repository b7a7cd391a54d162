import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROLE_ID } from '@portal/contracts';
import { createMailer } from '../../providers/mail/mailer.ts';
import { createLocalStorage } from '../../providers/storage/local-storage.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import type { AuthUser } from '../../lib/access.ts';
import { createPlatform } from '../../platform.ts';
import { quietLogger } from '../../lib/logger.ts';
import type { PrivacySubject } from './privacy.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('includes the parts other modules register in the export and the deletion', async () => {
  const storage = createLocalStorage(join(t.env.DATA_DIR, 'storage'));
  const { services } = createPlatform(t.env, {
    database: t.database,
    storage,
    secret: 'x'.repeat(40),
    log: quietLogger,
    mailer: createMailer({ from: 'a@b.c', outboxDir: join(t.env.DATA_DIR, 'outbox'), log: { info: () => undefined } }),
  });
  await storage.put('stage/video-1.webm', Buffer.from('video'), 'video/webm');
  const calls: Array<[string, PrivacySubject]> = [];
  services.privacy.register({
    name: 'stage',
    export: async (subject) => {
      calls.push(['export', subject]);
      return { data: [{ audition: 1 }], files: [{ field: 'stage.audition', key: 'stage/video-1.webm' }] };
    },
    erase: async (subject) => {
      calls.push(['erase', subject]);
      return { removed: 3, files: ['stage/video-1.webm'] };
    },
  });
  expect(() =>
    services.privacy.register({
      name: 'stage',
      export: async () => ({ data: null }),
      erase: async () => ({ removed: 0, files: [] }),
    }),
  ).toThrow();

  const ana = await loginAs(t.app, 'student');
  const actor: AuthUser = {
    id: ana.user_id,
    name: ana.name,
    email: 'ana.souza@aluno.demo.edu.br',
    role_id: ROLE_ID.student,
    is_active: true,
    student_id: ana.student_id,
    must_change_password: false,
  };
  const subject = { studentId: ana.student_id, userId: ana.user_id, ra: '2024001' };

  const data = await services.privacy.exportData(actor, ana.student_id!, 'Aluno@1234', '10.0.0.1');
  expect(data.other.stage).toEqual([{ audition: 1 }]);
  expect(data.files).toContainEqual(expect.objectContaining({ field: 'stage.audition', key: 'stage/video-1.webm' }));

  const done = await services.privacy.deleteData(actor, ana.student_id!, 'Aluno@1234', '10.0.0.1');
  expect(done.removed.stage).toBe(3);
  expect(done.files_removed).toBe(1);
  expect(existsSync(join(t.env.DATA_DIR, 'storage', 'stage/video-1.webm'))).toBe(false);
  expect(calls).toEqual([
    ['export', subject],
    ['erase', subject],
  ]);
  const audit = await services.privacy.auditFor(ana.student_id!);
  expect(audit.map((a) => [a.action, a.ip])).toEqual([
    ['export', '10.0.0.1'],
    ['deletion', '10.0.0.1'],
  ]);
});
