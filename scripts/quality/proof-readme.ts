// After `npm run test:proof`: the proofs' figures (.tmp/proof/*.json, written by the tests) as
// the README's Quality block `proof`, one table for the matrix and one for the fuzzing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeQualityBlock } from './readme-section.ts';

type Report = Record<string, unknown> & { proof: string; database: string; at: string; seconds?: number };

const dir = join(process.cwd(), '.tmp', 'proof');
const reports: Report[] = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Report)
  : [];
if (reports.length === 0) {
  console.error('no proof figures in .tmp/proof: run the proof tests first');
  process.exit(1);
}

const of = (proof: string) =>
  reports.filter((r) => r.proof === proof).sort((a, b) => a.database.localeCompare(b.database));
const matrix = of('authorization-matrix').map(
  (r) =>
    `| ${r.database} | ${r.routes} | ${r.actors} | ${r.cells} | ${r.ownership} | ${r.refusals_before_validation} | ${r.unchanged_after_refusal} | ${r.seconds} s |`,
);
const fuzz = of('hostile-input').map((r) => {
  const statuses = Object.entries((r.statuses ?? {}) as Record<string, number>);
  const server = statuses.filter(([s]) => s.startsWith('5')).reduce((n, [, c]) => n + c, 0);
  const perRoute = Object.values((r.cases_per_route ?? {}) as Record<string, number>);
  return `| ${r.database} | ${r.routes} | ${r.cases} | ${Math.min(...perRoute)}-${Math.max(...perRoute)} | ${server} | ${statuses.map(([s, c]) => `${s}: ${c}`).join(', ')} | ${r.seconds} s |`;
});

writeQualityBlock(
  'proof',
  'Authorization and hostile input (`npm run test:proof`)',
  [
    `last run ${reports
      .map((r) => r.at)
      .sort()
      .at(-1)
      ?.slice(0, 16)
      .replace('T', ' ')} UTC; per-route figures in .tmp/proof/*.json`,
    '',
    "| database | routes | actors | route x actor checks | other owner's id | refused before validation | no row changed after refusal | time |",
    '|---|---|---|---|---|---|---|---|',
    ...matrix,
    '',
    '| database | routes fuzzed | cases | cases per route | 5xx | answers | time |',
    '|---|---|---|---|---|---|---|',
    ...fuzz,
  ].join('\n'),
);
console.info('README Quality block "proof" written');
