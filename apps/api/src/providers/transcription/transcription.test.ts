import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi } from '../llm/fake-openai-server.ts';
import { ffmpegPath, measureDuration } from './ffmpeg.ts';
import { createTranscriber, type AsrConfig } from './transcription.ts';

const ffmpeg = ffmpegPath();
const dir = mkdtempSync(join(tmpdir(), 'portal-asr-test-'));
const video = join(dir, 'rec.webm');
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;

beforeAll(async () => {
  fake = await startFakeOpenAi({ chat: () => ({}), transcript: ' Olá, meu nome é Ana. ' });
  // A 4-second WebM like MediaRecorder's: VP8 test pattern and an Opus tone.
  if (ffmpeg) {
    const r = spawnSync(ffmpeg, [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=160x90:rate=5',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=300',
      '-t',
      '4',
      '-c:v',
      'libvpx',
      '-c:a',
      'libopus',
      video,
    ]);
    if (r.status !== 0) throw new Error(r.stderr.toString());
  }
});
afterAll(async () => {
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  fake.state.mode = 'ok';
  fake.state.requests = [];
});

const asr = (over: Partial<AsrConfig> = {}): AsrConfig => ({
  baseUrl: fake.baseUrl,
  model: 'whisper-1',
  timeoutMs: 2000,
  ffmpeg,
  ...over,
});

describe('transcription', () => {
  it('without a speech-to-text server, the browser transcript is used', async () => {
    const t = createTranscriber(null);
    expect(await t.transcribe({ videoPath: video, browserTranscript: ' Bom dia ' })).toEqual({
      transcript: { text: 'Bom dia', source: 'browser' },
    });
    expect(await t.transcribe({ videoPath: video, browserTranscript: '  ' })).toEqual({ transcript: null });
  });

  it.runIf(ffmpeg)(
    'ffmpeg measures a recording and cuts its audio for the server, which answers the text',
    async () => {
      expect(await measureDuration(ffmpeg!, video)).toBeCloseTo(4, 0);
      const r = await createTranscriber(asr()).transcribe({ videoPath: video, browserTranscript: 'do navegador' });
      // It asks for the segments' timing: the captions and the delivery metrics need it.
      expect(r).toEqual({
        transcript: {
          text: 'Olá, meu nome é Ana.',
          source: 'asr',
          segments: [{ start_ms: 0, end_ms: 3500, text: 'Olá, meu nome é Ana.' }],
        },
      });
      const sent = fake.state.requests[0]!;
      expect(sent.path).toBe('/v1/audio/transcriptions');
      expect(sent.headers['content-type']).toMatch(/^multipart\/form-data/);
      const body = sent.body.toString('latin1');
      expect(body).toContain('filename="audio.mp3"');
      expect(body).toContain('whisper-1');
      expect(body).toContain('verbose_json');
      expect(sent.body.length).toBeLessThan(40_000);
    },
  );

  it('without ffmpeg the recording itself is sent', async () => {
    await createTranscriber(asr({ ffmpeg: null })).transcribe({ videoPath: video, browserTranscript: null });
    expect(fake.state.requests[0]!.body.toString('latin1')).toContain('filename="rec.webm"');
  });

  it.each(['hang', 'malformed', 'wrong-shape', 'error'] as const)(
    '%s -> the browser transcript, with the reason',
    async (mode) => {
      fake.state.mode = mode;
      const r = await createTranscriber(asr({ timeoutMs: 300, ffmpeg: null })).transcribe({
        videoPath: video,
        browserTranscript: 'do navegador',
      });
      expect(r.transcript).toEqual({ text: 'do navegador', source: 'browser' });
      expect(r.fallbackReason).toBe(mode === 'hang' ? 'timeout' : mode === 'error' ? 'http' : 'malformed');
    },
  );
});
