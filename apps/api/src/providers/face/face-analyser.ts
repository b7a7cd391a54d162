import { Worker } from 'node:worker_threads';
import { MAX_IMAGE_PIXELS } from '../storage/file-type.ts';
import { compareFaces, FaceImageError, toEmotions, type FaceAnalyser, type FaceAnalysis } from './face.ts';

interface RawFace {
  box: FaceAnalysis['faces'][number]['box'];
  score: number;
  descriptor: number[];
  expressions: Record<string, number>;
}
type Reply = { id: number; faces?: RawFace[]; error?: string };
type Pending = { resolve: (faces: RawFace[]) => void; reject: (err: Error) => void; timer: NodeJS.Timeout };

/** Frames and photos are scaled to fit 1024 px: SSD MobileNet looks at 512 px anyway, the face nets at crops. */
const MAX_SIDE = 1024;

/**
 * Decoded off the event loop by sharp (libuv pool): RGB bytes, EXIF orientation applied. sharp is
 * loaded on the first image: a process that never compares faces never pays for it.
 */
const decode = async (image: Buffer) => {
  const { default: sharp } = await import('sharp');
  try {
    const { data, info } = await sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { pixels: data, width: info.width, height: info.height };
  } catch {
    throw new FaceImageError('unreadable image');
  }
};

/**
 * face-api in a worker thread, started on the first request and kept (models load once).
 * Analyses of stored files are cached by key: keys are never rewritten.
 */
export const createFaceAnalyser = (
  opts: { timeoutMs?: number; cacheSize?: number; nice?: number } = {},
): FaceAnalyser => {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const cacheSize = opts.cacheSize ?? 200;
  const cache = new Map<string, FaceAnalysis>();
  const pending = new Map<number, Pending>();
  let worker: Worker | null = null;
  let nextId = 1;

  const failAll = (err: Error) => {
    for (const p of pending.values()) {
      clearTimeout(p.timer);
      p.reject(err);
    }
    pending.clear();
  };

  const start = (): Worker => {
    if (worker) return worker;
    const w = new Worker(new URL('./face.worker.mjs', import.meta.url), { workerData: { nice: opts.nice ?? 19 } });
    w.unref();
    w.on('message', (reply: Reply) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      clearTimeout(p.timer);
      if (reply.error !== undefined) p.reject(new Error(reply.error));
      else p.resolve(reply.faces ?? []);
    });
    // A crashed worker is replaced on the next request.
    w.on('error', (err) => failAll(err));
    w.on('exit', () => {
      if (worker === w) worker = null;
      failAll(new Error('face worker stopped'));
    });
    worker = w;
    return w;
  };

  const request = (message: object, transfer: ArrayBuffer[] = []): Promise<RawFace[]> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      const w = start();
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error('face analysis timed out'));
        // A stuck worker is replaced; its other requests fail with it.
        void w.terminate();
      }, timeoutMs);
      pending.set(id, { resolve, reject, timer });
      w.postMessage({ id, ...message }, transfer);
    });

  return {
    async analyse(image, cacheKey) {
      const hit = cacheKey ? cache.get(cacheKey) : undefined;
      if (hit) return hit;
      const { pixels, width, height } = await decode(image);
      const copy = new Uint8Array(pixels).buffer;
      const raw = await request({ pixels: copy, width, height }, [copy]);
      const analysis: FaceAnalysis = {
        faces: raw.map((f) => ({
          box: f.box,
          confidence: Math.round(f.score * 10_000) / 100,
          descriptor: f.descriptor,
          emotions: toEmotions(f.expressions),
        })),
      };
      if (cacheKey) {
        if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
        cache.set(cacheKey, analysis);
      }
      return analysis;
    },
    compare: compareFaces,
    async warmUp() {
      await request({ warmup: true });
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
};
