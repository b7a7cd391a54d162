import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/*
 * Fewer chunks for the shared UI code (docs/decisions/011-hiring-pipeline.md, "Fewer chunks").
 * Automatic chunking makes one file per set of lazy modules that share code: a signed-in page
 * loaded 107-120 files, most of them one MUI component, icon or contract of a few hundred bytes.
 * A first build, with automatic chunking only, tells which lazy modules load each chunk (after
 * tree-shaking: the module graph alone counts every export of a barrel such as
 * `@mui/material/utils` or `@portal/contracts` as used). The real build then merges the chunks of
 * shared UI code (MUI, icons, the app's components and libs, the contracts) by a coarser key:
 * - the login screens' chunks by which of the login screens' lazy modules load them, the
 *   signed-in pages left out: each login screen loads the same bytes as before (their 170 KB
 *   budget, docs/decisions/002-web-initial-load.md), in fewer files;
 * - the others by audience: staff (admins and representatives), students, public pages (sign-up,
 *   public resume, 404), so a student never loads the staff screens' components.
 * The entry's chunks, the features' code and the heavy libraries of one page (charts, drag and
 * drop, animations) stay as they are. Both keys only grow along an import (whoever loads a chunk
 * loads what it imports), so no group imports a group that imports it back; the guard below fails
 * the build if chunks ever import each other in a circle.
 */

const src = resolve(import.meta.dirname, 'src');
const file = (path: string) => resolve(src, path);
const ROUTES_DIR = file('app/routes');
const SHARED_ROUTES = file('app/routes/shared-routes.tsx');
const SIGNED_OUT_ROUTES = file('app/routes/signed-out-routes.tsx');
const AUTH_PAGES = file('features/auth');
const MAIN = file('main.tsx');
const AUDIENCES: Record<string, string[]> = {
  staff: [file('app/routes/admin-routes.tsx'), file('app/routes/representative-routes.tsx')],
  student: [file('app/routes/student-routes.tsx'), file('app/routes/password-change-routes.tsx')],
  public: [SIGNED_OUT_ROUTES, SHARED_ROUTES],
  // The public pages a link opens, each its own audience: they load neither what the sign-up form
  // nor what a signed-in page needs (docs/decisions/021-mobile-first-load.md).
  'public-resume': [file('features/resume/pages/public-resume-page.tsx'), file('app/shell/public-layout.tsx')],
  verify: [file('features/internships/pages/verify-page.tsx'), file('app/shell/public-layout.tsx')],
};

/** Code several pages share: UI libraries, the app's own shared code and the contracts. */
const SHARED_UI = new RegExp(
  [
    String.raw`node_modules[\\/](@mui[\\/](material|system|utils|icons-material|styled-engine|private-theming)|@emotion|@popperjs|react-transition-group|clsx|prop-types|react-is|@babel[\\/]runtime|stylis|hoist-non-react-statics|zod)[\\/]`,
    String.raw`[\\/]apps[\\/]web[\\/]src[\\/](components|lib|app[\\/]shell)[\\/]`,
    String.raw`[\\/]packages[\\/]contracts[\\/]src[\\/]`,
  ].join('|'),
);

/**
 * Libraries every signed-in page loads anyway (the framework, TanStack Query, forms). A shared
 * module that imports another library (a sanitiser, a QR code...) is left out of the groups: in a
 * group, every page loading the group would load that library too (dompurify, 11 KB, on every
 * student page for the terms dialog; docs/decisions/021-mobile-first-load.md).
 */
const EVERY_PAGE_LIBS =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|react-hook-form|@hookform)[\\/]/;
const ownLibrary = (id: string) => id.includes('node_modules') && !SHARED_UI.test(id) && !EVERY_PAGE_LIBS.test(id);

/** What the first build tells: each chunk's modules and static imports, each module's lazy and static imports. */
export interface ChunkGraph {
  chunks: { fileName: string; modules: string[]; imports: string[] }[];
  lazyImports: Map<string, string[]>;
  staticImports?: Map<string, string[]>;
}

type Follow = (from: string, to: string) => boolean;
/** The login screens: the entry, the signed-out route set and the auth pages, no other page. */
const loginFollow: Follow = (from, to) =>
  !from.startsWith(ROUTES_DIR) || to === SIGNED_OUT_ROUTES || to.startsWith(AUTH_PAGES);
