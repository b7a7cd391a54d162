import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build as viteBuild, type Plugin } from 'vite';
import type { RenderedPage } from './src/prerender/render-page.tsx';

/*
 * The sign-in pages painted from the HTML the server sends (docs/decisions/021-mobile-first-load.md).
 * After the client build, the same `App` renders these signed-out paths in Node (an SSR build of
 * src/prerender/render-page.tsx under a happy-dom window, so the app's code runs unchanged) with
 * emotion's styles extracted; each page is index.html with that markup in `#root` and those styles
 * in the head, written to dist/prerendered/ (the server sends it for its path, apps/api's
 * static-web.ts) and hydrated by main.tsx. One codebase: nothing here describes a page.
 */

/** The signed-out pages a visit most often starts on (docs/spec/02-screens.md#signed-out-routes). */
export const PRERENDERED_PATHS = ['/', '/signin', '/login-admin', '/signin-admin'] as const;

/** The file of a prerendered path: `/` is index.html, `/login-admin` login-admin.html. */
export const prerenderedFile = (path: string): string => `${path === '/' ? 'index' : path.slice(1)}.html`;

/**
 * Before anything paints: the markup is the signed-out, light page; with a stored session, or
 * the dark theme (stored, or the system's with no choice stored: lib/color-mode.ts), the first
 * screen is another, so the markup stays hidden and main.tsx renders instead of hydrating.
 * Until React has taken the page over, a form sent (Enter, 'Entrar') is held, not sent by the
 * browser (a GET with the password in the address), and main.tsx sends it again once hydrated
 * (`portalHeldSubmit`). The server allows this one inline script by its hash.
 */
const GATE = [
  "(function(){var h=document.documentElement;try{var s=localStorage.getItem('session'),d=localStorage.getItem('dark_mode');",
  "if(s||d==='true'||(d!=='false'&&matchMedia('(prefers-color-scheme: dark)').matches))h.dataset.prerender='off'}",
  "catch(e){h.dataset.prerender='off'}",
  "document.addEventListener('submit',function(e){if(h.dataset.prerender==='on'&&e.target.closest('#root'))",
  '{e.preventDefault();window.portalHeldSubmit=e.target}},true)})()',
].join('');
const GATE_STYLE = 'html[data-prerender="off"] #root{visibility:hidden}';

/** emotion decides once, when it loads, whether it runs in a browser: it must load before the window exists. */
const SERVER_FIRST = [
  '@emotion/cache',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/server/create-instance',
  '@emotion/use-insertion-effect-with-fallbacks',
];

/** The browser globals the app reads, from a happy-dom window at `origin`; returns the clean-up. */
const installWindow = async (origin: string) => {
  const { Window } = await import('happy-dom');
  const window = new Window({ url: `${origin}/` });
  const globals: Record<string, unknown> = {
    window,
    document: window.document,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    location: window.location,
    history: window.history,
    navigator: window.navigator,
    matchMedia: window.matchMedia.bind(window),
  };
  const saved = Object.keys(globals).map((key) => [key, Object.getOwnPropertyDescriptor(globalThis, key)] as const);
  for (const [key, value] of Object.entries(globals))
    Object.defineProperty(globalThis, key, { value, configurable: true, writable: true });
  return async () => {
    for (const [key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, key, descriptor);
      else Reflect.deleteProperty(globalThis, key);
    }
    await window.happyDOM.close();
  };
};

/**
 * index.html with the rendered page: the gate and the styles in the head, the markup in `#root`.
 * The page paints without its scripts, so they load at low priority: the markup and its styles
 * go first on a slow connection (and Lighthouse counts a high-priority script as holding the
 * first paint back).
 */
const pageHtml = (template: string, page: RenderedPage): string =>
  template
    .replaceAll('<script type="module" ', () => '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', () => '<link rel="modulepreload" fetchpriority="low" ')
    .replace('<html lang="pt-BR">', () => '<html lang="pt-BR" data-prerender="on">')
    .replace('</head>', () => `<script>${GATE}</script><style>${GATE_STYLE}</style>${page.styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);

export const prerender = (): Plugin => {
  let root = '';
  let outDir = '';
  return {
    name: 'portal:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Inside the app, so Node finds the app's packages from the server build's imports.
      mkdirSync(join(root, 'node_modules'), { recursive: true });
      const ssrDir = mkdtempSync(join(root, 'node_modules', '.prerender-'));
      const restore: (() => Promise<void>)[] = [];
      try {
        await viteBuild({
          configFile: false,
          root,
          logLevel: 'warn',
          mode: 'production',
          plugins: [react()],
          build: { ssr: 'src/prerender/render-page.tsx', outDir: ssrDir, emptyOutDir: true, target: 'node20' },
        });
        for (const id of SERVER_FIRST) await import(id);
        restore.push(await installWindow('http://localhost'));
        const entry = pathToFileURL(join(ssrDir, 'render-page.js')).href;
        const { renderPage } = (await import(entry)) as { renderPage: (path: string) => Promise<RenderedPage> };
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        mkdirSync(join(outDir, 'prerendered'), { recursive: true });
        for (const path of PRERENDERED_PATHS) {
          const html = pageHtml(template, await renderPage(path));
          const file = join(outDir, 'prerendered', prerenderedFile(path));
          writeFileSync(file, html);
          // Sent compressed like the assets (vite.config.ts `precompress`).
          writeFileSync(`${file}.br`, brotliCompressSync(html));
          writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
        }
      } finally {
        for (const undo of restore) await undo();
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
};
