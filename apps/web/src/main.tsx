import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { App } from './app/app';

// zod would probe `new Function` for its JIT parsers: the CSP (script-src 'self') refuses it and
// the browser reports a violation on every page; the interpreted parsers are fast enough here.
zodConfig({ jitless: true });

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
