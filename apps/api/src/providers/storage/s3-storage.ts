import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { CONTENT_TYPES, SAFE_KEY, SAFE_PREFIX, type Storage, type StoredObject } from './storage.ts';

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Where browsers reach the store (presigned URLs are signed for that host); `endpoint` otherwise. */
  publicEndpoint?: string;
}

/** The object store's own operations, beside the common ones: browser uploads and reads go straight to it. */
export interface S3Storage extends Storage {
  kind: 's3';
  /** A PUT URL for exactly this key, content type and length, valid `expiresInSeconds`. */
  presignPut(key: string, contentType: string, size: number, expiresInSeconds: number): Promise<string>;
  /** A GET URL for this key, valid `expiresInSeconds`. */
  presignGet(key: string, expiresInSeconds: number): Promise<string>;
  /** Size and type of a stored object (a HEAD request), or null if it is missing. */
  stat(key: string): Promise<{ size: number; contentType: string } | null>;
  /** A server-side copy (CopyObject): the bytes stay in the store. */
  copy(from: string, to: string): Promise<void>;
}

/** The store browsers upload to directly (presigned PUT), or null when every byte passes through the API. */
export const directUploads = (storage: Storage): S3Storage | null =>
  (storage as Partial<S3Storage>).kind === 's3' ? (storage as S3Storage) : null;

const missing = (err: unknown) =>
  ['NoSuchKey', 'NotFound'].includes((err as Error).name) ||
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * The AWS SDK (about 4 MB of modules) is imported on the first operation on the store, so a server
 * with local storage never loads it and one with STORAGE=s3 does not wait for it to listen
 * (docs/decisions/014-scale-out.md).
 */
const loadSdk = async () => {
  const [s3, presigner] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
  return { ...s3, getSignedUrl: presigner.getSignedUrl };
};

const checked = (key: string) => {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
};

/** Files in an S3-compatible bucket (STORAGE=s3, docs/decisions/014-scale-out.md). */
export const createS3Storage = (settings: S3Settings): S3Storage => {
  const clientFor = (sdk: Awaited<ReturnType<typeof loadSdk>>, endpoint: string | undefined): S3Client =>
    new sdk.S3Client({
      endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where the API requires them: a streamed body otherwise goes up as
      // aws-chunked with a trailer, which S3-compatible stores do not all read.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
    });
  let connecting: ReturnType<typeof connect> | undefined;
  const connect = async () => {
    const sdk = await loadSdk();
    const client = clientFor(sdk, settings.endpoint);
    // A signature covers the host, so URLs for browsers are signed by a client of the public address.
    const presigner =
      settings.publicEndpoint && settings.publicEndpoint !== settings.endpoint
        ? clientFor(sdk, settings.publicEndpoint)
        : client;
    return { ...sdk, client, presigner };
  };
  const store = () => (connecting ??= connect());
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      checked(key);
      const { client, PutObjectCommand } = await store();
      if (Buffer.isBuffer(body)) {
        await client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }),
        );
        return;
      }
      // A stream (a video through the API's signed PUT) is spooled to a temporary file first: the
      // store needs its length, and memory must not hold a whole video.
      const dir = await mkdtemp(join(tmpdir(), 'portal-s3-put-'));
      try {
        const path = join(dir, 'body');
        await pipeline(body, createWriteStream(path));
        const { size } = await stat(path);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: createReadStream(path),
            ContentType: contentType,
            ContentLength: size,
          }),
        );
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    async get(key) {
      const { client, GetObjectCommand } = await store();
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        const ext = key.split('.').pop() ?? '';
        return {
          stream: res.Body as Readable,
          size: res.ContentLength ?? 0,
          contentType: res.ContentType ?? CONTENT_TYPES[ext] ?? 'application/octet-stream',
        };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      const { client, HeadObjectCommand } = await store();
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return true;
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
    async stat(key) {
      const { client, HeadObjectCommand } = await store();
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return { size: res.ContentLength ?? 0, contentType: res.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async copy(from, to) {
      const { client, CopyObjectCommand } = await store();
      // The source is a bucket/key path; stage keys are URL-safe (SAFE_KEY), so nothing to encode.
      await client.send(new CopyObjectCommand({ Bucket, Key: checked(to), CopySource: `${Bucket}/${checked(from)}` }));
    },
    async remove(key) {
      const { client, DeleteObjectCommand } = await store();
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async range(key, start, end) {
      const { client, GetObjectCommand } = await store();
      try {
        const res = await client.send(
          new GetObjectCommand({ Bucket, Key: checked(key), Range: `bytes=${start}-${end}` }),
        );
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (err) {
        if (missing(err) || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 416)
          return missing(err) ? null : Buffer.alloc(0);
        throw err;
      }
    },
    async list(prefix) {
      if (!SAFE_PREFIX.test(prefix)) throw new Error(`unsafe storage prefix: ${prefix}`);
      const { client, ListObjectsV2Command } = await store();
      const found: StoredObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const o of page.Contents ?? [])
          if (o.Key) found.push({ key: o.Key, size: o.Size ?? 0, modified: o.LastModified ?? new Date(0) });
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },
    async presignPut(key, contentType, size, expiresIn) {
      const { presigner, getSignedUrl, PutObjectCommand } = await store();
      return getSignedUrl(
        presigner,
        new PutObjectCommand({ Bucket, Key: checked(key), ContentType: contentType, ContentLength: size }),
        { expiresIn, signableHeaders: new Set(['content-type', 'content-length']) },
      );
    },
    async presignGet(key, expiresIn) {
      const { presigner, getSignedUrl, GetObjectCommand } = await store();
      return getSignedUrl(presigner, new GetObjectCommand({ Bucket, Key: checked(key) }), { expiresIn });
    },
  };
};
