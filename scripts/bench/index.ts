// `npm run bench`: scripts that print figures. Timings live here, never in test assertions.
import { benchFoundation } from './foundation.ts';
import { benchLists } from './lists.ts';

console.info('== Foundation');
await benchFoundation();

console.info('\n== Staff lists at scale');
await benchLists();
