import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startEarlyRequests } from './app/early-requests';

// zod would probe `new Function` for its JIT parsers: the CSP (script-src 'self') refuses it and
// the browser reports a violation on every page; the interpreted parsers are fast enough here.
// zod reads its configuration from this global, so setting it here keeps zod itself (about 4 KB
// gzip) off the login route, which never parses a schema.
// Mutated, not replaced: were zod already loaded, it would keep its reference to the object.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

startEarlyRequests();

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root ausente em index.html');

// A transition: React renders the first screen in slices and lets the browser breathe between
// them (no main-thread task of hundreds of milliseconds on a slow machine: Total Blocking Time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
