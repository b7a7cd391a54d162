// A real S3-compatible server (s3rver) on loopback for the storage tests and the multi-instance
// proof; its data lives in a temporary folder removed on stop.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Settings } from './s3-storage.ts';

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  port: number;
  address: string;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3rverInstance;

/** Browsers PUT (presigned upload) and GET (presigned read) straight from the web page's origin. */
const CORS = `<CORSConfiguration><CORSRule>
  <AllowedOrigin>*</AllowedOrigin>
  <AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
  <AllowedHeader>*</AllowedHeader>
  <ExposeHeader>ETag</ExposeHeader>
  <MaxAgeSeconds>600</MaxAgeSeconds>
</CORSRule></CORSConfiguration>`;

export interface S3TestServer {
  settings: S3Settings;
  /** The environment that selects this bucket (STORAGE=s3 and the S3_* settings). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export const startS3TestServer = async (bucket = 'portal-test'): Promise<S3TestServer> => {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = mkdtempSync(join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [CORS] }],
  });
  const { port } = await server.run();
  // s3rver's fixed credentials.
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const env = {
    STORAGE: 's3',
    S3_ENDPOINT: settings.endpoint!,
    S3_REGION: settings.region,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  return {
    settings,
    env,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
