import { openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { TranscriptSegment } from '@portal/contracts';
import { endpoint, fetchWithDeadline, ProviderError } from '../llm/openai-chat.ts';
import { extractAudio } from './ffmpeg.ts';

export interface Transcript {
  text: string;
  source: 'browser' | 'asr';
  /** The server's timed phrases, when it gave them. */
  segments?: TranscriptSegment[];
}

export interface TranscriptionInput {
  /** The recording on local disk, when there is one. */
  videoPath: string | null;
  /** What the browser's speech recognition wrote while recording, if anything. */
  browserTranscript: string | null;
}

export interface Transcriber {
  /** Never throws: a failing remote server falls back to the browser transcript. */
  transcribe(input: TranscriptionInput): Promise<{ transcript: Transcript | null; fallbackReason?: string }>;
}

export interface AsrConfig {
  /** OpenAI-compatible base URL with its version path (e.g. https://host/v1). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  /** ffmpeg binary to cut the audio out of the video; without it the video itself is sent. */
  ffmpeg: string | null;
}

const answerSchema = z.object({
  text: z.string(),
  segments: z
    .array(z.object({ start: z.number().min(0), end: z.number().min(0), text: z.string() }))
    .optional()
    .catch(undefined),
});

/** Whisper's segments (seconds) as the stage's phrases (ms); empty phrases are dropped. */
const toSegments = (segments: z.infer<typeof answerSchema>['segments']): TranscriptSegment[] | undefined => {
  const timed = (segments ?? [])
    .map((s) => ({
      start_ms: Math.round(s.start * 1000),
      end_ms: Math.round(Math.max(s.end, s.start) * 1000),
      text: s.text.trim(),
    }))
    .filter((s) => s.text);
  return timed.length ? timed : undefined;
};

const fromBrowser = (text: string | null): Transcript | null =>
  text?.trim() ? { text: text.trim(), source: 'browser' } : null;

/** POST /audio/transcriptions (multipart: file, model, language) and read `{ text, segments? }`. */
export const transcribeRemote = async (
  config: AsrConfig,
  videoPath: string,
): Promise<{ text: string; segments?: TranscriptSegment[] }> => {
  const dir = await mkdtemp(join(tmpdir(), 'portal-asr-'));
  try {
    let file = videoPath;
    let name = videoPath.split('/').pop() ?? 'video.webm';
    let type = name.endsWith('.mp4') ? 'video/mp4' : 'video/webm';
    if (config.ffmpeg) {
      file = join(dir, 'audio.mp3');
      await extractAudio(config.ffmpeg, videoPath, file);
      name = 'audio.mp3';
      type = 'audio/mpeg';
    }
    const form = new FormData();
    form.set('file', await openAsBlob(file, { type }), name);
    form.set('model', config.model);
    form.set('language', 'pt');
    // verbose_json carries the segments' timing (captions, delivery metrics); a server that
    // ignores it and answers plain json still gives the text.
    form.set('response_format', 'verbose_json');
    form.set('timestamp_granularities[]', 'segment');
    const res = await fetchWithDeadline(
      endpoint(config.baseUrl, 'audio/transcriptions'),
      { method: 'POST', body: form, headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {} },
      config.timeoutMs,
    );
    const body = await res.text().catch(() => '');
    if (!res.ok) throw new ProviderError(`HTTP ${res.status}: ${body.slice(0, 200)}`, 'http');
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new ProviderError('not JSON', 'malformed');
    }
    const checked = answerSchema.safeParse(parsed);
    if (!checked.success) throw new ProviderError('no text in the answer', 'malformed');
    return { text: checked.data.text.trim(), segments: toSegments(checked.data.segments) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/**
 * The browser transcript by default; with ASR configured, the server's transcription of the
 * recording, falling back to the browser transcript on a timeout, an error or an odd answer.
 */
export const createTranscriber = (asr: AsrConfig | null, log?: { warn(o: object, m: string): void }): Transcriber => ({
  async transcribe(input) {
    if (!asr || !input.videoPath) return { transcript: fromBrowser(input.browserTranscript) };
    try {
      const { text, segments } = await transcribeRemote(asr, input.videoPath);
      if (text) return { transcript: { text, source: 'asr', ...(segments && { segments }) } };
      return { transcript: fromBrowser(input.browserTranscript), fallbackReason: 'empty' };
    } catch (err) {
      const reason = err instanceof ProviderError ? err.reason : 'ffmpeg';
      log?.warn({ err: (err as Error).message, reason }, 'speech-to-text failed; using the browser transcript');
      return { transcript: fromBrowser(input.browserTranscript), fallbackReason: reason };
    }
  },
});
