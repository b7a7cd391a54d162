// `npm run bench [-- section ...]`: scripts that print figures. Timings live here, never in test
// assertions. With no argument every section runs; `npm run bench -- foundation` runs one. Each
// section that completes rewrites its block of the README's Quality section with what it printed
// (BENCH_README=false leaves the README alone).
import { format } from 'node:util';
import { measuredOn, writeQualityBlock } from '../quality/readme-section.ts';
import { stopBenchPostgres } from './pg-server.ts';
import { benchFoundation } from './foundation.ts';
import { benchLists } from './lists.ts';
import { benchStudentSearch } from './student-search.ts';
import { benchStageUpload } from './stage-upload.ts';
import { benchAnalysis } from './analysis.ts';
import { benchLoad } from './load.ts';
import { benchIndicators } from './indicators.ts';
import { benchPipeline } from './pipeline.ts';
import { benchStartup } from './startup.ts';
import { benchSecurity } from './security.ts';
import { benchRelevance } from './relevance.ts';
import { benchRecommendations } from './recommendations.ts';
import { benchInternships } from './internships.ts';
import { benchInternshipDeadlines } from './internship-deadlines.ts';

const sections: Record<string, { title: string; run: () => Promise<void> }> = {
  foundation: { title: 'Foundation', run: benchFoundation },
  lists: { title: 'Staff lists at scale', run: benchLists },
  'student-search': { title: 'Student job search at scale', run: benchStudentSearch },
  'stage-upload': { title: 'Professional stage: signed video upload and face comparison', run: benchStageUpload },
  analysis: { title: 'Analysis of submissions (queue, face, text)', run: benchAnalysis },
  load: { title: 'Load: realistic mix at 50 connections', run: benchLoad },
  indicators: { title: 'Indicadores at scale (PostgreSQL)', run: benchIndicators },
  pipeline: { title: 'Hiring pipeline: one job with 2,000 applicants', run: benchPipeline },
  startup: { title: 'Start-up and idle memory', run: benchStartup },
  security: { title: 'Security hardening: e-mail pattern and password hashing', run: benchSecurity },
  relevance: { title: 'Student search relevance on a judged set', run: benchRelevance },
  recommendations: { title: "'Vagas para você' at scale", run: benchRecommendations },
  internships: { title: 'Internships: 1,000 TCEs signed and frozen (PostgreSQL)', run: benchInternships },
  'internship-deadlines': {
    title: 'Internships: the daily deadline job over 50,000 internships (PostgreSQL)',
    run: benchInternshipDeadlines,
  },
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in sections));
if (unknown.length > 0) {
  console.error(`unknown section(s): ${unknown.join(', ')}; sections: ${Object.keys(sections).join(', ')}`);
  process.exit(2);
}
for (const [name, section] of Object.entries(sections)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.info(`\n== ${section.title} (${name})`);
  const printed: string[] = [];
  const info = console.info;
  const log = console.log;
  const keep =
    (print: (...a: unknown[]) => void) =>
    (...args: unknown[]) => {
      printed.push(format(...args));
      print(...args);
    };
  console.info = keep(info);
  console.log = keep(log);
  try {
    await section.run();
  } finally {
    console.info = info;
    console.log = log;
  }
  if (process.env.BENCH_README !== 'false') {
    writeQualityBlock(
      `bench:${name}`,
      `${section.title} (\`npm run bench -- ${name}\`)`,
      `${measuredOn()}\n\n\`\`\`\n${printed.join('\n').trim()}\n\`\`\``,
    );
  }
}
// A cluster started for the PostgreSQL figures is stopped here, not left to the exit hook.
stopBenchPostgres();
