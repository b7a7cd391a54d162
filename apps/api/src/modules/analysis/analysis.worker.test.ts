import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_VIDEO_CV } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { startFakeOpenAi } from '../../providers/llm/fake-openai-server.ts';
import { waitFor } from '../../queue/test-database.ts';
import { getAudition, submitAudition } from './test-submission.ts';

// Worker processes share the database with the server: this runs on PostgreSQL only
// (TEST_DATABASE_URL, as in `npm test -- postgres`); PGlite lives inside one process.
const worker = fileURLToPath(new URL('../../worker.ts', import.meta.url));
const TRANSCRIPT =
  'Olá, meu nome é Ana, sou estudante de Computação, fiz estágio em dados e meu objetivo é crescer na área.';

describe.runIf(process.env.TEST_DATABASE_URL)('npm run worker', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  const children: ChildProcess[] = [];
  const output: string[] = [];

  // The server and its workers share the queue settings: the one that queues a job fixes its expiry.
  const queueEnv = {
    ANALYSIS_TIMEOUT_SECONDS: '3',
    ANALYSIS_RETRY_LIMIT: '2',
    ANALYSIS_RETRY_DELAY_SECONDS: '1',
    QUEUE_MAINTENANCE_SECONDS: '1',
    QUEUE_POLL_SECONDS: '0.5',
  };

  const startWorker = () => {
    const child = spawn(process.execPath, ['--import', 'tsx', worker], {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: t.databaseUrl,
        DATA_DIR: t.env.DATA_DIR,
        LLM_BASE_URL: fake.baseUrl,
        LLM_TIMEOUT_MS: '120000',
        ...queueEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
    children.push(child);
    return child;
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi({
      chat: () => ({
        criteria: [{ label: 'Clareza', score: 88, comment: 'Fala clara e bem organizada.', tip: 'Mantenha o ritmo.' }],
      }),
      transcript: '',
    });
    t = await createTestApp(queueEnv, { queue: 'send' });
  }, 180_000);
  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL');
    await t?.close();
    await fake?.close();
  });

  it('a worker killed mid-job loses nothing: the job expires, is retried by another worker and completes', async () => {
    fake.state.mode = 'hang';
    const student = await loginAs(t.app, 'student');
    const submitted = await submitAudition(t, new Map(), {
      headers: student.headers,
      userId: student.user_id,
      activityId: ACTIVITY_VIDEO_CV,
      transcript: TRANSCRIPT,
      frames: [],
    });
    expect(submitted.analysis_state).toBe('PENDING');

    const first = startWorker();
    // The first worker is inside the job, waiting for the (hung) LLM, when it dies.
    await waitFor(async () => fake.state.requests.some((r) => r.path === '/v1/chat/completions'), 90_000, 200);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    expect((await getAudition(t, student.headers, submitted.id)).analysis_state).toBe('PENDING');

    fake.state.mode = 'ok';
    startWorker();
    const done = await waitFor(
      async () => {
        const a = await getAudition(t, student.headers, submitted.id);
        return a.analysis_state === 'DONE' ? a : null;
      },
      90_000,
      300,
    ).catch((err: unknown) => {
      throw new Error(`${(err as Error).message}; workers said:\n${output.join('').slice(-3000)}`);
    });
    expect(done.gpt_feedback).toContain('Clareza: 88');
    expect(fake.state.requests.filter((r) => r.path === '/v1/chat/completions').length).toBeGreaterThanOrEqual(2);
    await waitFor(async () => t.mails().some((m) => m.includes(`apresentacao=${done.code}`)), 10_000);
  }, 200_000);
});
