import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  ACTIVITY_INTERVIEW,
  FRAME_INTERVAL_MS,
  stagePreferenceMessages,
  transcriptSegmentsSchema,
  type FeedbackCriterion,
} from '@portal/contracts';
import type { Storage } from '../../providers/storage/storage.ts';
import type { SentimentAnalyser } from '../../providers/sentiment/sentiment.ts';
import type { Transcriber } from '../../providers/transcription/transcription.ts';
import type { LlmScorer } from '../../providers/llm/llm-scorer.ts';
import { measureDuration } from '../../providers/transcription/ffmpeg.ts';
import type { AnalysisRepository, AnalysisWrite } from './analysis.repository.ts';
import { analyseFaces, summariseFaces, type FaceDetector, type FaceJobResult } from './face-step.ts';
import { MIN_WORDS, NO_FRAMES_NOTE, scoreWithRubric, type SubmissionKind } from './rubric.ts';
import { scriptQuestions } from './text-metrics.ts';
import { formatFeedback } from './feedback.ts';
import { measureDelivery } from './delivery.ts';

export interface AnalysisProviders {
  storage: Storage;
  sentiment: SentimentAnalyser;
  transcriber: Transcriber;
  /** null: the built-in rubric scores everything. */
  llm: LlmScorer | null;
  face: FaceDetector;
  ffmpeg: string | null;
  log: { info(o: object, m: string): void; warn(o: object, m: string): void };
}

type Loaded = NonNullable<Awaited<ReturnType<AnalysisRepository['loadForAnalysis']>>>;

const readAll = async (storage: Storage, key: string): Promise<Buffer | null> => {
  const file = await storage.get(key).catch(() => null);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const LOCAL_ONLY = new Set(['presence', 'presença', 'media', 'média']);

/** Transcription, sentiment, faces and the score of one submission; nothing is written here. */
export const runAnalysis = async (p: AnalysisProviders, loaded: Loaded): Promise<AnalysisWrite> => {
  const a = loaded.audition;
  const kind: SubmissionKind = a.activity_id === ACTIVITY_INTERVIEW ? 'interview' : 'video_cv';
  const dir = await mkdtemp(join(tmpdir(), 'portal-analysis-'));
  try {
    let videoPath: string | null = null;
    const video = a.file_key ? await p.storage.get(a.file_key).catch(() => null) : null;
    if (video) {
      videoPath = join(dir, `video.${a.file_key!.split('.').pop()}`);
      await pipeline(video.stream, createWriteStream(videoPath));
    }
    const measured = videoPath && p.ffmpeg ? await measureDuration(p.ffmpeg, videoPath).catch(() => null) : null;
    // Without ffmpeg: a frame was captured every 30 s, so the frames bound the length.
    const durationSeconds =
      measured ?? (loaded.frames.length ? (loaded.frames.length * FRAME_INTERVAL_MS) / 1000 + 15 : null);

    const { transcript } = await p.transcriber.transcribe({ videoPath, browserTranscript: a.transcript });
    const text = transcript?.text ?? '';
    // The server's timing when its text is used; otherwise the browser's phrases.
    const segments = transcript?.segments ?? transcriptSegmentsSchema.catch([]).parse(a.transcript_segments ?? []);
    const delivery = segments.length
      ? measureDelivery({ segments, durationMs: durationSeconds === null ? null : durationSeconds * 1000 })
      : null;
    const sentiment = p.sentiment.analyse(text);

    let face: FaceJobResult | null = null;
    const notes: string[] = [];
    // The student's choice (docs/decisions/022-accessibility-and-fair-feedback.md): no frame is read,
    // and the score is the mean of the other criteria, so leaving the face out never lowers it.
    const faceOn = a.face_analysis;
    if (!faceOn) notes.push(stagePreferenceMessages.faceNotUsedNote);
    if (faceOn && loaded.frames.length > 0) {
      try {
        const registered = await Promise.all(
          loaded.photos.map(async (key) => ({ key, image: await readAll(p.storage, key) })),
        );
        const frames = await Promise.all(
          loaded.frames.map(async (f) => ({ id: f.id, key: f.file_key, image: await readAll(p.storage, f.file_key) })),
        );
        face = await analyseFaces(p.face, { registered, frames });
      } catch (err) {
        p.log.warn({ err: (err as Error).message, audition: a.id }, 'face analysis failed; presence not scored');
        notes.push('A análise facial não pôde ser feita agora: a presença não foi avaliada.');
      }
    }
    const faceSummary = face ? summariseFaces(face.frames) : null;
    const questions = kind === 'interview' ? scriptQuestions(loaded.script) : [];
    const rubric = scoreWithRubric({
      kind,
      transcript: text,
      durationSeconds,
      questions,
      sentiment,
      face: faceSummary,
    });
    // When frames exist but the face step failed, its own note says so.
    notes.push(...rubric.notes.filter((n) => !(n === NO_FRAMES_NOTE && (loaded.frames.length > 0 || !faceOn))));

    let criteria: FeedbackCriterion[] = rubric.criteria;
    let scorer: 'rubric' | 'llm' = 'rubric';
    if (p.llm && rubric.metrics.words >= MIN_WORDS) {
      const m = rubric.metrics;
      const facts = [
        m.wpm !== null ? `${m.wpm} palavras por minuto (ideal: 110 a 170)` : '',
        `${m.fillers} vícios de linguagem em ${m.words} palavras`,
        `sentimento do texto: ${sentiment.Sentiment}`,
      ].filter(Boolean);
      try {
        const remote = await p.llm.score({ kind, transcript: text, questions, facts });
        const kept = remote.filter((c) => !LOCAL_ONLY.has(c.label.toLowerCase()));
        if (kept.length > 0) {
          criteria = [...kept, ...rubric.criteria.filter((c) => c.key === 'presence')];
          scorer = 'llm';
        }
      } catch (err) {
        p.log.warn({ err: (err as Error).message, audition: a.id }, 'LLM scoring failed; using the built-in rubric');
      }
    }
    const { gpt_feedback, gpt_avg } = formatFeedback(criteria);
    return {
      transcript: transcript?.text ?? null,
      transcription_source: transcript?.source ?? null,
      gpt_avg,
      gpt_feedback,
      criteria,
      notes,
      scorer,
      comprehend_sentiment: sentiment.Sentiment,
      comprehend_feedback: JSON.stringify({ Sentiment: sentiment.Sentiment, SentimentScore: sentiment.SentimentScore }),
      face_summary: faceSummary,
      dominant_emotion: faceSummary?.dominant_emotion ?? null,
      dominant_emotion_confidence: faceSummary?.dominant_emotion_confidence ?? null,
      frames: face?.frames ?? [],
      delivery,
      ...(transcript?.segments && { transcript_segments: transcript.segments }),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
