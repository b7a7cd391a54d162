// `npm run bench [-- section ...]`: scripts that print figures. Timings live here, never in test
// assertions. With no argument every section runs; `npm run bench -- foundation` runs one.
import { benchFoundation } from './foundation.ts';
import { benchLists } from './lists.ts';
import { benchStudentSearch } from './student-search.ts';
import { benchStageUpload } from './stage-upload.ts';
import { benchAnalysis } from './analysis.ts';

const sections: Record<string, { title: string; run: () => Promise<void> }> = {
  foundation: { title: 'Foundation', run: benchFoundation },
  lists: { title: 'Staff lists at scale', run: benchLists },
  'student-search': { title: 'Student job search at scale', run: benchStudentSearch },
  'stage-upload': { title: 'Professional stage: signed video upload and face comparison', run: benchStageUpload },
  analysis: { title: 'Analysis of submissions (queue, face, text)', run: benchAnalysis },
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
  await section.run();
}
