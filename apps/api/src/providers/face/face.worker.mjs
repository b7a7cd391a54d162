// Face detection, landmarks, expressions and descriptors with @vladmandic/face-api on the tfjs
// WASM backend, in a worker thread: one analysis blocks for about a second and must not stall
// the HTTP server. Plain JavaScript so it runs the same under tsx, Vitest and plain node.
// Messages in: { id, pixels (RGB bytes), width, height }; out: { id, faces } or { id, error }.
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

// On Linux a nice value belongs to a thread, and 0 names the calling one: this lowers the face
// worker only. An analysis then takes the CPU the HTTP server and the database leave idle, instead
// of competing with them for it (API p95 while analysing, `npm run bench -- analysis`). The
// analyser may ask for another value (FACE_WORKER_NICE).
try {
  setPriority(workerData?.nice ?? 19);
} catch {
  // Not permitted here: the worker keeps the normal priority.
}

const require = createRequire(import.meta.url);

/** Models load once per worker, on the first request. */
let ready;
const load = () => {
  ready ??= (async () => {
    const tf = require('@tensorflow/tfjs');
    // Registers the 'wasm' backend; in Node it finds its .wasm files beside itself (no setWasmPaths).
    require('@tensorflow/tfjs-backend-wasm');
    const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js');
    await tf.setBackend('wasm');
    await tf.ready();
    const modelDir = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
    await Promise.all([
      faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir),
      faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir),
      faceapi.nets.faceExpressionNet.loadFromDisk(modelDir),
      faceapi.nets.faceRecognitionNet.loadFromDisk(modelDir),
    ]);
    return { tf, faceapi, options: new faceapi.SsdMobilenetv1Options({ minConfidence: 0.5, maxResults: 10 }) };
  })();
  return ready;
};

const analyse = async ({ pixels, width, height }) => {
  const { tf, faceapi, options } = await load();
  const tensor = tf.tensor3d(new Uint8Array(pixels), [height, width, 3], 'int32');
  try {
    const found = await faceapi
      .detectAllFaces(tensor, options)
      .withFaceLandmarks()
      .withFaceExpressions()
      .withFaceDescriptors();
    return found.map((f) => {
      const box = f.detection.box;
      return {
        box: { Left: box.x / width, Top: box.y / height, Width: box.width / width, Height: box.height / height },
        score: f.detection.score,
        descriptor: Array.from(f.descriptor),
        expressions: { ...f.expressions },
      };
    });
  } finally {
    tensor.dispose();
  }
};

// One analysis at a time: tfjs state is shared and concurrent runs only add memory.
let queue = Promise.resolve();
parentPort.on('message', (message) => {
  if (message.warmup) {
    queue = queue
      .then(() => load())
      .then(
        () => parentPort.postMessage({ id: message.id, faces: [] }),
        (err) => parentPort.postMessage({ id: message.id, error: String(err?.message ?? err) }),
      );
    return;
  }
  queue = queue.then(async () => {
    try {
      parentPort.postMessage({ id: message.id, faces: await analyse(message) });
    } catch (err) {
      parentPort.postMessage({ id: message.id, error: String(err?.message ?? err) });
    }
  });
});
