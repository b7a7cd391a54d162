import type { RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** A registered route as the onRoute hook saw it (HEAD routes Fastify adds for GETs are marked). */
export interface CollectedRoute {
  method: string;
  url: string;
  /** The zod schemas of the route (body, querystring, params), when it has them. */
  schema: RouteOptions['schema'];
  /** The HEAD twin Fastify exposes for every GET (and, under a prefix, for its trailing-slash twin). */
  headOfGet: boolean;
}

/** Rate limits out of the way: the proofs send many sign-ins and sign-ups from one address. */
export const PROOF_ENV = {
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
  FORGOT_MAX_PER_ACCOUNT: '100000',
  FORGOT_MAX_PER_ADDRESS: '100000',
  SIGNUP_MAX_PER_ADDRESS: '100000',
};

/** Builds the app on demo data and collects every route as it registers. */
export const createProofApp = async (): Promise<{ t: TestApp; routes: CollectedRoute[] }> => {
  const routes: CollectedRoute[] = [];
  const t = await createTestApp(PROOF_ENV, {
    demo: true,
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, schema: route.schema, headOfGet: false });
      }
    },
  });
  // Once all are in (a static-files plugin registers its HEAD route before its GET). A prefixed
  // plugin's '/' route is also served with the trailing slash (the docs page).
  for (const route of routes)
    route.headOfGet =
      route.method === 'HEAD' &&
      routes.some((r) => r.method === 'GET' && (r.url === route.url || `${r.url}/` === route.url));
  return { t, routes };
};
