import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createFaceAnalyser } from './face-analyser.ts';
import { FaceImageError, similarityFromDistance, toEmotions, type BoundingBox, type FaceAnalysis } from './face.ts';

const demo = join(dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')), 'demo');
const sample = (n: number) => join(demo, `sample${n}.jpg`);
// Normal priority: beside the other stages of `npm test` a nice-19 worker got almost no CPU.
const analyser = createFaceAnalyser({ nice: 0 });

/** A crop around one face of a sample photo, from the full-resolution original. */
const cropFace = async (n: number, box: BoundingBox, margin = 0.5) => {
  const meta = await sharp(sample(n)).metadata();
  const w = meta.width!,
    h = meta.height!;
  const left = Math.max(0, Math.round((box.Left - box.Width * margin) * w));
  const top = Math.max(0, Math.round((box.Top - box.Height * margin) * h));
  const width = Math.min(w - left, Math.round(box.Width * (1 + 2 * margin) * w));
  const height = Math.min(h - top, Math.round(box.Height * (1 + 2 * margin) * h));
  return sharp(sample(n)).extract({ left, top, width, height }).jpeg({ quality: 90 }).toBuffer();
};
/** The faces of a photo, left to right. */
const facesOf = async (n: number) => {
  const { faces } = await analyser.analyse(await sharp(sample(n)).toBuffer(), `sample${n}`);
  return [...faces].sort((a, b) => a.box.Left - b.box.Left);
};
const single = (a: FaceAnalysis) => {
  expect(a.faces).toHaveLength(1);
  return a;
};

let s1: Awaited<ReturnType<typeof facesOf>>;
beforeAll(async () => {
  s1 = await facesOf(1);
}, 240_000);
afterAll(() => analyser.close());

describe('face analyser on face-api sample photos', () => {
  it('finds the three people of sample1 with their expressions', () => {
    expect(s1).toHaveLength(3);
    // Left to right: the clown make-up smile, the dark-haired woman looking down, the laughing redhead.
    expect(s1[1]!.emotions[0]!.Type).toBe('SAD');
    expect(s1[2]!.emotions[0]).toMatchObject({ Type: 'HAPPY' });
    expect(s1[2]!.emotions[0]!.Confidence).toBeGreaterThan(90);
    expect(s1[2]!.descriptor).toHaveLength(128);
  });

  it('scores two photos of the same person above 80', async () => {
    // No person appears in two of the six samples, so the second photo is taken differently:
    // a tighter, mirrored, smaller, brighter and recompressed crop of the redhead of sample1.
    const photo = single(await analyser.analyse(await cropFace(1, s1[2]!.box)));
    const other = await sharp(await cropFace(1, s1[2]!.box, 0.3))
      .flop()
      .resize(220)
      .modulate({ brightness: 1.2 })
      .jpeg({ quality: 60 })
      .toBuffer();
    const frame = single(await analyser.analyse(other));
    const result = analyser.compare(photo, frame);
    expect(result.Similarity).toBeGreaterThan(80);
    expect(result.FaceMatches).toHaveLength(1);
    expect(result.Emotions[0]!.Type).toBe('HAPPY');
    const grey = single(
      await analyser.analyse(
        await sharp(await cropFace(1, s1[2]!.box, 0.7))
          .greyscale()
          .rotate(6, { background: '#808080' })
          .toBuffer(),
      ),
    );
    expect(analyser.compare(photo, grey).Similarity).toBeGreaterThan(80);
  }, 180_000);

  it('scores different people under 50, the closest look-alike of the samples included', async () => {
    const redhead = { faces: [s1[2]!] };
    const s4 = await facesOf(4);
    // The blonde on the right of sample4 is the nearest stranger to the redhead in all samples.
    const lookAlike = analyser.compare(redhead, { faces: [s4[3]!] });
    expect(lookAlike.Similarity).toBeLessThan(50);
    expect(lookAlike.FaceMatches).toEqual([]);
    // Cropped around her face the look-alike comes closest of all (distance about 0.44).
    const cropped = single(
      await analyser.analyse(
        await sharp(sample(4)).extract({ left: 1180, top: 20, width: 430, height: 480 }).jpeg().toBuffer(),
      ),
    );
    expect(analyser.compare(redhead, cropped).Similarity).toBeLessThan(50);
    const group = analyser.compare(redhead, await analyser.analyse(await sharp(sample(2)).toBuffer(), 'sample2'));
    expect(group.UnmatchedFaces).toHaveLength(3);
    expect(group.Similarity).toBeLessThan(50);
    for (const other of [s1[0]!, s1[1]!])
      expect(analyser.compare(redhead, { faces: [other] }).Similarity).toBeLessThan(50);
  }, 180_000);

  it('reads a calm face in sample6 and answers UNKNOWN without a face', async () => {
    const s6 = await facesOf(6);
    expect(s6[2]!.emotions[0]!.Type).toBe('CALM');
    const blank = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#6688aa' } })
      .png()
      .toBuffer();
    const none = analyser.compare({ faces: [s1[2]!] }, await analyser.analyse(blank));
    expect(none).toMatchObject({ Similarity: 0, FaceMatches: [], Emotions: [{ Type: 'UNKNOWN', Confidence: 0 }] });
    expect(() => analyser.compare({ faces: [] }, { faces: [s1[2]!] })).toThrow(FaceImageError);
    await expect(analyser.analyse(Buffer.from('not an image'))).rejects.toThrow(FaceImageError);
  }, 180_000);
});

describe('calibration and labels', () => {
  it('maps distance to a falling similarity and expressions to the spec labels', () => {
    expect(similarityFromDistance(0)).toBe(100);
    expect(similarityFromDistance(0.37)).toBeGreaterThan(80);
    expect(similarityFromDistance(0.46)).toBeLessThan(50);
    expect(similarityFromDistance(1)).toBe(0);
    expect(toEmotions({ neutral: 0.7, fearful: 0.2, surprised: 0.1 })).toEqual([
      { Type: 'CALM', Confidence: 70 },
      { Type: 'FEAR', Confidence: 20 },
      { Type: 'SURPRISED', Confidence: 10 },
    ]);
  });
});
