#!/usr/bin/env node
/**
 * Generates the Lottie (bodymovin) animation shown on the not-found page:
 * a worker at a computer, an alert sign that pulses above the monitor, two
 * meshing gears and papers floating down. 180 frames at 30 fps, 600 x 425.
 *
 * The drawing is described here with a few shape primitives so it can be
 * read and changed; the JSON it writes is committed beside the page:
 *
 *   node scripts/generate-not-found-animation.mjs
 *
 * Lottie conventions worth knowing when editing:
 * - Layers and shape items listed first are drawn on top. The helpers below
 *   take everything in painting order (back to front) and reverse it.
 * - Screen coordinates: x to the right, y downwards; a positive rotation
 *   turns clockwise.
 * - Every animated property starts at frame 0 and ends at frame 180 with the
 *   same value (a gear ends a whole number of turns further), so the loop is
 *   seamless.
 */
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUTPUT = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../apps/web/src/features/errors/assets/not-found-animation.json',
);

const FPS = 30;
const FRAMES = 180;
const WIDTH = 600;
const HEIGHT = 425;

// ---------------------------------------------------------------- palette

const hex = (value) => {
  const n = Number.parseInt(value.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => round(c / 255, 3)).concat(1);
};

const colors = {
  backdrop: hex('#E7EDFB'),
  backdropRing: hex('#D5DFF6'),
  ink: hex('#2E3A59'),
  inkSoft: hex('#45557D'),
  screen: hex('#F4F7FE'),
  screenBar: hex('#CBD7F3'),
  accent: hex('#5B7FD6'),
  accentDark: hex('#4467BE'),
  accentDeep: hex('#34519C'),
  alert: hex('#F5A524'),
  alertGlow: hex('#FFC861'),
  danger: hex('#E8697A'),
  success: hex('#5CC8A0'),
  skin: hex('#F2C3A0'),
  skinShade: hex('#DDA583'),
  hair: hex('#3B2C2A'),
  pants: hex('#34405F'),
  shoe: hex('#232B40'),
  chair: hex('#8C97B4'),
  chairDark: hex('#6F7A98'),
  desk: hex('#D9A46C'),
  deskDark: hex('#B9834F'),
  gear: hex('#8E9CC0'),
  gearDark: hex('#6F7EA6'),
  gearLight: hex('#B3BEDA'),
  paper: hex('#FFFFFF'),
  paperLine: hex('#B4C1DF'),
  mug: hex('#E8697A'),
};

// ---------------------------------------------------------------- values

