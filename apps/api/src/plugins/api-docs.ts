import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Where the document and its reference page are served (docs/spec/07-api.md#openapi). */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

const description = [
  'A API do Portal de Oportunidades. Autenticação: `POST /api/login` (e-mail e senha) ou',
  '`POST /api/login-student` (RA e senha) devolve um `token`; envie-o em cada chamada no cabeçalho',
  '`Authorization: Bearer <token>`. Cada rota confere o papel e a posse do objeto no servidor.',
].join(' ');

/** Operations grouped by their path's first part: 'jobs', 'stage', 'students'... */
const tagOf = (url: string) => url.split('/')[2] ?? 'api';

/**
 * OpenAPI 3.1 from the routes' own zod schemas, and Swagger UI served from its package (no
 * network): registered before the routes, whose schemas it collects as they register. Off with
 * API_DOCS=false (docs/decisions/023-one-platform.md).
 */
export const registerApiDocs = async (app: FastifyInstance): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Portal de Oportunidades', version: '1.0.0', description },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    // Only the API: the web app's pages and the metrics endpoint are not part of it.
    transform: (route) =>
      route.url.startsWith('/api/')
        ? jsonSchemaTransform({ ...route, schema: { tags: [tagOf(route.url)], ...route.schema } })
        : { schema: { hide: true }, url: route.url },
    transformObject: jsonSchemaTransformObject,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The page loads its own script files only, as the app's Content-Security-Policy asks.
    staticCSP: false,
  });
};
