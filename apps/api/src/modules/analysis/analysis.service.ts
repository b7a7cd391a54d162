import {
  sentimentResultSchema,
  stageMessages,
  type AuditionAnalysis,
  type ComprehendResult,
  type Delivery,
  type FeedbackCriterion,
  type GptResult,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { JobContext, JobDefinition, QueuePolicy } from '../../queue/registry.ts';
import type { JobQueue } from '../../queue/queue.ts';
import { isAdmin, isStudent, notYours } from '../../lib/access.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { AnalysisRepository } from './analysis.repository.ts';
import { runAnalysis, type AnalysisProviders } from './analysis.pipeline.ts';
import { feedbackMail } from './analysis.mail.ts';

export const analysisMessages = {
  failed: 'Não foi possível concluir a análise desta apresentação. Nossa equipe foi avisada.',
  gaveUp: (attempts: number) => `A análise não terminou após ${attempts} tentativas.`,
  retrying: (attempt: number, of: number) =>
    `A tentativa ${attempt} de ${of} falhou; uma nova tentativa começa em instantes.`,
} as const;

export interface AnalysisDeps {
  repo: AnalysisRepository;
  providers: AnalysisProviders;
  mailer: Mailer;
  /** Without a queue (API tests) submissions stay IDLE. */
  queue?: JobQueue;
  appUrl: string;
  policy: Omit<QueuePolicy, 'deadLetter' | 'stately'>;
  log: { info(o: object, m: string): void; warn(o: object, m: string): void; error(o: object, m: string): void };
}

type Row = NonNullable<Awaited<ReturnType<AnalysisRepository['findResult']>>>;

export const createAnalysisService = (deps: AnalysisDeps) => {
  const { repo, log } = deps;

  const enqueue = async (id: number) => {
    if (!deps.queue) return;
    if (!(await repo.markPending(id))) return;
    await deps.queue.send('analyze-audition', { audition_id: id }, { singletonKey: String(id) });
  };

  /** The job: idempotent (a DONE audition is left alone), retried on errors, FAILED at the end. */
  const analyse = async (data: { audition_id: number }, ctx: JobContext) => {
    const loaded = await repo.loadForAnalysis(data.audition_id);
    if (!loaded || loaded.audition.analysis_state !== 'PENDING') return;
    try {
      const started = performance.now();
      const result = await runAnalysis(deps.providers, loaded);
      if (!(await repo.saveDone(data.audition_id, result))) return;
      log.info(
        { audition: data.audition_id, ms: Math.round(performance.now() - started), scorer: result.scorer },
        'analysis done',
      );
      const a = loaded.audition;
      await deps.mailer
        .send(
          feedbackMail({
            email: loaded.email,
            name: loaded.name,
            activityTitle: loaded.activity_title,
            avg: result.gpt_avg,
            criteria: result.criteria as FeedbackCriterion[],
            notes: result.notes,
            link: `${deps.appUrl.replace(/\/+$/, '')}/palco-profissional?apresentacao=${encodeURIComponent(a.code)}`,
          }),
        )
        .catch((err: unknown) =>
          log.error({ err: (err as Error).message, audition: a.id }, 'feedback e-mail not sent'),
        );
    } catch (err) {
      const last = ctx.retryCount >= ctx.retryLimit;
      log.error(
        { err: (err as Error).message, audition: data.audition_id, attempt: ctx.retryCount + 1, last },
        'analysis attempt failed',
      );
      if (last) await repo.markFailed(data.audition_id, analysisMessages.failed);
      else await repo.setReason(data.audition_id, analysisMessages.retrying(ctx.retryCount + 1, ctx.retryLimit + 1));
      throw err;
    }
  };

  /** Dead letters: also the attempts a dead or stuck worker never finished. */
  const deadLetter = async (data: { audition_id: number }) => {
    if (
      await repo.markFailed(
        data.audition_id,
        `${analysisMessages.gaveUp(deps.policy.retryLimit + 1)} ${analysisMessages.failed}`,
      )
    ) {
      log.warn({ audition: data.audition_id }, 'analysis gave up');
    }
  };

  const visible = async (actor: AuthUser, id: number): Promise<Row> => {
    const row = await repo.findResult(id);
    if (!row) throw new AppError('NOT_FOUND', stageMessages.auditionNotFound);
    if (isAdmin(actor)) return row;
    if (isStudent(actor) && row.user_id === actor.id) return row;
    throw notYours(stageMessages.auditionNotFound);
  };

  const toAnalysis = (row: Row, actor: AuthUser): AuditionAnalysis => ({
    audition_id: row.id,
    analysis_state: (row.analysis_state ?? 'IDLE') as AuditionAnalysis['analysis_state'],
    analysis_reason: row.analysis_reason,
    gpt_avg: row.gpt_avg,
    gpt_feedback: row.gpt_feedback,
    criteria: (row.criteria as FeedbackCriterion[] | null) ?? [],
    notes: (row.notes as string[] | null) ?? [],
    scorer: (row.scorer as AuditionAnalysis['scorer']) ?? null,
    comprehend_sentiment: (row.comprehend_sentiment as AuditionAnalysis['comprehend_sentiment']) ?? null,
    comprehend_feedback: row.comprehend_feedback,
    face: (row.face_summary as AuditionAnalysis['face']) ?? null,
    analysed_at: row.analysed_at?.toISOString() ?? null,
    // docs/spec/13-open-behaviours.md#transcription: the transcription reaches administrators only.
    ...(isAdmin(actor)
      ? {
          transcription: row.transcript,
          transcription_source: (row.transcription_source as 'browser' | 'asr' | null) ?? null,
        }
      : {}),
  });

  return {
    /** Ownership before validation (plugins/ownership.ts): the same check the operations make. */
    authorize: visible,

    /** The stage module's hook: a submission got its video. */
    onSubmitted: (auditionId: number) => enqueue(auditionId),

    /** Start-up: queue what is waiting (a crash between the upload and the send loses nothing). */
    async requeueWaiting(): Promise<number> {
      const ids = await repo.waiting();
      for (const id of ids) await enqueue(id);
      return ids.length;
    },

    jobs(): JobDefinition[] {
      return [
        {
          name: 'analyze-audition',
          policy: { ...deps.policy, deadLetter: 'analyze-audition-dead', stately: true },
          handler: (d, ctx) => analyse(d as { audition_id: number }, ctx),
        },
        {
          name: 'analyze-audition-dead',
          policy: { ...deps.policy, retryLimit: 2 },
          handler: (d) => deadLetter(d as { audition_id: number }),
        },
      ];
    },

    analyse,

    async gpt(actor: AuthUser, id: number): Promise<GptResult> {
      const row = await visible(actor, id);
      const a = toAnalysis(row, actor);
      return {
        audition_id: a.audition_id,
        analysis_state: a.analysis_state,
        analysis_reason: a.analysis_reason,
        gpt_avg: a.gpt_avg,
        gpt_feedback: a.gpt_feedback,
        criteria: a.criteria,
        notes: a.notes,
        scorer: a.scorer,
        analysed_at: a.analysed_at,
        face: a.face,
        face_analysis: row.face_analysis,
        delivery: (row.delivery as Delivery | null) ?? null,
        ...('transcription' in a ? { transcription: a.transcription } : {}),
      };
    },

    async comprehend(actor: AuthUser, id: number): Promise<ComprehendResult> {
      const row = await visible(actor, id);
      let parsed: ReturnType<typeof sentimentResultSchema.safeParse> | null = null;
      try {
        parsed = row.comprehend_feedback ? sentimentResultSchema.safeParse(JSON.parse(row.comprehend_feedback)) : null;
      } catch {
        parsed = null;
      }
      return {
        audition_id: row.id,
        analysis_state: (row.analysis_state ?? 'IDLE') as ComprehendResult['analysis_state'],
        Sentiment: parsed?.success ? parsed.data.Sentiment : null,
        SentimentScore: parsed?.success ? parsed.data.SentimentScore : null,
        comprehend_sentiment: (row.comprehend_sentiment as ComprehendResult['comprehend_sentiment']) ?? null,
        comprehend_feedback: row.comprehend_feedback,
      };
    },
  };
};

export type AnalysisService = ReturnType<typeof createAnalysisService>;
