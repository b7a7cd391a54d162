// @vitest-environment node
import { describe, expect, it } from 'vitest';
import animation from './not-found-animation.json';

interface Keyframe {
  t: number;
  s?: number[];
}

interface Property {
  a: 0 | 1;
  k: unknown;
}

interface Layer {
  nm: string;
  ty: number;
  ip: number;
  op: number;
  ks: Record<string, unknown>;
  shapes: unknown[];
}

interface Animation {
  fr: number;
  ip: number;
  op: number;
  w: number;
  h: number;
  layers: Layer[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function asAnimation(value: unknown): Animation {
  if (!isRecord(value) || !Array.isArray(value.layers)) throw new Error('not a Lottie animation');
  return value as unknown as Animation;
}

const isAnimatedProperty = (value: unknown): value is Property & { k: Keyframe[] } =>
  isRecord(value) && value.a === 1 && Array.isArray(value.k);

/** Every animated property anywhere in the value, with a path naming where it is. */
function animatedProperties(value: unknown, path: string): { path: string; keys: Keyframe[] }[] {
  if (isAnimatedProperty(value)) return [{ path, keys: value.k }];
  if (Array.isArray(value)) return value.flatMap((item, i) => animatedProperties(item, `${path}[${i}]`));
  if (isRecord(value)) {
    const name = typeof value.nm === 'string' ? `${path}/${value.nm}` : path;
    return Object.entries(value).flatMap(([key, item]) => animatedProperties(item, `${name}.${key}`));
  }
  return [];
}

// Checked as plain data: the compiler's literal type of the JSON is not what is under test.
const lottie = asAnimation(animation as unknown);
const layer = (name: string): Layer => {
  const found = lottie.layers.find((l) => l.nm === name);
  if (!found) throw new Error(`no layer named ${name}`);
  return found;
};

describe('not-found animation', () => {
  it('is 180 frames at 30 fps on a 600 by 425 canvas', () => {
    expect(lottie.fr).toBe(30);
    expect(lottie.ip).toBe(0);
    expect(lottie.op - lottie.ip).toBe(180);
    expect(lottie.w).toBe(600);
    expect(lottie.h).toBe(425);
  });

  it('draws the worker, the computer, the alert, two gears and papers as shape layers', () => {
    const names = lottie.layers.map((l) => l.nm);
    expect(names).toEqual(expect.arrayContaining(['worker', 'computer', 'alert']));
    expect(names.filter((n) => /^gear-\d+$/.test(n)).length).toBeGreaterThanOrEqual(2);
    expect(names.filter((n) => /^paper-\d+$/.test(n)).length).toBeGreaterThanOrEqual(1);
    for (const l of lottie.layers) {
      expect(l.ty, l.nm).toBe(4);
      expect(l.shapes.length, l.nm).toBeGreaterThan(0);
      expect([l.ip, l.op], l.nm).toEqual([0, 180]);
    }
  });

  it('turns each gear whole turns across the full 180 frames', () => {
    for (const name of ['gear-1', 'gear-2']) {
      const rotation = layer(name).ks.r;
      if (!isAnimatedProperty(rotation)) throw new Error(`${name} does not rotate`);
      const first = rotation.k[0];
      const last = rotation.k[rotation.k.length - 1];
      expect(first?.t).toBe(0);
      expect(last?.t).toBe(180);
      const turn = (last?.s?.[0] ?? 0) - (first?.s?.[0] ?? 0);
      expect(Math.abs(turn)).toBeGreaterThanOrEqual(360);
      expect(Math.abs(turn % 360)).toBe(0);
    }
  });

  it('pulses the alert and moves the worker and the papers', () => {
    expect(animatedProperties(layer('alert'), 'alert').length).toBeGreaterThan(0);
    expect(animatedProperties(layer('worker'), 'worker').length).toBeGreaterThan(0);
    expect(animatedProperties(layer('paper-1'), 'paper-1').length).toBeGreaterThan(0);
  });

  it('loops seamlessly: every animated property ends where it starts', () => {
    const properties = animatedProperties(lottie.layers, 'layers');
    expect(properties.length).toBeGreaterThan(0);
    for (const { path, keys } of properties) {
      const first = keys[0];
      const last = keys[keys.length - 1];
      expect(first?.t, path).toBe(0);
      expect(last?.t, path).toBe(180);
      const isGearTurn = /gear-\d+\.ks\.r$/.test(path);
      if (!isGearTurn) expect(last?.s, path).toEqual(first?.s);
    }
  });

  it('stays small', () => {
    expect(JSON.stringify(animation).length).toBeLessThan(60_000);
  });
});
