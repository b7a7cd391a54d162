import { Readable } from 'node:stream';
import ZipStream from 'zip-stream';

/** A file of the archive: its name and its content, whole or as it is produced. */
export interface ZipEntry {
  name: string;
  data: string | AsyncIterable<string>;
}

const bytes = (data: AsyncIterable<string>): Readable =>
  Readable.from(
    (async function* () {
      for await (const text of data) yield Buffer.from(text, 'utf8');
    })(),
    { objectMode: false },
  );

/**
 * A ZIP archive (archiver's zip-stream: deflate, data descriptors) written as its entries are
 * produced. Entries go in one after the other, as the format needs; a produced entry is piped in,
 * so a slow reader slows the producer down (pull, not push) and nothing is held whole.
 */
export const zipStream = (entries: Iterable<ZipEntry>): Readable => {
  const archive = new ZipStream({ zlib: { level: 6 } });
  const add = (entry: ZipEntry) =>
    new Promise<void>((resolve, reject) => {
      const source = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : bytes(entry.data);
      // A failing producer must fail the archive: the library only listens for the data.
      if (source instanceof Readable) source.once('error', reject);
      archive.entry(source, { name: entry.name, date: ZIP_DATE }, (error) => (error ? reject(error) : resolve()));
    });
  void (async () => {
    try {
      for (const entry of entries) await add(entry);
      archive.finalize();
    } catch (error) {
      archive.destroy(error as Error);
    }
  })();
  return archive;
};

// The entries carry no meaningful date: a fixed one keeps two exports of the same rows identical.
const ZIP_DATE = new Date(Date.UTC(1980, 0, 1));
