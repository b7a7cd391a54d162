import type { Env } from '../env.ts';
import type { Db } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Mailer } from '../providers/mail/mailer.ts';
import type { Storage } from '../providers/storage/storage.ts';
import type { FaceAnalyser } from '../providers/face/face.ts';
import { createLexiconSentiment } from '../providers/sentiment/lexicon-sentiment.ts';
import { createTranscriber } from '../providers/transcription/transcription.ts';
import { ffmpegPath } from '../providers/transcription/ffmpeg.ts';
import { createLlmScorer } from '../providers/llm/llm-scorer.ts';
import { createHttpGateway } from '../providers/university-gateway/http-gateway.ts';
import type { Logger } from '../lib/logger.ts';
import { createAnalysisRepository } from './analysis/analysis.repository.ts';
import { createAnalysisService } from './analysis/analysis.service.ts';
import type { AnalysisProviders } from './analysis/analysis.pipeline.ts';
import { faceDetectorFrom } from './analysis/face-step.ts';

/**
 * Part of the composition root (services.ts): the providers the environment selects, local
 * defaults offline and remote adapters when configured (docs/spec/14-analysis-providers.md#providers).
 */

/** The university gateway, when UNIVERSITY_GATEWAY_URL is set; otherwise the embedded table answers. */
export const universityGatewayFrom = (env: Env) =>
  env.UNIVERSITY_GATEWAY_URL
    ? createHttpGateway({
        baseUrl: env.UNIVERSITY_GATEWAY_URL,
        token: env.UNIVERSITY_GATEWAY_TOKEN,
        timeoutMs: env.UNIVERSITY_GATEWAY_TIMEOUT_MS,
      })
    : undefined;

/**
 * The analysis service with its providers (OpenAI-compatible adapters when LLM_BASE_URL /
 * ASR_BASE_URL are set). With a queue, its jobs are defined on it. The worker builds only this.
 */
export const createAnalysis = (deps: {
  env: Env;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  log: Logger;
  queue?: JobQueue;
  /** The stage's face analyser: the server runs one. */
  faceAnalyser: FaceAnalyser;
  overrides?: Partial<AnalysisProviders>;
}) => {
  const { env, log } = deps;
  const ffmpeg = ffmpegPath(env.FFMPEG_PATH);
  const providers: AnalysisProviders = {
    storage: deps.storage,
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
    face: faceDetectorFrom(deps.faceAnalyser),
    ffmpeg,
    log,
    ...deps.overrides,
  };
  const service = createAnalysisService({
    repo: createAnalysisRepository(deps.db),
    providers,
    mailer: deps.mailer,
    queue: deps.queue,
    appUrl: env.APP_URL,
    log,
    policy: {
      retryLimit: env.ANALYSIS_RETRY_LIMIT,
      retryDelay: env.ANALYSIS_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      expireInSeconds: env.ANALYSIS_TIMEOUT_SECONDS,
    },
  });
  for (const job of service.jobs()) deps.queue?.define(job);
  deps.queue?.afterStart(() => service.requeueWaiting());
  return service;
};

export type Analysis = ReturnType<typeof createAnalysis>;
