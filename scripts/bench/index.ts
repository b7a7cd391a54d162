// `npm run bench`: scripts that print figures. Timings live here, never in test assertions.
import { benchFoundation } from './foundation.ts';

console.info('== Foundation');
await benchFoundation();
