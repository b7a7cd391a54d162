import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createProofApp, type CollectedRoute } from './proof-app.ts';
import { createProofContext, type ProofContext } from './proof-context.ts';
import { ACTORS, ROUTE_MATRIX, routeKey, type Actor, type Outcome } from './route-matrix.ts';
import { ROUTE_REQUESTS, type ProofRequest } from './route-requests.ts';
import { writeProofReport } from './proof-report.ts';
import { objectKeys } from './schema-keys.ts';

/**
 * The authorization matrix (docs/decisions/008-proof-suites.md): every route the app registers, run as every actor, against
 * the one table of route-matrix.ts. Refusals carry none of the owner's data, change no row, and
 * come before any validation of the input.
 */
const { t, routes } = await createProofApp();
const apiRoutes = routes.filter((r) => !r.headOfGet);
const keyOf = (r: CollectedRoute) => routeKey(r.method, r.url);

let c: ProofContext;
const perRoute: Array<[string, number]> = [];
const counts = {
  routes: apiRoutes.length,
  cells: 0,
  ownership: 0,
  refusals_before_validation: 0,
  ownership_before_validation: 0,
  ownership_like_missing: 0,
  unchanged_after_refusal: 0,
  head: 0,
};
const started = Date.now();

beforeAll(async () => {
  c = await createProofContext(t);
});
afterAll(async () => {
  writeProofReport(
    'authorization-matrix',
    { ...counts, actors: ACTORS.length, seconds: Math.round((Date.now() - started) / 100) / 10 },
    { ms_per_route: Object.fromEntries(perRoute) },
  );
  await t.close();
});

const send = (actor: Actor, req: ProofRequest) =>
  t.app.inject({
    method: req.method,
    url: req.url,
    payload: req.payload,
    headers: { ...c.headers[actor], ...req.headers },
  });

const describeRes = (actor: Actor, outcome: Outcome, req: ProofRequest, res: LightMyRequestResponse) =>
  `${actor} (${outcome}) ${req.method} ${req.url} -> ${res.statusCode} ${res.body.slice(0, 300)}`;

const expectRefusalShape = (res: LightMyRequestResponse, label: string) => {
  expect(res.headers['content-type'], label).toContain('application/json');
  expect(res.json().errors?.[0]?.message, label).toEqual(expect.any(String));
  for (const secret of c.ownerSecrets) expect(res.body, `${label}: leaks '${secret}'`).not.toContain(secret);
};

const checkOutcome = (actor: Actor, outcome: Outcome, req: ProofRequest, res: LightMyRequestResponse) => {
  const label = describeRes(actor, outcome, req, res);
  const status = res.statusCode;
  switch (outcome) {
    case 'ok':
      expect(status >= 200 && status < 300, label).toBe(true);
      break;
    case 'scope':
      expect(status >= 200 && status < 300, label).toBe(true);
      for (const marker of c.othersOf[actor]) expect(res.body, `${label}: shows '${marker}'`).not.toContain(marker);
      break;
    case 'reach':
      expect(status < 500 && status !== 401 && status !== 403, label).toBe(true);
      break;
    case 'no':
      expect(status, label).toBe(actor === 'anonymous' ? 401 : 403);
      expectRefusalShape(res, label);
      break;
    case 'own':
      // Not yours reads as not there: the caller learns nothing of whether the object exists.
      expect(status, label).toBe(404);
      expectRefusalShape(res, label);
      break;
  }
};

/** The same route with unusable params, query and body: a refusal must not turn into a 422. */
const invalidVariant = (route: CollectedRoute, req: ProofRequest): ProofRequest => ({
  method: req.method,
  url: `${route.url.replace(/:[a-z_]+/gi, 'x%27%3B--').replace('*', 'x')}?page=-1&limit=x&user_id=abc&key=..%2F..`,
  ...(req.method !== 'GET' && { payload: { id: 'x', user_id: -1, unexpected: [null] } }),
});

/** Body keys that name the object a request is about (kept, so the request still names the owner's object). */
const OWNER_REFERENCE = /(^|_)(ids?|ra|key)$|^id_|^(source|target)$/;
const BROKEN = [[null]];

/**
 * An ownership refusal with broken input: the same objects (path and the body's references kept),
 * every other body field and every query field the route reads of the wrong type.
 */
const brokenInputVariant = (route: CollectedRoute, req: ProofRequest): ProofRequest => {
  const [path, query = ''] = req.url.split(/\?(.*)/s);
  const search = new URLSearchParams(query);
  // A repeated key arrives as an array: wrong for every string or number field.
  for (const k of objectKeys(route.schema?.querystring)) {
    if (search.has(k)) continue;
    search.append(k, 'x');
    search.append(k, 'y');
  }
  const original =
    req.payload && typeof req.payload === 'object' && !Buffer.isBuffer(req.payload)
      ? (req.payload as Record<string, unknown>)
      : undefined;
  const keys = new Set([...objectKeys(route.schema?.body), ...Object.keys(original ?? {})]);
  const payload = original
    ? Object.fromEntries([...keys].map((k) => [k, OWNER_REFERENCE.test(k) && k in original ? original[k] : BROKEN]))
    : req.payload === undefined && req.method !== 'GET'
      ? Object.fromEntries([...keys].map((k) => [k, BROKEN]))
      : req.payload;
  const qs = search.toString();
  return { ...req, url: qs ? `${path}?${qs}` : path!, ...(payload !== undefined && { payload }) };
};

