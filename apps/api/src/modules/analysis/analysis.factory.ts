import type { Env } from '../../env.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { createLexiconSentiment } from '../../providers/sentiment/lexicon-sentiment.ts';
import { createTranscriber } from '../../providers/transcription/transcription.ts';
import { ffmpegPath } from '../../providers/transcription/ffmpeg.ts';
import { createLlmScorer } from '../../providers/llm/llm-scorer.ts';
import { createAnalysisRepository } from './analysis.repository.ts';
import { createAnalysisService } from './analysis.service.ts';
import type { AnalysisProviders } from './analysis.pipeline.ts';
import type { FaceAnalyser } from '../../providers/face/face.ts';
import { faceDetectorFrom } from './face-step.ts';

type Log = { info(o: object, m: string): void; error(o: object, m: string): void; warn?(o: object, m: string): void };

/**
 * The analysis service with its providers chosen by the environment (local defaults offline,
 * OpenAI-compatible adapters when LLM_BASE_URL / ASR_BASE_URL are set). With a queue, its jobs
 * are defined on it.
 */
export const createAnalysis = (deps: {
  env: Env;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  log: Log;
  queue?: JobQueue;
  /** The stage's face analyser: the server runs one. */
  faceAnalyser: FaceAnalyser;
  overrides?: Partial<AnalysisProviders>;
}) => {
  const { env } = deps;
  const log = {
    info: (o: object, m: string) => deps.log.info(o, m),
    warn: (o: object, m: string) => (deps.log.warn ? deps.log.warn(o, m) : deps.log.info(o, m)),
    error: (o: object, m: string) => deps.log.error(o, m),
  };
  const ffmpeg = ffmpegPath(env.FFMPEG_PATH);
  const providers: AnalysisProviders = {
    storage: deps.storage,
    sentiment: createLexiconSentiment(),
    transcriber: createTranscriber(
      env.ASR_BASE_URL ? { baseUrl: env.ASR_BASE_URL, apiKey: env.ASR_API_KEY, model: env.ASR_MODEL, timeoutMs: env.ASR_TIMEOUT_MS, ffmpeg } : null,
      log,
    ),
    llm: env.LLM_BASE_URL ? createLlmScorer({ baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL, timeoutMs: env.LLM_TIMEOUT_MS }) : null,
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
