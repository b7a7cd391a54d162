// A PostgreSQL server for a benchmark: BENCH_PG_URL or TEST_DATABASE_URL when set, otherwise a
// throwaway cluster of the Debian binaries started with scripts/pg-test-cluster.sh (under its own
// name, so a test run's cluster is never touched) and stopped when the benchmark ends.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('../pg-test-cluster.sh', import.meta.url));
const env = {
  ...process.env,
  PG_TEST_CLUSTER_NAME: 'pg-bench-cluster',
  PG_TEST_PORT: process.env.PG_BENCH_PORT ?? '56432',
};

let started: string | undefined;

/** A server URL (database `postgres` or the given one) on which the benchmark may create databases. */
export const benchPostgresUrl = (): string => {
  const given = process.env.BENCH_PG_URL ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (given) return given;
  if (started) return started;
  const out = execFileSync('bash', [script, 'start'], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const match = /TEST_DATABASE_URL=(\S+)/.exec(out);
  if (!match?.[1]) throw new Error(`pg-test-cluster.sh printed no URL: ${out}`);
  started = match[1].replace(/^'|'$/g, '');
  process.once('exit', stopBenchPostgres);
  return started;
};

/** Stops the cluster this process started, if any. */
export const stopBenchPostgres = (): void => {
  if (!started) return;
  started = undefined;
  execFileSync('bash', [script, 'stop'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
};