/** An ownership refusal naming no valid object at all: an id that is not a number is 404 too. */
const brokenIdVariant = (route: CollectedRoute, req: ProofRequest): ProofRequest | undefined => {
  if (!/:[a-z_]+/i.test(route.url)) return undefined;
  const [, query] = req.url.split(/\?(.*)/s);
  const path = route.url.replace(/:[a-z_]+/gi, 'x%27%3B--');
  return { ...req, url: query ? `${path}?${query}` : path };
};

/** The same request about an object that does not exist: the answer must be the refusal's, byte for byte. */
const missingIdVariant = (route: CollectedRoute, req: ProofRequest): ProofRequest | undefined => {
  if (!/:[a-z_]+/i.test(route.url)) return undefined;
  const [, query] = req.url.split(/\?(.*)/s);
  const path = route.url.replace(/:[a-z_]+/gi, '2147483647');
  return { ...req, url: query ? `${path}?${query}` : path };
};

describe('authorization matrix: the table covers exactly the registered routes', () => {
  it('has an entry (and a request) for every registered route, and a route for every entry', () => {
    const registered = new Set(apiRoutes.map(keyOf));
    expect(
      [...registered].filter((k) => !ROUTE_MATRIX[k]),
      'routes missing from ROUTE_MATRIX',
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_MATRIX).filter((k) => !registered.has(k)),
      'ROUTE_MATRIX entries with no route',
    ).toEqual([]);
    expect(Object.keys(ROUTE_REQUESTS).sort()).toEqual(Object.keys(ROUTE_MATRIX).sort());
    expect(routes.filter((r) => r.method === 'HEAD' && !r.headOfGet).map(keyOf), 'HEAD routes of their own').toEqual(
      [],
    );
  });

  it("tries every route that takes an id with another owner's id, unless the table says why it has no owner", () => {
    const unprotected = apiRoutes
      .map(keyOf)
      .filter(
        (k) =>
          /[:*]/.test(k) &&
          ROUTE_MATRIX[k] &&
          !ROUTE_MATRIX[k]!.unowned &&
          !Object.values(ROUTE_MATRIX[k]!.expect).includes('own'),
      );
    expect(unprotected).toEqual([]);
  });
});

describe('authorization matrix: the row-change counter', () => {
  it('sees a write and stays still on a read', async () => {
    const before = await c.rowChanges();
    await c.api('admin', 'GET', '/api/users');
    expect(await c.rowChanges()).toBe(before);
    await c.api('admin', 'PUT', `/api/contract-types/${c.ids.clt}`, { name: 'CLT' });
    expect(Number(await c.rowChanges())).toBeGreaterThan(Number(before));
  });
});

describe('authorization matrix: every route as every actor', () => {
  for (const route of apiRoutes) {
    const key = keyOf(route);
    it(key, async () => {
      const entry = ROUTE_MATRIX[key];
      const build = ROUTE_REQUESTS[key];
      if (!entry || !build)
        throw new Error(`${key} is not in the authorization matrix (route-matrix.ts and route-requests.ts)`);
      const t0 = Date.now();
      for (const actor of ACTORS) {
        const outcome = entry.expect[actor];
        const req = await build(c, actor, outcome);
        const refused = outcome === 'no' || outcome === 'own';
        const before = refused ? await c.rowChanges() : undefined;
        const res = await send(actor, req);
        checkOutcome(actor, outcome, req, res);
        counts.cells++;
        if (outcome === 'own') counts.ownership++;
        if (!refused) continue;
        if (outcome === 'no') {
          // Authorization comes before validation: broken input changes nothing in the answer.
          const bad = invalidVariant(route, req);
          const res2 = await send(actor, bad);
          expect(res2.statusCode, describeRes(actor, outcome, bad, res2)).toBe(res.statusCode);
          counts.refusals_before_validation++;
        } else {
          // Ownership too: broken input about the owner's object, or a broken id, is still refused.
          const bad = brokenInputVariant(route, req);
          const res2 = await send(actor, bad);
          expect(res2.statusCode, describeRes(actor, outcome, bad, res2)).toBe(res.statusCode);
          expectRefusalShape(res2, describeRes(actor, outcome, bad, res2));
          counts.ownership_before_validation++;
          const badId = brokenIdVariant(route, req);
          if (badId) {
            const res3 = await send(actor, badId);
            expect(res3.statusCode, describeRes(actor, outcome, badId, res3)).toBe(404);
            expectRefusalShape(res3, describeRes(actor, outcome, badId, res3));
            counts.ownership_before_validation++;
          }
          const missing = missingIdVariant(route, req);
          if (missing) {
            const res4 = await send(actor, missing);
            const label = describeRes(actor, outcome, missing, res4);
            expect([res4.statusCode, res4.body], label).toEqual([res.statusCode, res.body]);
            counts.ownership_like_missing++;
          }
        }
        expect(await c.rowChanges(), `${actor} ${req.method} ${req.url} was refused but changed rows`).toBe(before);
        counts.unchanged_after_refusal++;
      }
      perRoute.push([key, Date.now() - t0]);
    });
  }

  it('answers HEAD like GET for the signed-out', async () => {
    for (const route of routes.filter((r) => r.headOfGet)) {
      const key = routeKey('GET', route.url);
      const [entry, build] = [ROUTE_MATRIX[key], ROUTE_REQUESTS[key]];
      if (!entry || !build) continue; // reported by the coverage test above
      const outcome = entry.expect.anonymous;
      const req = await build(c, 'anonymous', outcome);
      const res = await t.app.inject({ method: 'HEAD', url: req.url });
      const label = `HEAD ${req.url} -> ${res.statusCode}`;
      if (outcome === 'no') expect(res.statusCode, label).toBe(401);
      else expect(res.statusCode < 500 && res.statusCode !== 401 && res.statusCode !== 403, label).toBe(true);
      counts.head++;
    }
  });
});
