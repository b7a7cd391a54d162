import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DOCS_PREFIX, OPENAPI_PATH } from './api-docs.ts';

interface Operation {
  responses?: Record<string, unknown>;
  security?: unknown[];
}
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

const routes: RouteOptions[] = [];
let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp({}, { demo: false, onRoute: (r) => void routes.push(r) });
  doc = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json<Doc>();
});
afterAll(() => t.close());

/** Every API route a caller can use, as method and OpenAPI path, with the statuses it declares. */
const apiRoutes = () =>
  routes
    .filter((r) => r.url.startsWith('/api/') && !(r.schema as { hide?: boolean } | undefined)?.hide)
    .flatMap((r) =>
      [r.method]
        .flat()
        .filter((m) => m !== 'HEAD')
        .map((m) => ({
          method: m.toLowerCase(),
          path: r.url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}'),
          statuses: Object.keys((r.schema?.response as object | undefined) ?? {}),
        })),
    );

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 and has every API route with every response it declares', () => {
    expect(doc.openapi).toBe('3.1.0');
    const found = apiRoutes();
    expect(found.length).toBeGreaterThan(100);
    const missing = found.filter((r) => !doc.paths[r.path]?.[r.method]).map((r) => `${r.method} ${r.path}`);
    expect(missing, 'routes missing from the document').toEqual([]);
    const responses = found.flatMap((r) =>
      r.statuses.filter((s) => !doc.paths[r.path]![r.method]!.responses?.[s]).map((s) => `${r.method} ${r.path} ${s}`),
    );
    expect(responses, 'responses missing from the document').toEqual([]);
  });

  it('lists no route that is not an API route', () => {
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
  });

  it('serves the reference page from the package under the app security headers', async () => {
    const page = await t.app.inject({ method: 'GET', url: DOCS_PREFIX });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>|https?:\/\//);
    const bundle = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/static/swagger-ui-bundle.js` });
    expect(bundle.statusCode).toBe(200);
  });
});

describe('API_DOCS=false', () => {
  it('serves neither the document nor the page', async () => {
    const off = await createTestApp({ API_DOCS: 'false' }, { demo: false });
    try {
      for (const url of [OPENAPI_PATH, DOCS_PREFIX]) expect((await off.app.inject({ url })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
