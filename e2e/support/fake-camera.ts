// Chromium's fake camera for the professional-stage journey: a YUV4MPEG2 (.y4m) video of a real
// face, played in a loop by --use-file-for-fake-video-capture. The face comes from a sample photo
// shipped in @vladmandic/face-api (so the server's face comparison finds a face in every frame),
// cropped and resized with sharp; the frames are converted to 4:2:0 YUV here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import sharp from 'sharp';

const require = createRequire(import.meta.url);

export interface FakeCameraOptions {
  width?: number;
  height?: number;
  fps?: number;
  seconds?: number;
}

/** A face in the package's sample photos: the file and the face's box in it (pixels). */
interface FaceCrop {
  file: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

const samplesDir = (): string => path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');

/** BT.601 studio-swing RGB -> YCbCr, planes subsampled 2x2 (C420). */
export const rgbToI420 = (rgb: Uint8Array, width: number, height: number): Buffer => {
  const ySize = width * height;
  const cw = width / 2;
  const ch = height / 2;
  const out = Buffer.alloc(ySize + 2 * cw * ch);
  for (let i = 0, p = 0; i < ySize; i++, p += 3) {
    const r = rgb[p]!;
    const g = rgb[p + 1]!;
    const b = rgb[p + 2]!;
    out[i] = Math.round(16 + 0.257 * r + 0.504 * g + 0.098 * b);
  }
  for (let y = 0; y < ch; y++) {
    for (let x = 0; x < cw; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const p = ((2 * y + dy) * width + 2 * x + dx) * 3;
        r += rgb[p]!;
        g += rgb[p + 1]!;
        b += rgb[p + 2]!;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      out[ySize + y * cw + x] = Math.round(128 - 0.148 * r - 0.291 * g + 0.439 * b);
      out[ySize + cw * ch + y * cw + x] = Math.round(128 + 0.439 * r - 0.368 * g - 0.071 * b);
    }
  }
  return out;
};

/** The face, widened to the frame's aspect ratio and resized to it, as raw RGB. */
const faceFrame = async (crop: FaceCrop, width: number, height: number): Promise<Uint8Array> => {
  const file = path.join(samplesDir(), crop.file);
  const meta = await sharp(file).metadata();
  // Room around the face (hair, shoulders) like a webcam picture, within the photo.
  const boxHeight = Math.min(meta.height!, Math.round(crop.height * 1.9));
  const boxWidth = Math.min(meta.width!, Math.round((boxHeight * width) / height));
  const cx = crop.left + crop.width / 2;
  const cy = crop.top + crop.height / 2;
  const left = Math.max(0, Math.min(meta.width! - boxWidth, Math.round(cx - boxWidth / 2)));
  const top = Math.max(0, Math.min(meta.height! - boxHeight, Math.round(cy - boxHeight / 2)));
  const { data } = await sharp(file)
    .extract({ left, top, width: boxWidth, height: boxHeight })
    .resize(width, height, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return new Uint8Array(data);
};

/** The demo face: the smiling person on the right of sample1.jpg. */
export const DEMO_FACE: FaceCrop = { file: 'sample1.jpg', left: 1460, top: 215, width: 230, height: 250 };

const resolved = (options: FakeCameraOptions) => ({ width: 640, height: 480, fps: 30, seconds: 2, ...options });

/** Where fakeCameraFile writes the video (known before the browser starts). */
export const fakeCameraPath = (crop: FaceCrop = DEMO_FACE, options: FakeCameraOptions = {}): string => {
  const { width, height, fps, seconds } = resolved(options);
  const name = `face-${path.parse(crop.file).name}-${crop.left}-${crop.top}-${width}x${height}-${fps}x${seconds}.y4m`;
  return path.join(os.tmpdir(), 'portal-e2e-fake-camera', name);
};

/**
 * Writes the .y4m at fakeCameraPath (once) and returns its path. The frames move the picture by a
 * pixel or two, like a person holding still in front of a webcam.
 */
export const fakeCameraFile = async (crop: FaceCrop = DEMO_FACE, options: FakeCameraOptions = {}): Promise<string> => {
  const { width, height, fps, seconds } = resolved(options);
  const file = fakeCameraPath(crop, options);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const pad = 4;
  const rgb = await faceFrame(crop, width + 2 * pad, height + 2 * pad);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420\n`);
  const frameTag = Buffer.from('FRAME\n');
  const parts: Buffer[] = [header];
  const frames = fps * seconds;
  const cropped = new Uint8Array(width * height * 3);
  for (let f = 0; f < frames; f++) {
    const phase = (2 * Math.PI * f) / frames;
    const dx = pad + Math.round(Math.sin(phase) * 2);
    const dy = pad + Math.round(Math.cos(phase) * 1);
    for (let y = 0; y < height; y++) {
      const from = ((y + dy) * (width + 2 * pad) + dx) * 3;
      cropped.set(rgb.subarray(from, from + width * 3), y * width * 3);
    }
    parts.push(frameTag, rgbToI420(cropped, width, height));
  }
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, Buffer.concat(parts));
  fs.renameSync(temp, file);
  return file;
};

/**
 * The microphone's side: Chromium here has no speech-recognition service, so the page gets a
 * `SpeechRecognition` that "hears" `said` half a second after each start (one final result), like
 * the browser's recogniser the recorder uses for its transcript (docs/spec/14-analysis-providers.md#providers). Pass the returned
 * function and argument to `page.addInitScript`.
 */
export const fakeSpeechRecognition = (said: string): [(text: string) => void, string] => [
  (text: string) => {
    type Handler<E> = ((event: E) => void) | null;
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      onresult: Handler<{ resultIndex: number; results: Array<{ isFinal: boolean; 0: { transcript: string } }> }> =
        null;
      onerror: Handler<{ error: string }> = null;
      onend: (() => void) | null = null;
      private timer = 0;
      start() {
        this.timer = window.setTimeout(
          () => this.onresult?.({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript: text } }] }),
          500,
        );
      }
      stop() {
        window.clearTimeout(this.timer);
        window.setTimeout(() => this.onend?.(), 0);
      }
    }
    Object.assign(window, { SpeechRecognition: FakeRecognition, webkitSpeechRecognition: FakeRecognition });
  },
  said,
];
