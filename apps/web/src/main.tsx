import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { startEarlyRequests } from './app/early-requests';
import { loadRouter } from './app/routes/load-router';
import { getSession, routeSetOf } from './lib/session';

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

const html = document.documentElement;

/**
 * Once React has taken over the prerendered page: a form the user sent before then, which the
 * page's inline script held (apps/web/vite-prerender.ts), is sent again, now to React.
 */
const onHydrated = () => {
  if (html.dataset['prerender'] !== 'on') return;
  html.dataset['prerender'] = 'hydrated';
  const held = (window as { portalHeldSubmit?: HTMLFormElement }).portalHeldSubmit;
  delete (window as { portalHeldSubmit?: HTMLFormElement }).portalHeldSubmit;
  if (held?.isConnected) held.requestSubmit();
};

// The sign-in pages arrive prerendered (apps/web/vite-prerender.ts, docs/decisions/021-mobile-first-load.md): React
// takes that markup over instead of painting it again, once the route's code is in (the first
// pass renders the page, as the build did). The page's inline script marks it
// `data-prerender="off"` for a stored session or the dark theme, whose first screen is another.
if (root.hasChildNodes() && html.dataset['prerender'] === 'on') {
  // In a transition, like the render below: React hydrates in slices, not in one long task.
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App onReady={onHydrated} />
        </StrictMode>,
      );
    });
  loadRouter('signed-out').then(hydrate, hydrate);
} else {
  root.replaceChildren();
  delete html.dataset['prerender'];
  // The route set's code is asked for now, not once React renders the app (a task later).
  loadRouter(routeSetOf(getSession())).catch(() => undefined);
  // A transition: React renders the first screen in slices and lets the browser breathe between
  // them (no main-thread task of hundreds of milliseconds on a slow machine: Total Blocking Time).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
