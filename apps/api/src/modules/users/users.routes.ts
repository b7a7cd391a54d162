import type { FastifyInstance } from 'fastify';
import { usersApi as api } from '@portal/contracts';
import { requireUser } from '../../plugins/auth.ts';
import { requestContext } from '../../plugins/request-context.ts';
import { serve } from '../../route-table/serve.ts';
import type { UsersService } from './users.service.ts';

const access = 'users.manage';

export const usersRoutes = async (app: FastifyInstance, { users }: { users: UsersService }) => {
  serve(app, api.list, { access }, (req) => {
    const { page, limit, ...filter } = req.query;
    return users.list(filter, page, limit);
  });
  serve(app, api.get, { access }, (req) => users.get(req.params.id));
  serve(app, api.create, { access }, async (req, reply) =>
    reply.status(201).send(await users.create(req.body, requestContext(req))),
  );
  serve(app, api.update, { access }, (req) => users.update(req.params.id, req.body, requestContext(req)));
  serve(app, api.importStudents, { access, bodyLimit: 3 * 1024 * 1024 }, (req) =>
    users.importStudents(req.body.csv, req.body.dry_run),
  );
  serve(app, api.remove, { access }, async (req, reply) => {
    await users.remove(requireUser(req), req.params.id, requestContext(req));
    return reply.status(204).send();
  });
};
