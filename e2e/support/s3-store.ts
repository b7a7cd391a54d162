// An S3-compatible store for the journeys with STORAGE=s3: s3rver on loopback with a bucket
// whose CORS rule lets the web page PUT (presigned uploads) and GET (presigned reads) across
// origins, as a real bucket must be configured (README, 'Produção'). Its files live in a
// temporary folder removed on stop.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

interface S3rver {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  port: number;
  address: string;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3rver;

/** The page's origin may PUT and GET; ETag is exposed as browsers' S3 clients expect. */
const cors = (origin: string) => `<CORSConfiguration><CORSRule>
  <AllowedOrigin>${origin}</AllowedOrigin>
  <AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
  <AllowedHeader>*</AllowedHeader>
  <ExposeHeader>ETag</ExposeHeader>
  <MaxAgeSeconds>600</MaxAgeSeconds>
</CORSRule></CORSConfiguration>`;

export interface S3Store {
  endpoint: string;
  /** The server's settings that select this bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** Starts s3rver on 127.0.0.1 with one bucket open to `pageOrigin` (CORS). */
export const startS3Store = async (bucket: string, pageOrigin: string): Promise<S3Store> => {
  const Server = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-s3-'));
  const server = new Server({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [cors(pageOrigin)] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    // s3rver's fixed credentials.
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
};
