// Figures of a page load that the machine's load moves little, beside Lighthouse's scores
// (docs/decisions/021-mobile-first-load.md): one cold load in a fresh browser, traced.
// - requests: every request the load sends, and the KB of JavaScript (as transferred);
// - rounds: how many requests deep the page's first API request and its deepest script are, each
//   request one round after the last one that arrived before it left (the HTML is round 0): on a
//   slow connection every round is a round trip;
// - CPU: the main thread's processor time (the trace's thread time, not wall time, so other
//   processes on the machine hardly move it), and the Total Blocking Time it would make at
//   Lighthouse's 4x slowdown: the sum, over tasks after the first paint, of 4 x CPU - 50 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SLOWDOWN = 4;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading'];

/**
 * The round of each request (the HTML is round 0): one more than the round of what asked for it.
 * CDP names the initiator of what the HTML lists (the parser) and of a fetch (its stack); a
 * dynamic import and its imports come with none, so for those the last script or answer that
 * arrived before the request left stands for it.
 */
const rounds = (sent, finished) => {
  const round = new Map();
  const byUrl = new Map();
  const done = [];
  const framesOf = (stack) => (stack ? [...stack.callFrames.map((f) => f.url), ...framesOf(stack.parent)] : []);
  for (const e of [...sent].sort((x, y) => x.timestamp - y.timestamp)) {
    const from = [e.initiator.url, ...framesOf(e.initiator.stack)]
      .map((u) => byUrl.get(u))
      .filter((r) => r !== undefined);
    let r;
    if (e.type === 'Document') r = 0;
    else if (from.length) r = 1 + Math.max(...from);
    else {
      const before = done.filter((d) => d.at <= e.timestamp).sort((x, y) => y.at - x.at)[0];
      r = before ? before.round + 1 : 1;
    }
    round.set(e.requestId, r);
    if (!byUrl.has(e.request.url)) byUrl.set(e.request.url, r);
    const at = finished.get(e.requestId);
    if (at !== undefined && ['Document', 'Script', 'Fetch', 'XHR'].includes(e.type)) done.push({ at, round: r });
  }
  return round;
};

/** One traced cold load of `url` in `browser` (puppeteer), with `prepare(browser)` run first. */
export const traceLoad = async (browser, url, prepare) => {
  if (prepare) await prepare(browser);
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  const sent = [];
  const bytes = new Map();
  const finished = new Map();
  cdp.on('Network.requestWillBeSent', (e) => sent.push(e));
  cdp.on('Network.loadingFinished', (e) => {
    bytes.set(e.requestId, e.encodedDataLength);
    finished.set(e.requestId, e.timestamp);
  });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-trace-')), 'trace.json');
  try {
    await page.tracing.start({ path: file, categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await page.tracing.stop();
    // TRACE_KEEP=<dir>: the traces stay there, to open in the browser's performance panel.
    if (process.env.TRACE_KEEP) {
      fs.mkdirSync(process.env.TRACE_KEEP, { recursive: true });
      const name = new URL(url).pathname.replace(/\W+/g, '-') || 'root';
      fs.copyFileSync(file, path.join(process.env.TRACE_KEEP, `${name}-${Date.now()}.json`));
    }
    const events = JSON.parse(fs.readFileSync(file, 'utf8')).traceEvents ?? [];
    // The page's renderer main thread: the one that parsed the page's HTML (headless Chromium
    // runs other renderers beside it, such as the omnibox's).
    const origin = new URL(url).origin;
    const mains = new Set(
      events
        .filter((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(origin))
        .map((e) => `${e.pid}:${e.tid}`),
    );
    const tasks = events.filter(
      (e) => e.ph === 'X' && e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`) && e.tdur !== undefined,
    );
    const byThread = new Map();
    for (const t of tasks) byThread.set(`${t.pid}:${t.tid}`, (byThread.get(`${t.pid}:${t.tid}`) ?? 0) + t.tdur);
    const main = [...byThread.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    const own = tasks.filter((t) => `${t.pid}:${t.tid}` === main);
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && `${e.pid}` === main?.split(':')[0])?.ts ?? 0;
    const cpuMs = own.reduce((sum, t) => sum + t.tdur, 0) / 1000;
    const tbt = own
      .filter((t) => t.ts >= fcp)
      .reduce((sum, t) => sum + Math.max(0, (SLOWDOWN * t.tdur) / 1000 - 50), 0);
    const longest = Math.max(0, ...own.map((t) => t.tdur / 1000));

    const depth = rounds(sent, finished);
    const requests = sent.filter((e) => !e.request.url.startsWith('data:'));
    const js = requests.filter((e) => new URL(e.request.url).pathname.endsWith('.js'));
    const api = requests.filter((e) => {
      const p = new URL(e.request.url).pathname;
      return p.startsWith('/api/') && p !== '/api/config';
    });
    const jsKb = js.reduce((sum, e) => sum + (bytes.get(e.requestId) ?? 0), 0) / 1024;
    return {
      requests: requests.length,
      scripts: js.length,
      jsKb,
      apiRound: api.length ? Math.min(...api.map((e) => depth.get(e.requestId) ?? NaN)) : NaN,
      scriptRounds: Math.max(0, ...js.map((e) => depth.get(e.requestId) ?? 0)),
      cpuMs,
      longestTaskMs: longest,
      cpuTbt: tbt,
    };
  } finally {
    await page.close();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
};
