import { readFileSync } from 'node:fs';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

const SPEC = new URL('../../../docs/spec/07-api.md', import.meta.url);

/** The 'Every route' table of docs/spec/07-api.md#every-route, as 'METHOD /path' lines. */
const specRoutes = (): string[] => {
  const text = readFileSync(SPEC, 'utf8');
  const section = text.slice(text.indexOf('\n## Every route'));
  return [...section.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) +\| `([^`]+)` +\|$/gm)].map(([, m, p]) => `${m} ${p}`);
};

const routes: RouteOptions[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demo: false, onRoute: (r) => void routes.push(r) });
});
afterAll(() => t.close());

it('docs/spec/07-api.md lists every registered API route, and no route that is not registered', () => {
  const keys = new Set(
    routes
      .filter((r) => r.url.startsWith('/api/'))
      .flatMap((r) =>
        [r.method]
          .flat()
          .filter((m) => m !== 'HEAD')
          .map((m) => `${m} ${r.url.replace(/:(\w+)/g, '{$1}')}`),
      ),
  );
  const spec = specRoutes();
  expect(spec.length).toBeGreaterThan(100);
  expect(
    [...keys].filter((k) => !spec.includes(k)),
    'routes missing from docs/spec/07-api.md',
  ).toEqual([]);
  expect(
    spec.filter((k) => !keys.has(k)),
    'lines of docs/spec/07-api.md#every-route with no route',
  ).toEqual([]);
});