/** A route set's pages, without the entry's switch to another route set or the public pages. */
const audienceFollow =
  (name: string): Follow =>
  (from, to) =>
    !to.startsWith(ROUTES_DIR) && (name === 'public' || from !== SHARED_ROUTES);

/** The group name of every shared UI module, from the first build's chunks. */
export const planGroups = (graph: ChunkGraph): Map<string, string> => {
  const { chunks, lazyImports } = graph;
  const chunkOf = new Map<string, string>();
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  for (const c of chunks) for (const id of c.modules) chunkOf.set(id, c.fileName);
  /** The chunks a visit loads from `roots` (module ids), following the lazy imports `follow` allows. */
  const loads = (roots: string[], follow: Follow, lazyRoots?: Set<string>) => {
    const seen = new Set<string>();
    const stack = roots.map((id) => chunkOf.get(id)).filter((f): f is string => f !== undefined);
    while (stack.length > 0) {
      const name = stack.pop()!;
      if (seen.has(name)) continue;
      seen.add(name);
      const chunk = byFile.get(name);
      if (!chunk) continue;
      stack.push(...chunk.imports);
      for (const id of chunk.modules)
        for (const to of lazyImports.get(id) ?? []) {
          const target = chunkOf.get(to);
          if (!target || !follow(id, to)) continue;
          lazyRoots?.add(to);
          stack.push(target);
        }
    }
    return seen;
  };
  const everyPage = loads([MAIN], () => false);
  const loginLazy = new Set<string>();
  const login = loads([MAIN], loginFollow, loginLazy);
  const loginKeys = new Map<string, number[]>();
  [...loginLazy].sort().forEach((root, index) => {
    for (const name of loads([root], () => false)) loginKeys.set(name, [...(loginKeys.get(name) ?? []), index]);
  });
  const audiences = Object.entries(AUDIENCES).map(([name, roots]) => ({
    name,
    chunks: loads(roots, audienceFollow(name)),
  }));
  const groups = new Map<string, string>();
  for (const c of chunks) {
    if (everyPage.has(c.fileName)) continue;
    const who = audiences.filter((a) => a.chunks.has(c.fileName)).map((a) => a.name);
    const group = login.has(c.fileName)
      ? `login-${(loginKeys.get(c.fileName) ?? []).join('-')}`
      : who.length > 0
        ? `ui-${who.join('-')}`
        : null;
    if (!group) continue;
    for (const id of c.modules)
      if (SHARED_UI.test(id) && !(graph.staticImports?.get(id) ?? []).some(ownLibrary)) groups.set(id, group);
  }
  return groups;
};

/** Collects the first build's chunk graph. */
export const chunkGraphProbe = (graph: ChunkGraph): Plugin => ({
  name: 'portal:chunk-graph-probe',
  apply: 'build',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      graph.chunks.push({ fileName: chunk.fileName, modules: Object.keys(chunk.modules), imports: chunk.imports });
      for (const id of Object.keys(chunk.modules)) {
        const info = this.getModuleInfo(id);
        const lazy = info?.dynamicallyImportedIds ?? [];
        if (lazy.length > 0) graph.lazyImports.set(id, [...lazy]);
        if (info?.importedIds.length) (graph.staticImports ??= new Map()).set(id, [...info.importedIds]);
      }
    }
  },
});

/** Fails a build whose chunks import each other in a circle (a module would run before its imports). */
export const chunkCycleGuard = (): Plugin => ({
  name: 'portal:chunk-cycle-guard',
  apply: 'build',
  generateBundle(_options, bundle) {
    const imports = new Map<string, string[]>();
    for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') imports.set(chunk.fileName, chunk.imports);
    const state = new Map<string, 'open' | 'done'>();
    const visit = (name: string, path: string[]) => {
      state.set(name, 'open');
      for (const next of imports.get(name) ?? []) {
        if (state.get(next) === 'open') this.error(`chunk import cycle: ${[...path, next].join(' -> ')}`);
        if (!state.has(next)) visit(next, [...path, next]);
      }
      state.set(name, 'done');
    };
    for (const name of imports.keys()) if (!state.has(name)) visit(name, [name]);
  },
});
