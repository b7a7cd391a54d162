import { resolve } from 'node:path';
import { parseEnv, type Env } from './env.ts';
import { ignoreBrokenStdio } from './lib/log-stream.ts';
import { prepareClusterDir } from './db/cluster-template.ts';

/**
 * The server module is loaded only after the embedded cluster's copy has started: creating its
 * 1,270 files took about 0.9 s, which now overlaps the loading of the server's packages (a static
 * import loads them all before this module's first line). The compiled build has it in a bundle
 * of its own (scripts/build-api.mjs).
 */
declare const SERVER_BUNDLE: string | undefined;
const serverModule = typeof SERVER_BUNDLE === 'string' ? SERVER_BUNDLE : './server.ts';

ignoreBrokenStdio();
let env: Env;
try {
  env = parseEnv();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const clusterReady = env.DATABASE_URL
  ? undefined
  : prepareClusterDir(resolve(env.DATA_DIR), env.DB_CLUSTER_TEMPLATE && resolve(env.DB_CLUSTER_TEMPLATE));
// Awaited by createServer; a failure must not end the process before it is reported there.
clusterReady?.catch(() => undefined);
const { createServer } = (await import(serverModule)) as typeof import('./server.ts');
const { app } = await createServer(env, clusterReady);
await app.listen({ host: env.HOST, port: env.PORT });

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  // Whatever still hangs after 8 s (a stuck request, a job that ignores the queue's grace period)
  // must not keep the process: supervisors wait 10 s before SIGKILL (docs/decisions/014-scale-out.md).
  setTimeout(() => process.exit(1), 8_000).unref();
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
