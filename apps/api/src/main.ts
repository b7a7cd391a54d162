import { parseEnv, type Env } from './env.ts';
import { createServer } from './server.ts';
import { ignoreBrokenStdio } from './lib/log-stream.ts';

ignoreBrokenStdio();
let env: Env;
try {
  env = parseEnv();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const { app } = await createServer(env);
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
