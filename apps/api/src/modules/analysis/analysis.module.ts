import { defineModule, type PlatformContext } from '../../platform-module.ts';
import type { FaceAnalyser } from '../../providers/face/face.ts';
import { createLlmScorer } from '../../providers/llm/llm-scorer.ts';
import { createLexiconSentiment } from '../../providers/sentiment/lexicon-sentiment.ts';
import { ffmpegPath } from '../../providers/transcription/ffmpeg.ts';
import { createTranscriber } from '../../providers/transcription/transcription.ts';
import type { SubmissionHooks } from '../stage/stage-hooks.ts';
import type { AnalysisProviders } from './analysis.pipeline.ts';
import { createAnalysisRepository } from './analysis.repository.ts';
import { analysisRoutes } from './analysis.routes.ts';
import { createAnalysisService } from './analysis.service.ts';
import { faceDetectorFrom } from './face-step.ts';

/**
 * The providers the environment selects: local defaults offline, OpenAI-compatible adapters when
 * LLM_BASE_URL / ASR_BASE_URL are set (docs/spec/14-analysis-providers.md#providers).
 */
const providersFrom = (ctx: PlatformContext, faceAnalyser: FaceAnalyser): AnalysisProviders => {
  const { env, log } = ctx;
  const ffmpeg = ffmpegPath(env.FFMPEG_PATH);
  return {
    storage: ctx.storage,
    sentiment: createLexiconSentiment(),
    transcriber: createTranscriber(
      env.ASR_BASE_URL
        ? {
            baseUrl: env.ASR_BASE_URL,
            apiKey: env.ASR_API_KEY,
            model: env.ASR_MODEL,
            timeoutMs: env.ASR_TIMEOUT_MS,
            ffmpeg,
          }
        : null,
      log,
    ),
    llm: env.LLM_BASE_URL
      ? createLlmScorer({
          baseUrl: env.LLM_BASE_URL,
          apiKey: env.LLM_API_KEY,
          model: env.LLM_MODEL,
          timeoutMs: env.LLM_TIMEOUT_MS,
        })
      : null,
    face: faceDetectorFrom(faceAnalyser),
    ffmpeg,
    log,
    ...ctx.analysisProviders,
  };
};

/**
 * The analysis of stage submissions: it reuses the stage's face analyser and queues a submission
 * once it has its video ('analyze-audition', with its dead letter).
 */
export const analysisModule = defineModule({
  name: 'analysis',
  services: (ctx, s: { stage: { faceAnalyser: FaceAnalyser; hooks: SubmissionHooks } }) => {
    const { env } = ctx;
    const analysis = createAnalysisService({
      repo: createAnalysisRepository(ctx.db),
      providers: providersFrom(ctx, s.stage.faceAnalyser),
      mailer: ctx.mailer,
      queue: ctx.queue,
      appUrl: env.APP_URL,
      log: ctx.log,
      policy: {
        retryLimit: env.ANALYSIS_RETRY_LIMIT,
        retryDelay: env.ANALYSIS_RETRY_DELAY_SECONDS,
        retryBackoff: true,
        expireInSeconds: env.ANALYSIS_TIMEOUT_SECONDS,
      },
    });
    s.stage.hooks.onSubmitted((id) => analysis.onSubmitted(id));
    return { analysis };
  },
  owners: (s) => ({
    'analysis.submission': async (actor, id) => id !== undefined && s.analysis.authorize(actor, id),
  }),
  routes: (api, s) => api.register(analysisRoutes, { analysis: s.analysis }),
  jobs: (_ctx, s) => s.analysis.jobs(),
  // A crash between the upload and the send loses nothing: what waits is queued again.
  onQueueStart: (s) => s.analysis.requeueWaiting(),
});
