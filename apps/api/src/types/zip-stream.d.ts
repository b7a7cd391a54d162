// The package ships no types; this is the part of its API the XLSX export uses.
declare module 'zip-stream' {
  import type { Transform } from 'node:stream';

  interface ZipStreamOptions {
    zlib?: { level?: number };
    store?: boolean;
  }
  interface EntryData {
    name: string;
    date?: Date;
  }
  export default class ZipStream extends Transform {
    constructor(options?: ZipStreamOptions);
    entry(
      source: Buffer | string | NodeJS.ReadableStream,
      data: EntryData,
      callback: (error?: Error | null) => void,
    ): this;
    finalize(): void;
  }
}
