import { randomUUID } from 'node:crypto';
import type { S3Settings, S3Storage } from './s3-storage.ts';

/** What a request without credentials may do in the bucket: list its keys, read an object. */
export type AnonymousAccess = 'list' | 'read';

/** The bucket's own address, as a client without the SDK reaches it (path or virtual-host style). */
const bucketUrl = (s: S3Settings): string => {
  if (!s.endpoint) return `https://${s.bucket}.s3.${s.region}.amazonaws.com/`;
  const url = new URL(s.endpoint);
  if (s.forcePathStyle) return `${url.origin}${url.pathname.replace(/\/$/, '')}/${s.bucket}/`;
  return `${url.protocol}//${s.bucket}.${url.host}/`;
};

/**
 * Asks the store, without credentials, for the bucket's listing and for an object written for the
 * purpose (removed after): the photos, videos and certificates stay behind presigned URLs only
 * when both are refused. A store that cannot be reached answers 'unreachable'.
 */
export const anonymousAccess = async (
  settings: S3Settings,
  storage: S3Storage,
): Promise<AnonymousAccess[] | 'unreachable'> => {
  const base = bucketUrl(settings);
  const key = `private-check/${randomUUID()}.png`;
  await storage.put(key, Buffer.from('private check'), 'image/png');
  try {
    const allowed: AnonymousAccess[] = [];
    const list = await fetch(`${base}?list-type=2`, { signal: AbortSignal.timeout(5000) });
    if (list.ok) allowed.push('list');
    const read = await fetch(`${base}${key}`, { signal: AbortSignal.timeout(5000) });
    if (read.ok) allowed.push('read');
    return allowed;
  } catch {
    return 'unreachable';
  } finally {
    await storage.remove(key).catch(() => undefined);
  }
};

/**
 * NODE_ENV=production refuses to start on a bucket anyone may list or read; a store the server
 * cannot reach without credentials is only reported (`warn`).
 */
export const refusePublicBucket = async (
  settings: S3Settings,
  storage: S3Storage,
  warn: (message: string) => void,
): Promise<void> => {
  const access = await anonymousAccess(settings, storage);
  if (access === 'unreachable') return warn('could not check that the bucket refuses requests without credentials');
  if (access.length)
    throw new Error(
      `The bucket ${settings.bucket} answers requests without credentials (${access.join(', ')}): make it private; the portal hands out presigned URLs`,
    );
};
