import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  ROLE_ID,
  searchSynonymInputSchema,
  searchSynonymListSchema,
  searchSynonymSchema,
} from '@portal/contracts';
import { requireRole } from '../../plugins/auth.ts';
import type { SearchSynonymsService } from './search-synonyms.service.ts';

/** The office's synonyms for the student search and the alerts: admins only (docs/spec/07-api.md#search-synonyms). */
export const searchSynonymsRoutes: FastifyPluginAsyncZod<{ searchSynonyms: SearchSynonymsService }> = async (
  app,
  { searchSynonyms: s },
) => {
  const admin = requireRole(ROLE_ID.admin);
  app.get('/search-synonyms', { onRequest: admin, schema: { response: { 200: searchSynonymListSchema } } }, () =>
    s.list(),
  );
  app.post(
    '/search-synonyms',
    { onRequest: admin, schema: { body: searchSynonymInputSchema, response: { 201: searchSynonymSchema } } },
    async (req, reply) => reply.status(201).send(await s.create(req.body)),
  );
  app.delete('/search-synonyms/:id', { onRequest: admin, schema: { params: idParamSchema } }, async (req, reply) => {
    await s.remove(req.params.id);
    return reply.status(204).send();
  });
};
