import { join, resolve } from 'node:path';
import type { Env } from '../../env.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage, type S3Settings } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The bucket the S3_* settings name. */
export const s3Settings = (env: Env): S3Settings => ({
  endpoint: env.S3_ENDPOINT,
  region: env.S3_REGION,
  bucket: env.S3_BUCKET!,
  accessKeyId: env.S3_ACCESS_KEY_ID,
  secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  forcePathStyle: env.S3_FORCE_PATH_STYLE,
  publicEndpoint: env.S3_PUBLIC_ENDPOINT,
});

/** The provider STORAGE names: DATA_DIR/storage, or the S3-compatible bucket. */
export const createStorage = (env: Env): Storage =>
  env.STORAGE === 's3' ? createS3Storage(s3Settings(env)) : createLocalStorage(join(resolve(env.DATA_DIR), 'storage'));

/**
 * The origin browsers reach the bucket at (presigned PUT and GET), for the content security
 * policy; undefined when the SDK's default AWS endpoint is used (the bucket's own host).
 */
export const storeOrigin = (env: Env): string | undefined => {
  const endpoint = env.S3_PUBLIC_ENDPOINT ?? env.S3_ENDPOINT;
  if (endpoint) return new URL(endpoint).origin;
  return env.S3_BUCKET ? `https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com` : undefined;
};
