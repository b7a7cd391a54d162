// Inputs of the analysis benchmark: face photos and camera frames cut from face-api's sample
// photos, a 7-minute WebM like MediaRecorder's (ffmpeg), and about 7 minutes of speech as text.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { ffmpegPath } from '../../apps/api/src/providers/transcription/ffmpeg.ts';

const require = createRequire(import.meta.url);
const demo = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');

/** Faces of sample1.jpg (1920x1280) found by face-api: the laughing redhead and the dark-haired woman beside her. */
const REDHEAD = { left: 1476, top: 199, width: 203, height: 240 };
const OTHER = { left: 836, top: 418, width: 187, height: 228 };

const crop = async (box: typeof REDHEAD, margin: number) => {
  const left = Math.max(0, Math.round(box.left - box.width * margin));
  const top = Math.max(0, Math.round(box.top - box.height * margin));
  return sharp(join(demo, 'sample1.jpg')).extract({
    left,
    top,
    width: Math.round(box.width * (1 + 2 * margin)),
    height: Math.round(box.height * (1 + 2 * margin)),
  });
};

/** A frame the way the recorder sends it: the face somewhere in a 427x240 JPEG. */
const frame = async (box: typeof REDHEAD, i: number) => {
  const face = await (
    await crop(box, 0.35 + (i % 4) * 0.05)
  )
    .resize({ height: 200 + (i % 3) * 10 })
    .modulate({ brightness: 0.85 + (i % 5) * 0.07 })
    .toBuffer();
  const flipped = i % 2 ? await sharp(face).flop().toBuffer() : face;
  const meta = await sharp(flipped).metadata();
  return sharp({ create: { width: 427, height: 240, channels: 3, background: '#5a6470' } })
    .composite([
      {
        input: flipped,
        left: Math.max(0, Math.min(427 - meta.width!, 60 + i * 17)),
        top: Math.max(0, 240 - meta.height!),
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();
};

const SENTENCES = [
  'Olá, meu nome é Ana e sou estudante de Engenharia de Computação no sexto período.',
  'Fiz estágio de seis meses em uma empresa de software, onde desenvolvi testes automatizados.',
  'Gosto muito de trabalhar em equipe e aprendi a ouvir opiniões diferentes com calma.',
  'Tipo, no projeto de extensão eu ensinei programação para alunos de escolas públicas, né.',
  'Tive dificuldade no começo, mas organizei um cronograma e conseguimos entregar tudo no prazo.',
  'Meu objetivo é atuar com qualidade de software e crescer na carreira, aprendendo sempre.',
];

export interface AnalysisFixtures {
  registered: Buffer[];
  /** 14 frames: 12 of the registered person, 2 of someone else. */
  frames: Buffer[];
  video: Buffer | null;
  transcript: string;
}

export const makeFixtures = async (dir: string): Promise<AnalysisFixtures> => {
  const registered = await Promise.all(
    [0.5, 0.4, 0.6, 0.45, 0.55].map(async (m, i) => {
      const img = await crop(REDHEAD, m);
      return (i % 2 ? img.flop() : img).jpeg({ quality: 90 }).toBuffer();
    }),
  );
  const frames = await Promise.all(
    Array.from({ length: 14 }, (_, i) => frame(i === 6 || i === 11 ? OTHER : REDHEAD, i)),
  );
  const ffmpeg = ffmpegPath();
  let video: Buffer | null = null;
  if (ffmpeg) {
    const out = join(dir, 'seven-minutes.webm');
    const r = spawnSync(ffmpeg, [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=427x240:rate=2',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=220:sample_rate=48000',
      '-t',
      '420',
      '-c:v',
      'libvpx',
      '-b:v',
      '300k',
      '-c:a',
      'libopus',
      '-b:a',
      '32k',
      out,
    ]);
    if (r.status === 0) video = readFileSync(out);
  }
  // About 130 words a minute for 7 minutes.
  const words = SENTENCES.join(' ').split(' ').length;
  const transcript = Array.from({ length: Math.ceil((130 * 7) / words) }, () => SENTENCES.join(' ')).join(' ');
  return { registered, frames, video, transcript };
};
