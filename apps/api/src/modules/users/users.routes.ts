import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createUserSchema,
  idParamSchema,
  ROLE_ID,
  studentImportRequestSchema,
  studentImportResultSchema,
  updateUserSchema,
  userListQuerySchema,
  userListSchema,
  userSchema,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { requestContext } from '../../plugins/request-context.ts';
import type { UsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.addHook('onRequest', requireRole(ROLE_ID.admin));

  app.get('/users', { schema: { querystring: userListQuerySchema, response: { 200: userListSchema } } }, (req) => {
    const { page, limit, ...filter } = req.query;
    return users.list(filter, page, limit);
  });

  app.get('/users/:id', { schema: { params: idParamSchema, response: { 200: userSchema } } }, (req) =>
    users.get(req.params.id),
  );

  app.post('/users', { schema: { body: createUserSchema, response: { 201: userSchema } } }, async (req, reply) =>
    reply.status(201).send(await users.create(req.body, requestContext(req))),
  );

  app.put(
    '/users/:id',
    { schema: { params: idParamSchema, body: updateUserSchema, response: { 200: userSchema } } },
    (req) => users.update(req.params.id, req.body, requestContext(req)),
  );

  app.post(
    '/users/import',
    {
      bodyLimit: 3 * 1024 * 1024,
      schema: { body: studentImportRequestSchema, response: { 200: studentImportResultSchema } },
    },
    (req) => users.importStudents(req.body.csv, req.body.dry_run),
  );

  app.delete('/users/:id', { schema: { params: idParamSchema } }, async (req, reply) => {
    await users.remove(requireUser(req), req.params.id, requestContext(req));
    return reply.status(204).send();
  });
};
