import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLogStream } from './log-stream.ts';

const dir = mkdtempSync(join(tmpdir(), 'portal-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const until = (probe: () => boolean) => vi.waitFor(() => expect(probe()).toBe(true), { timeout: 5000, interval: 10 });

describe('server log stream', () => {
  it("writes pino's lines, in order, to the descriptor", async () => {
    const path = join(dir, 'out.log');
    const fd = openSync(path, 'w');
    const log = pino({ base: null, timestamp: false }, createLogStream(fd));
    for (let i = 0; i < 100; i++) log.info({ i }, 'line');
    await until(() => readFileSync(path, 'utf8').split('\n').length > 100);
    const lines = readFileSync(path, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { i: number });
    expect(lines.map((l) => l.i)).toEqual([...Array(100).keys()]);
    closeSync(fd);
  });

  it('stops logging, without throwing, once the descriptor fails, and keeps a bounded backlog', async () => {
    // A directory opened for reading: every write fails (as one to a pipe nobody reads any more).
    const fd = openSync(dir, 'r');
    const stream = createLogStream(fd, 1024);
    stream.write('first\n');
    // Once the failed write has marked the stream broken, every later line is dropped.
    await expect.poll(() => (stream.write('probe\n'), stream.dropped)).toBeGreaterThan(0);
    const before = stream.dropped;
    for (let i = 0; i < 10; i++) stream.write('later\n');
    expect(stream.dropped - before).toBe(10);
    closeSync(fd);
  });
});
