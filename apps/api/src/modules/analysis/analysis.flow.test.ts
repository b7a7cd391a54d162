import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_INTERVIEW,
  ACTIVITY_VIDEO_CV,
  parseFeedbackLines,
  type ComprehendResult,
  type GptResult,
} from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { interviewScripts, jobs } from '../../db/schema/index.ts';
import { startFakeOpenAi } from '../../providers/llm/fake-openai-server.ts';
import { createLexiconSentiment } from '../../providers/sentiment/lexicon-sentiment.ts';
import { waitFor } from '../../queue/test-database.ts';
import { createFaceDetector, type FakeFaces } from './fake-face-detector.ts';
import { getAudition, submitAudition } from './test-submission.ts';
import { analysisMessages } from './analysis.service.ts';

const CV =
  'Olá, meu nome é Ana e sou estudante de Engenharia de Computação. Fiz estágio em uma empresa de software, ' +
  'onde desenvolvi testes automatizados e adorei trabalhar em equipe. Meu objetivo é crescer na carreira de ' +
  'qualidade de software, sempre feliz em aprender.';
const ANSWERS =
  'Tenho experiência com Python em projetos da faculdade e em um estágio de dados. Gosto muito de trabalhar em ' +
  'equipe, sempre ajudo meus colegas e aprendi a ouvir opiniões diferentes com calma e respeito.';
const SCRIPT =
  '1. Fale sobre sua experiência com Python.\n2. Como você trabalha em equipe?\n3. Qual sua pretensão salarial?';

const ana = (emotion: 'HAPPY' | 'CALM' = 'HAPPY'): FakeFaces => [{ person: 'ana', emotion }];
const sentiment = createLexiconSentiment();
const faces = new Map<string, FakeFaces>();
const llmAnswer = {
  criteria: [
    { label: 'Clareza', score: 70, comment: 'Ritmo bom, com poucos vícios de linguagem.', tip: 'Faça pausas curtas.' },
    {
      label: 'Cobertura das perguntas',
      score: 60,
      comment: 'Respondeu a duas das três perguntas.',
      tip: 'Responda à pretensão salarial.',
    },
  ],
};

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let student: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
let jobId: number;

beforeAll(async () => {
  fake = await startFakeOpenAi({ chat: () => llmAnswer, transcript: '' });
  t = await createTestApp(
    {
      LLM_BASE_URL: fake.baseUrl,
      LLM_TIMEOUT_MS: '1500',
      ANALYSIS_RETRY_LIMIT: '1',
      ANALYSIS_RETRY_DELAY_SECONDS: '1',
    },
    {
      queue: true,
      analysisProviders: {
        face: createFaceDetector(faces),
        // '#erro#' in a transcript makes every attempt fail, like a bug would.
        sentiment: {
          analyse: (text) =>
            text.includes('#erro#')
              ? (() => {
                  throw new Error('boom');
                })()
              : sentiment.analyse(text),
        },
      },
    },
  );
  student = await loginAs(t.app, 'student');
  admin = await loginAs(t.app, 'admin');
  [{ id: jobId }] = (await t.database.db.select({ id: jobs.id }).from(jobs).limit(1)) as [{ id: number }];
  await t.database.db.insert(interviewScripts).values({ job_id: jobId, script: SCRIPT, generated_by: 'template' });
  // A fresh PGlite with migrations and demo data takes long on a busy machine.
}, 180_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const done = (id: number) =>
  waitFor(async () => {
    const a = await getAudition(t, student.headers, id);
    return a.analysis_state === 'DONE' || a.analysis_state === 'FAILED' ? a : null;
  }, 100_000);
const feedbackMails = (code: string) => t.mails().filter((m) => m.includes(`/palco-profissional?apresentacao=${code}`));
const get = <T>(url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers }).then((r) => ({ status: r.statusCode, body: r.json() as T }));