function round(value, digits = 2) {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

const fixed = (k) => ({ a: 0, k });

const EASE = { o: { x: [0.42], y: [0] }, i: { x: [0.58], y: [1] } };
const LINEAR = { o: { x: [0.5], y: [0.5] }, i: { x: [0.5], y: [0.5] } };

/**
 * An animated property. `keys` is a list of [frame, value] or
 * [frame, value, easing] where easing is 'ease' (default), 'linear' or 'hold'.
 */
function animated(keys) {
  const k = keys.map(([t, value, easing = 'ease'], index) => {
    const s = Array.isArray(value) ? value.map((v) => round(v)) : [round(value)];
    if (index === keys.length - 1) return { t: round(t), s };
    if (easing === 'hold') return { t: round(t), s, h: 1 };
    return { t: round(t), s, ...(easing === 'linear' ? LINEAR : EASE) };
  });
  return { a: 1, k };
}

/**
 * Keys for a value that swings between `from` and `to`, `cycles` times in the
 * loop, easing at each turn. It starts at `from`, or at `to` when `reversed`
 * (half a swing later), so a turn always falls on frame 0 and the loop.
 */
function oscillate(from, to, cycles, reversed = false) {
  const half = FRAMES / cycles / 2;
  const keys = [];
  for (let i = 0; i <= cycles * 2; i += 1) {
    const atFrom = (i % 2 === 0) !== reversed;
    keys.push([round(i * half), atFrom ? from : to]);
  }
  return keys;
}

// ---------------------------------------------------------------- shapes

function transform({ p = [0, 0], a = [0, 0], s = [100, 100], r = 0, o = 100 } = {}) {
  const wrap = (v) => (v && typeof v === 'object' && 'a' in v ? v : fixed(v));
  return {
    ty: 'tr',
    p: wrap(p),
    a: wrap(a),
    s: wrap(s),
    r: wrap(r),
    o: wrap(o),
    sk: fixed(0),
    sa: fixed(0),
  };
}

/** Fill and stroke items for a paint description. */
function paint({ fill, stroke, width = 2, opacity = 100, evenOdd = false, cap = 2, join = 2 }) {
  const items = [];
  if (stroke) {
    items.push({ ty: 'st', c: fixed(stroke), o: fixed(opacity), w: fixed(width), lc: cap, lj: join, ml: 4 });
  }
  if (fill) items.push({ ty: 'fl', c: fixed(fill), o: fixed(opacity), r: evenOdd ? 2 : 1 });
  return items;
}

/** A group: `children` in painting order (back to front). */
function group(nm, children, tr = {}) {
  return { ty: 'gr', nm, it: [...[...children].reverse(), transform(tr)] };
}

/** Paths and their paint in one group, so the paint covers all the paths. */
function painted(nm, paths, style, tr = {}) {
  return { ty: 'gr', nm, it: [...paths, ...paint(style), transform(tr)] };
}

const rectPath = ({ x, y, w, h, r = 0 }) => ({ ty: 'rc', d: 1, p: fixed([x, y]), s: fixed([w, h]), r: fixed(r) });
const ellipsePath = ({ x, y, w, h = w }) => ({ ty: 'el', d: 1, p: fixed([x, y]), s: fixed([w, h]) });

function polyPath(points, closed = false) {
  const zero = points.map(() => [0, 0]);
  return {
    ty: 'sh',
    ks: fixed({ i: zero, o: zero, v: points.map(([x, y]) => [round(x), round(y)]), c: closed }),
  };
}

const rect = (nm, box, style, tr) => painted(nm, [rectPath(box)], style, tr);
const ellipse = (nm, box, style, tr) => painted(nm, [ellipsePath(box)], style, tr);
const line = (nm, points, color, width, tr) => painted(nm, [polyPath(points)], { stroke: color, width }, tr);

// ---------------------------------------------------------------- layers

function layer(nm, shapes, ks = {}) {
  return {
    ddd: 0,
    ty: 4,
    nm,
    sr: 1,
    ks: {
      o: ks.o ?? fixed(100),
      r: ks.r ?? fixed(0),
      p: ks.p ?? fixed([0, 0, 0]),
      a: ks.a ?? fixed([0, 0, 0]),
      s: ks.s ?? fixed([100, 100, 100]),
    },
    ao: 0,
    shapes: [...shapes].reverse(),
    ip: 0,
    op: FRAMES,
    st: 0,
    bm: 0,
  };
}

// ---------------------------------------------------------------- scene

const FLOOR = 386;
const DESK_TOP = 266;

function backdrop() {
  return layer('background', [
    ellipse('disc', { x: 300, y: 212, w: 396 }, { fill: colors.backdrop }),
    ellipse('disc-ring', { x: 300, y: 212, w: 340 }, { stroke: colors.backdropRing, width: 2 }),
    rect('floor-shadow', { x: 300, y: FLOOR + 2, w: 470, h: 14, r: 7 }, { fill: colors.backdropRing }),
  ]);
}

/** A gear drawn around (0, 0): teeth polygon with a hole (even-odd fill). */
function gearShapes(nm, { teeth, pitchRadius, hole, offset = 0, body, detail, hub }) {
  const module = (2 * pitchRadius) / teeth;
  const outer = pitchRadius + module * 0.95;
  const root = pitchRadius - module * 1.15;
  const period = (2 * Math.PI) / teeth;
  const start = (offset * Math.PI) / 180;
  const points = [];
  for (let k = 0; k < teeth; k += 1) {
    const c = start + k * period;
    const at = (radius, angle) => [radius * Math.cos(angle), radius * Math.sin(angle)];
    points.push(
      at(root, c - period * 0.3),
      at(outer, c - period * 0.17),
      at(outer, c + period * 0.17),
      at(root, c + period * 0.3),
    );
  }
  return [
    painted(`${nm}-body`, [polyPath(points, true), ellipsePath({ x: 0, y: 0, w: hole * 2 })], {
      fill: body,
      stroke: body,
      width: 3,
      evenOdd: true,
    }),
    ellipse(`${nm}-rim`, { x: 0, y: 0, w: root * 2 - module * 1.6 }, { stroke: detail, width: 2.5 }),
    ellipse(`${nm}-hub`, { x: 0, y: 0, w: hole * 2 + 6 }, { stroke: hub, width: 3 }),
  ];
}

function gears() {
  // Gear 1 has 16 teeth, gear 2 has 8 and half the radius: gear 2 turns twice
  // for each turn of gear 1, backwards. A gap of gear 1 faces gear 2 along
  // MESH_ANGLE, and a tooth of gear 2 faces back into it.
  const big = {
    teeth: 16,
    pitchRadius: 38,
    hole: 9,
    body: colors.gear,
    detail: colors.gearLight,
    hub: colors.gearDark,
  };
  const small = { teeth: 8, pitchRadius: 19, hole: 5, body: colors.gearDark, detail: colors.gear, hub: colors.ink };
  const meshAngle = 11.25 + 22.5 * 1; // a gap of the 16-tooth gear
  const centre = [118, 102];
  const distance = big.pitchRadius + small.pitchRadius + 1.5; // a little backlash
  const rad = (meshAngle * Math.PI) / 180;
  const smallCentre = [centre[0] + distance * Math.cos(rad), centre[1] + distance * Math.sin(rad)];
  const smallOffset = (meshAngle + 180) % (360 / small.teeth);
  return [
    layer('gear-1', gearShapes('gear-1', big), {
      p: fixed([...centre, 0]),
      r: animated([
        [0, 0, 'linear'],
        [FRAMES, 360],
      ]),
    }),
    layer('gear-2', gearShapes('gear-2', { ...small, offset: smallOffset }), {
      p: fixed([round(smallCentre[0]), round(smallCentre[1]), 0]),
      r: animated([
        [0, 0, 'linear'],
        [FRAMES, -720],
      ]),
    }),
  ];
}

function desk() {
  return layer('desk', [
    rect(
      'leg-left',
      { x: 206, y: (DESK_TOP + FLOOR) / 2 + 6, w: 10, h: FLOOR - DESK_TOP - 12 },
      { fill: colors.deskDark },
    ),
    rect(
      'leg-right',
      { x: 494, y: (DESK_TOP + FLOOR) / 2 + 6, w: 10, h: FLOOR - DESK_TOP - 12 },
      { fill: colors.deskDark },
    ),
    rect('drawers', { x: 450, y: 314, w: 70, h: 84, r: 4 }, { fill: colors.desk }),
    rect('drawer-line', { x: 450, y: 314, w: 70, h: 2 }, { fill: colors.deskDark }),
    rect('drawer-handle-1', { x: 450, y: 294, w: 18, h: 4, r: 2 }, { fill: colors.deskDark }),
    rect('drawer-handle-2', { x: 450, y: 334, w: 18, h: 4, r: 2 }, { fill: colors.deskDark }),
    rect('top', { x: 350, y: DESK_TOP + 6, w: 320, h: 12, r: 4 }, { fill: colors.desk }),
    rect('top-edge', { x: 350, y: DESK_TOP + 10, w: 320, h: 4, r: 2 }, { fill: colors.deskDark }),
    // A stack of papers and a mug on the desk.
    rect(
      'stack-3',
      { x: 466, y: DESK_TOP - 3, w: 46, h: 6, r: 1 },
      { fill: colors.paper, stroke: colors.paperLine, width: 1.5 },
    ),
    rect(
      'stack-2',
      { x: 462, y: DESK_TOP - 9, w: 46, h: 6, r: 1 },
      { fill: colors.paper, stroke: colors.paperLine, width: 1.5 },
    ),
    rect(
      'stack-1',
      { x: 468, y: DESK_TOP - 15, w: 46, h: 6, r: 1 },
      { fill: colors.paper, stroke: colors.paperLine, width: 1.5 },
    ),
    ellipse('mug-handle', { x: 431, y: DESK_TOP - 11, w: 11, h: 10 }, { stroke: colors.mug, width: 3 }),
    rect('mug', { x: 423, y: DESK_TOP - 10, w: 16, h: 20, r: 3 }, { fill: colors.mug }),
  ]);
}

function computer() {
  const cx = 355;
  const cy = 186;
  const screen = { x: cx, y: cy, w: 176, h: 116 };
  const inner = { x: cx, y: cy - 2, w: 160, h: 98 };
  const barY = inner.y - inner.h / 2 + 8;
  const digitY = cy + 2;
  const four = (x) => [
    [x + 7, digitY + 17],
    [x + 7, digitY - 17],
    [x - 11, digitY + 6],
    [x + 12, digitY + 6],
  ];
  const cursorKeys = [];
  for (let t = 0; t < FRAMES; t += 15) cursorKeys.push([t, (t / 15) % 2 === 0 ? 100 : 0, 'hold']);
  cursorKeys.push([FRAMES, 100]);
  return layer('computer', [
    // Stand.
    rect('stand-neck', { x: cx, y: DESK_TOP - 14, w: 18, h: 24 }, { fill: colors.inkSoft }),
    rect('stand-base', { x: cx, y: DESK_TOP - 3, w: 78, h: 7, r: 3.5 }, { fill: colors.ink }),
    // Screen.
    rect('bezel', { ...screen, r: 12 }, { fill: colors.ink }),
    rect('screen', { ...inner, r: 4 }, { fill: colors.screen }),
    rect('title-bar', { x: cx, y: barY, w: inner.w, h: 16, r: 4 }, { fill: colors.screenBar }),
    rect('title-bar-square', { x: cx, y: barY + 4, w: inner.w, h: 8 }, { fill: colors.screenBar }),
    ellipse('dot-1', { x: inner.x - inner.w / 2 + 10, y: barY, w: 6 }, { fill: colors.danger }),
    ellipse('dot-2', { x: inner.x - inner.w / 2 + 20, y: barY, w: 6 }, { fill: colors.alert }),
    ellipse('dot-3', { x: inner.x - inner.w / 2 + 30, y: barY, w: 6 }, { fill: colors.success }),
    // "404" drawn with strokes.
    line('digit-4a', four(cx - 36), colors.accent, 7),
    ellipse('digit-0', { x: cx, y: digitY, w: 22, h: 34 }, { stroke: colors.accent, width: 7 }),
    line('digit-4b', four(cx + 36), colors.accent, 7),
    rect('text-line', { x: cx - 8, y: cy + 36, w: 60, h: 5, r: 2.5 }, { fill: colors.screenBar }),
    group('cursor', [rect('cursor-bar', { x: cx + 30, y: cy + 36, w: 8, h: 5, r: 1 }, { fill: colors.accent })], {
      o: animated(cursorKeys),
    }),
    ellipse('camera', { x: cx, y: cy - screen.h / 2 + 4, w: 3 }, { fill: colors.inkSoft }),
    // Keyboard in front of the monitor, towards the worker.
    rect('keyboard', { x: 262, y: DESK_TOP - 3, w: 60, h: 6, r: 2 }, { fill: colors.inkSoft }),
    rect('keyboard-keys', { x: 262, y: DESK_TOP - 5, w: 52, h: 2, r: 1 }, { fill: colors.chair }),
  ]);
}

function chair() {
  return layer('chair', [
    rect('post', { x: 150, y: 356, w: 8, h: 40 }, { fill: colors.chairDark }),
    rect('base', { x: 150, y: 376, w: 70, h: 6, r: 3 }, { fill: colors.chairDark }),
    ellipse('wheel-1', { x: 120, y: 381, w: 10 }, { fill: colors.ink }),
    ellipse('wheel-2', { x: 180, y: 381, w: 10 }, { fill: colors.ink }),
    rect('back-post', { x: 112, y: 320, w: 6, h: 30 }, { fill: colors.chairDark }),
    rect('back', { x: 108, y: 268, w: 16, h: 86, r: 8 }, { fill: colors.chair }),
    rect('seat', { x: 150, y: 334, w: 86, h: 12, r: 6 }, { fill: colors.chair }),
  ]);
}

function worker() {
  // Typing: each forearm lifts a little about its elbow, the far one half a beat later.
  const typingCycles = 15;
  const nearElbow = [190, 272];
  const farElbow = [204, 268];
  const neck = [182, 218];
  const arm = (nm, shoulder, elbow, hand, sleeve, offBeat) => [
    line(`${nm}-upper`, [shoulder, elbow], sleeve, 16),
    group(
      `${nm}-forearm`,
      [
        line(`${nm}-forearm-sleeve`, [elbow, hand], sleeve, 14),
        ellipse(`${nm}-hand`, { x: hand[0] + 4, y: hand[1], w: 14, h: 12 }, { fill: colors.skin }),
      ],
      { a: elbow, p: elbow, r: animated(oscillate(0, -7, typingCycles, offBeat)) },
    ),
  ];
  return layer('worker', [
    // Far arm, behind the body.
    ...arm('arm-far', [180, 236], farElbow, [246, 254], colors.accentDeep, true),
    // Legs.
    line(
      'thigh',
      [
        [146, 318],
        [224, 318],
      ],
      colors.pants,
      26,
    ),
    line(
      'shin',
      [
        [224, 320],
        [228, 372],
      ],
      colors.pants,
      20,
    ),
    painted('shoe', [rectPath({ x: 238, y: 377, w: 36, h: 14, r: 7 })], { fill: colors.shoe }),
    // Body.
    rect(
      'torso',
      { x: 160, y: 272, w: 52, h: 104, r: 22 },
      { fill: colors.accent },
      { a: [160, 320], p: [160, 320], r: 9 },
    ),
    rect('collar', { x: 176, y: 227, w: 22, h: 10, r: 5 }, { fill: colors.accentDark }),
    // Head, nodding gently towards the screen.
    group(
      'head',
      [
        rect('neck', { x: neck[0], y: neck[1] - 4, w: 14, h: 18, r: 4 }, { fill: colors.skinShade }),
        ellipse('hair-back', { x: 176, y: 186, w: 48, h: 46 }, { fill: colors.hair }),
        ellipse('face', { x: 184, y: 193, w: 43, h: 44 }, { fill: colors.skin }),
        painted(
          'fringe',
          [
            {
              ty: 'sh',
              ks: fixed({
                v: [
                  [160, 192],
                  [163, 172],
                  [185, 165],
                  [206, 177],
                  [201, 181],
                  [183, 176],
                  [170, 186],
                  [168, 200],
                ],
                i: [
                  [0, 0],
                  [-2, 8],
                  [-10, 0],
                  [-4, -6],
                  [2, -1],
                  [6, 2],
                  [4, -5],
                  [0, -6],
                ],
                o: [
                  [0, 0],
                  [2, -8],
                  [10, 0],
                  [-1, 2],
                  [-6, -2],
                  [-6, 2],
                  [-2, 4],
                  [-6, 0],
                ],
                c: true,
              }),
            },
          ],
          { fill: colors.hair },
        ),
        ellipse('ear', { x: 175, y: 197, w: 9, h: 12 }, { fill: colors.skinShade }),
        ellipse('eye', { x: 197, y: 192, w: 5, h: 6 }, { fill: colors.ink }),
        line(
          'brow',
          [
            [192, 183],
            [201, 185],
          ],
          colors.hair,
          2.5,
        ),
        line(
          'mouth',
          [
            [196, 208],
            [202, 207],
          ],
          colors.skinShade,
          2.5,
        ),
        ellipse('nose', { x: 205, y: 198, w: 6, h: 7 }, { fill: colors.skinShade }),
      ],
      { a: neck, p: neck, r: animated(oscillate(0, 3, 3)) },
    ),
    // Near arm, in front of the body.
    ...arm('arm-near', [172, 238], nearElbow, [234, 256], colors.accentDark, false),
  ]);
}

function alert() {
  const centre = [355, 80];
  const pulses = 4;
  const period = FRAMES / pulses;
  const scaleKeys = [];
  const glowScale = [];
  const glowOpacity = [];
  for (let i = 0; i < pulses; i += 1) {
    const t = i * period;
    scaleKeys.push([t, [100, 100, 100]], [t + period * 0.25, [110, 110, 100]], [t + period * 0.5, [100, 100, 100]]);
    glowScale.push([t, [70, 70, 100], 'linear'], [t + period * 0.75, [150, 150, 100], 'hold']);
    glowOpacity.push([t, 0, 'linear'], [t + period * 0.12, 55, 'linear'], [t + period * 0.75, 0, 'hold']);
  }
  scaleKeys.push([FRAMES, [100, 100, 100]]);
  glowScale.push([FRAMES, [70, 70, 100]]);
  glowOpacity.push([FRAMES, 0]);
  const triangle = [
    [0, -30],
    [33, 26],
    [-33, 26],
  ];
  return [
    layer('alert-glow', [ellipse('glow', { x: 0, y: 6, w: 96 }, { fill: colors.alertGlow })], {
      p: fixed([...centre, 0]),
      s: animated(glowScale),
      o: animated(glowOpacity),
    }),
    layer(
      'alert',
      [
        painted('triangle', [polyPath(triangle, true)], { fill: colors.alert, stroke: colors.alert, width: 12 }),
        rect('bang', { x: 0, y: -2, w: 8, h: 26, r: 4 }, { fill: colors.ink }),
        ellipse('bang-dot', { x: 0, y: 19, w: 9 }, { fill: colors.ink }),
      ],
      { p: fixed([...centre, 0]), s: animated(scaleKeys) },
    ),
  ];
}

/** A sheet of paper drifting down from `top` to `bottom`, fading in and out, swaying as it falls. */
function paper(nm, { x, sway, top, bottom, phase, tilt, swayCycles, swayReversed }) {
  const fadeIn = 0.12;
  const fadeOut = 0.85;
  const fall = (u) => top + (bottom - top) * u;
  // Position along the fall for frame t: u = (t / FRAMES + phase) mod 1.
  const wrapAt = FRAMES * (1 - phase);
  const uAt = (t) => (t / FRAMES + phase) % 1;
  const yKeys = [[0, fall(uAt(0)), 'linear']];
  const opacityKeys = [];
  const opacityAt = (u) => (u < fadeIn ? (u / fadeIn) * 100 : u > fadeOut ? ((1 - u) / (1 - fadeOut)) * 100 : 100);
  if (wrapAt > 0 && wrapAt < FRAMES) {
    yKeys.push([wrapAt - 1, fall(uAt(wrapAt - 1)), 'hold'], [wrapAt, top, 'linear']);
  }
  yKeys.push([FRAMES, fall(uAt(FRAMES))]);
  // Opacity keys at the fade boundaries, in frame order.
  const boundaries = [0, fadeIn, fadeOut].map((u) => ((u - phase + 1) % 1) * FRAMES);
  const frames = [0, FRAMES, ...boundaries, ...(wrapAt > 0 && wrapAt < FRAMES ? [wrapAt - 1] : [])]
    .map((t) => round(t, 1))
    .filter((t, i, all) => all.indexOf(t) === i && t >= 0 && t <= FRAMES)
    .sort((p, q) => p - q);
  for (const t of frames) {
    const u = t === wrapAt - 1 ? 1 : uAt(t);
    opacityKeys.push([t, opacityAt(u), 'linear']);
  }
  const sheet = [
    rect('sheet', { x: 0, y: 0, w: 28, h: 36, r: 2 }, { fill: colors.paper, stroke: colors.paperLine, width: 1.5 }),
    rect('line-1', { x: -2, y: -8, w: 14, h: 2.5, r: 1.25 }, { fill: colors.paperLine }),
    rect('line-2', { x: 0, y: -1, w: 18, h: 2.5, r: 1.25 }, { fill: colors.paperLine }),
    rect('line-3', { x: -3, y: 6, w: 12, h: 2.5, r: 1.25 }, { fill: colors.paperLine }),
  ];
  return layer(nm, sheet, {
    p: { s: true, x: animated(oscillate(x - sway, x + sway, swayCycles, swayReversed)), y: animated(yKeys) },
    r: animated(oscillate(-tilt, tilt, swayCycles, swayReversed)),
    o: animated(opacityKeys),
  });
}

function papers() {
  return [
    paper('paper-1', {
      x: 548,
      sway: 16,
      top: 40,
      bottom: 330,
      phase: 0.15,
      tilt: 24,
      swayCycles: 2,
      swayReversed: false,
    }),
    paper('paper-2', {
      x: 258,
      sway: 18,
      top: 34,
      bottom: 126,
      phase: 0.55,
      tilt: 18,
      swayCycles: 3,
      swayReversed: true,
    }),
    paper('paper-3', {
      x: 52,
      sway: 14,
      top: 150,
      bottom: 372,
      phase: 0.8,
      tilt: 28,
      swayCycles: 2,
      swayReversed: true,
    }),
  ];
}

// ---------------------------------------------------------------- output

const painting = [backdrop(), ...gears(), desk(), computer(), chair(), worker(), ...papers(), ...alert()];
const layers = [...painting].reverse().map((l, index) => ({ ...l, ind: index + 1 }));

const animation = {
  v: '5.7.4',
  fr: FPS,
  ip: 0,
  op: FRAMES,
  w: WIDTH,
  h: HEIGHT,
  nm: 'not-found',
  ddd: 0,
  assets: [],
  layers,
  markers: [],
};

writeFileSync(OUTPUT, `${JSON.stringify(animation)}\n`);
console.log(`wrote ${OUTPUT} (${JSON.stringify(animation).length} bytes, ${layers.length} layers)`);
