import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createDeflateRaw, crc32 } from 'node:zlib';

/** A file of the archive: its name and its content, whole or as it is produced. */
export interface ZipEntry {
  name: string;
  data: string | AsyncIterable<string>;
}

// Flags: bit 3, sizes and CRC follow the data (streamed); bit 11, the name is UTF-8.
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;
// 1980-01-01 00:00 in MS-DOS time and date: the entries carry no meaningful date.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

const header = (size: number, fill: (b: Buffer) => void): Buffer => {
  const b = Buffer.alloc(size);
  fill(b);
  return b;
};

interface Written {
  name: Buffer;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

/**
 * A ZIP archive (deflate, data descriptors, no ZIP64: under 4 GB) written as its entries are
 * produced: each one is deflated while it is read, so the archive holds no more than zlib's window
 * and the chunk in hand, and a slow reader slows the producer down (pull, not push).
 */
export async function* zipStream(entries: Iterable<ZipEntry>): AsyncGenerator<Buffer> {
  const written: Written[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = header(30, (b) => {
      b.writeUInt32LE(0x04034b50, 0);
      b.writeUInt16LE(VERSION, 4);
      b.writeUInt16LE(FLAGS, 6);
      b.writeUInt16LE(DEFLATE, 8);
      b.writeUInt16LE(DOS_TIME, 10);
      b.writeUInt16LE(DOS_DATE, 12);
      b.writeUInt16LE(name.length, 26);
    });
    yield Buffer.concat([local, name]);
    const w: Written = { name, offset, crc: 0, compressed: 0, size: 0 };
    offset += local.length + name.length;

    const source = typeof entry.data === 'string' ? [entry.data] : entry.data;
    const input = Readable.from(
      (async function* () {
        for await (const text of source) {
          const bytes = Buffer.from(text, 'utf8');
          w.crc = crc32(bytes, w.crc);
          w.size += bytes.length;
          yield bytes;
        }
      })(),
    );
    const deflate = createDeflateRaw();
    const done = pipeline(input, deflate);
    // The pipeline rejects too when the source fails; iterating alone would miss it.
    done.catch(() => undefined);
    for await (const chunk of deflate as AsyncIterable<Buffer>) {
      w.compressed += chunk.length;
      yield chunk;
    }
    await done;
    yield header(16, (b) => {
      b.writeUInt32LE(0x08074b50, 0);
      b.writeUInt32LE(w.crc, 4);
      b.writeUInt32LE(w.compressed, 8);
      b.writeUInt32LE(w.size, 12);
    });
    offset += w.compressed + 16;
    written.push(w);
  }

  const central = written.map((w) =>
    Buffer.concat([
      header(46, (b) => {
        b.writeUInt32LE(0x02014b50, 0);
        b.writeUInt16LE(VERSION, 4);
        b.writeUInt16LE(VERSION, 6);
        b.writeUInt16LE(FLAGS, 8);
        b.writeUInt16LE(DEFLATE, 10);
        b.writeUInt16LE(DOS_TIME, 12);
        b.writeUInt16LE(DOS_DATE, 14);
        b.writeUInt32LE(w.crc, 16);
        b.writeUInt32LE(w.compressed, 20);
        b.writeUInt32LE(w.size, 24);
        b.writeUInt16LE(w.name.length, 28);
        b.writeUInt32LE(w.offset, 42);
      }),
      w.name,
    ]),
  );
  const size = central.reduce((n, b) => n + b.length, 0);
  yield Buffer.concat([
    ...central,
    header(22, (b) => {
      b.writeUInt32LE(0x06054b50, 0);
      b.writeUInt16LE(written.length, 8);
      b.writeUInt16LE(written.length, 10);
      b.writeUInt32LE(size, 12);
      b.writeUInt32LE(offset, 16);
    }),
  ]);
}