// An analysis goes through the queue, ffmpeg, the sentiment lexicon and the LLM's 1.5 s timeout:
// beside `npm test`'s other stages it took more than the default 30 s (test and wait).
describe('analysis through the queue', { timeout: 120_000 }, () => {
  let cvId: number;

  it('a video CV goes PENDING -> DONE; a hung LLM falls back to the rubric; the student is e-mailed', async () => {
    fake.state.mode = 'hang';
    const submitted = await submitAudition(t, faces, {
      headers: student.headers,
      userId: student.user_id,
      activityId: ACTIVITY_VIDEO_CV,
      transcript: CV,
      frames: [ana('HAPPY'), ana('CALM'), [{ person: 'bia', emotion: 'SAD' }], []],
    });
    cvId = submitted.id;
    expect(submitted.analysis_state).toBe('PENDING');
    const a = await done(cvId);
    expect(a).toMatchObject({
      analysis_state: 'DONE',
      analysis_reason: null,
      comprehend_sentiment: 'POSITIVE',
      dominant_emotion: 'HAPPY',
      dominant_emotion_confidence: 90,
    });
    const lines = parseFeedbackLines(a.gpt_feedback);
    expect(lines.map((l) => l.label)).toEqual(['Clareza', 'Estrutura', 'Positividade', 'Presença', 'Média']);
    expect(a.gpt_avg).toBe(Math.round(lines.slice(0, 4).reduce((s, l) => s + l.value, 0) / 4));
    const score = JSON.parse(a.comprehend_feedback!) as ComprehendResult;
    expect(Object.values(score.SentimentScore!).reduce((s, v) => s + v, 0)).toBeCloseTo(1, 6);
    expect(a.recognition!.map((r) => [r.similarity, r.recognition_feedback])).toEqual([
      [95, 'Rosto reconhecido'],
      [95, 'Rosto reconhecido'],
      [20, 'O rosto do quadro não corresponde às fotos cadastradas'],
      [null, 'Nenhum rosto encontrado no quadro'],
    ]);
    // The e-mail goes out just after the DONE state is stored.
    const mails = await waitFor(async () => feedbackMails(a.code).length > 0 && feedbackMails(a.code));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Nota: ${Math.ceil(a.gpt_avg! / 10)} de 10`);
    expect(mails[0]).toContain(`Dica: `);
  });

  it('explains every number to the student; only administrators get the transcription', async () => {
    const mine = await get<GptResult>(`/api/gpt/${cvId}`, student.headers);
    expect(mine.status).toBe(200);
    expect(mine.body.scorer).toBe('rubric');
    expect(mine.body).not.toHaveProperty('transcription');
    // The frames where the registered face was not found (someone else, no face) are flagged.
    expect(mine.body.face).toMatchObject({ frames: 4, matched: 2, flagged: 2, dominant_emotion: 'HAPPY' });
    expect(mine.body.face!.per_frame.map((f) => [f.similarity, f.flagged])).toEqual([
      [95, false],
      [95, false],
      [20, true],
      [null, true],
    ]);
    for (const c of mine.body.criteria) {
      expect(c.explanation).toMatch(/\d/);
      expect(c.tip.length).toBeGreaterThan(10);
    }
    expect((await get<GptResult>(`/api/gpt/${cvId}`, admin.headers)).body.transcription).toBe(CV);
    const comprehend = await get<ComprehendResult>(`/api/comprehend/${cvId}`, student.headers);
    expect(comprehend.body).toMatchObject({
      analysis_state: 'DONE',
      Sentiment: 'POSITIVE',
      comprehend_sentiment: 'POSITIVE',
    });
    const other = await loginAs(t.app, 'student2');
    const rep = await loginAs(t.app, 'rep');
    expect((await get(`/api/gpt/${cvId}`, other.headers)).status).toBe(404);
    expect((await get(`/api/comprehend/${cvId}`, rep.headers)).status).toBe(403);
    // Representatives watch published videos but never get the analysis, nor its transcription.
    expect((await get(`/api/gpt/${cvId}`, rep.headers)).status).toBe(403);
    expect((await get(`/api/gpt/${cvId}`, {})).status).toBe(401);
    expect((await get(`/api/gpt/999999`, admin.headers)).status).toBe(404);
  });

  it('running the job again stores no second result and sends no second e-mail', async () => {
    const before = await getAudition(t, student.headers, cvId);
    const id = await t.queue!.send('analyze-audition', { audition_id: cvId }, { singletonKey: `again-${cvId}` });
    await waitFor(async () => (await t.queue!.job('analyze-audition', id!))?.state === 'completed');
    const after = await getAudition(t, student.headers, cvId);
    expect(after.gpt_feedback).toBe(before.gpt_feedback);
    expect(after.recognition).toEqual(before.recognition);
    expect(feedbackMails(before.code)).toHaveLength(1);
  });

  it('an interview is scored by the LLM on its script, presence stays local', async () => {
    fake.state.mode = 'ok';
    fake.state.requests = [];
    const a = await done(
      (
        await submitAudition(t, faces, {
          headers: student.headers,
          userId: student.user_id,
          activityId: ACTIVITY_INTERVIEW,
          jobId,
          transcript: ANSWERS,
          frames: [ana(), ana()],
        })
      ).id,
    );
    expect(a.gpt_feedback).toBe('Clareza: 70\nCobertura das perguntas: 60\nPresença: 100\nMédia: 77');
    expect(a.gpt_avg).toBe(77);
    const prompt = fake.state.requests.find((r) => r.path === '/v1/chat/completions')!.body.toString();
    expect(prompt).toContain('Qual sua pretensão salarial?');
    expect((await get<GptResult>(`/api/gpt/${a.id}`, student.headers)).body.scorer).toBe('llm');
  });

  it('a malformed LLM answer falls back to the rubric, which scores each question of the script', async () => {
    fake.state.mode = 'malformed';
    const a = await done(
      (
        await submitAudition(t, faces, {
          headers: student.headers,
          userId: student.user_id,
          activityId: ACTIVITY_INTERVIEW,
          jobId,
          transcript: ANSWERS,
          frames: [ana()],
        })
      ).id,
    );
    const gpt = (await get<GptResult>(`/api/gpt/${a.id}`, student.headers)).body;
    expect(gpt.scorer).toBe('rubric');
    expect(gpt.criteria.find((c) => c.key === 'coverage')!.explanation).toContain('2 de 3 perguntas');
  });

  it('an analysis that keeps failing is retried, then FAILED with a reason the API shows', async () => {
    const a = await done(
      (
        await submitAudition(t, faces, {
          headers: student.headers,
          userId: student.user_id,
          activityId: ACTIVITY_VIDEO_CV,
          transcript: `${CV} #erro#`,
          frames: [ana()],
        })
      ).id,
    );
    expect(a).toMatchObject({ analysis_state: 'FAILED', analysis_reason: analysisMessages.failed, gpt_feedback: null });
    expect((await get<GptResult>(`/api/gpt/${a.id}`, student.headers)).body).toMatchObject({
      analysis_state: 'FAILED',
      analysis_reason: analysisMessages.failed,
    });
    expect(feedbackMails(a.code)).toEqual([]);
  });
});
