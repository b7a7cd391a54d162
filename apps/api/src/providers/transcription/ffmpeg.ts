import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

let cached: string | null | undefined;

/**
 * The ffmpeg binary: FFMPEG_PATH when set, else the build shipped in the optional npm package
 * @ffmpeg-installer/ffmpeg (no download at install time), else none.
 */
export const ffmpegPath = (override?: string): string | null => {
  if (override) return override;
  if (cached !== undefined) return cached;
  try {
    cached = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    cached = null;
  }
  return cached;
};

const run = (bin: string, args: string[], timeoutMs: number): Promise<{ stdout: string; stderr: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve({ stdout, stderr });
      else
        reject(
          new Error(
            `ffmpeg ${signal ? `killed (${signal})` : `exit ${code}`}: ${stderr.trim().split('\n').pop() ?? ''}`,
          ),
        );
    });
  });

/** Last `out_time_us` of `-progress` output: the length of what was decoded, in seconds. */
const progressSeconds = (stdout: string): number | null => {
  const values = [...stdout.matchAll(/out_time_us=(\d+)/g)].map((m) => Number(m[1]));
  const last = values.at(-1);
  return last && last > 0 ? Math.round(last / 100_000) / 10 : null;
};

/**
 * The audio track as mono 16 kHz MP3 (what speech-to-text servers take; 7 minutes is about
 * 1.7 MB), plus the real length: MediaRecorder WebM files often carry no duration header.
 */
export const extractAudio = async (
  bin: string,
  input: string,
  output: string,
  timeoutMs = 120_000,
): Promise<{ durationSeconds: number | null }> => {
  const { stdout } = await run(
    bin,
    [
      '-hide_banner',
      '-nostats',
      '-loglevel',
      'error',
      '-y',
      '-i',
      input,
      '-vn',
      '-ac',
      '1',
      '-ar',
      '16000',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '32k',
      '-progress',
      'pipe:1',
      output,
    ],
    timeoutMs,
  );
  return { durationSeconds: progressSeconds(stdout) };
};

/** The length of a recording, from its packets' timestamps (a stream copy: nothing is decoded). */
export const measureDuration = async (bin: string, input: string, timeoutMs = 60_000): Promise<number | null> => {
  const { stdout } = await run(
    bin,
    [
      '-hide_banner',
      '-nostats',
      '-loglevel',
      'error',
      '-i',
      input,
      '-map',
      '0',
      '-c',
      'copy',
      '-f',
      'null',
      '-progress',
      'pipe:1',
      '-',
    ],
    timeoutMs,
  );
  return progressSeconds(stdout);
};
