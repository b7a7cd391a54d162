import { write } from 'node:fs';

/**
 * The server's log destination: standard output, written asynchronously and never waited on.
 *
 * pino's default destination flushes what it still holds synchronously when the process exits,
 * retrying every 100 ms on any error: once the reader of a piped stdout has gone (a supervisor or
 * terminal closed its end), that retry meets EPIPE forever and the process never exits
 * (docs/decisions/014-scale-out.md). Here a closed pipe just ends logging, a reader that stops
 * reading costs at most `maxPendingBytes` of memory (later lines are counted and dropped), and
 * nothing runs at exit.
 */
export interface LogStream {
  write(line: string): void;
  /** Lines dropped because the reader was not keeping up or had gone. */
  readonly dropped: number;
}

export const createLogStream = (fd = 1, maxPendingBytes = 4 * 1024 * 1024): LogStream => {
  let pending: string[] = [];
  let pendingBytes = 0;
  let writing = false;
  let broken = false;
  let dropped = 0;

  const pump = (): void => {
    if (writing || broken || pending.length === 0) return;
    writing = true;
    const buf = Buffer.from(pending.join(''));
    pending = [];
    pendingBytes = 0;
    const from = (offset: number): void => {
      write(fd, buf, offset, buf.length - offset, null, (err, n) => {
        if (err) {
          // A full non-blocking pipe: try again shortly, without holding the process open.
          if (err.code === 'EAGAIN') {
            setTimeout(() => from(offset), 50).unref();
            return;
          }
          broken = true;
          writing = false;
          return;
        }
        if (offset + n < buf.length) return from(offset + n);
        writing = false;
        pump();
      });
    };
    from(0);
  };

  return {
    write(line) {
      if (broken || pendingBytes > maxPendingBytes) {
        dropped++;
        return;
      }
      pending.push(line);
      pendingBytes += line.length;
      pump();
    },
    get dropped() {
      return dropped;
    },
  };
};

/** Output written with console.* after the reader has gone must not crash the process either. */
export const ignoreBrokenStdio = (): void => {
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
};
