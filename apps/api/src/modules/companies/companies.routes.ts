import type { FastifyInstance } from 'fastify';
import { companiesApi as api } from '@portal/contracts';
import { requireUser } from '../../plugins/auth.ts';
import { requestContext } from '../../plugins/request-context.ts';
import { serve } from '../../route-table/serve.ts';
import type { CompaniesService } from './companies.service.ts';

export const companiesRoutes = async (app: FastifyInstance, { companies }: { companies: CompaniesService }) => {
  serve(app, api.list, { access: 'companies.list' }, (req) =>
    companies.list(requireUser(req), req.query.user_id, req.query.page, req.query.limit),
  );
  serve(app, api.mine, { access: 'companies.list' }, (req) => {
    const user = requireUser(req);
    return companies.list(user, user.id, req.query.page, req.query.limit);
  });
  for (const route of [api.ofUser, api.ofUserAlias])
    serve(app, route, { access: 'companies.ofRepresentative' }, (req) =>
      companies.list(requireUser(req), req.params.id, req.query.page, req.query.limit),
    );
  serve(app, api.get, { access: 'companies.own' }, (req) => companies.get(requireUser(req), req.params.id));
  serve(app, api.create, { access: 'companies.ofRepresentative', id: { body: 'user_id' } }, async (req, reply) =>
    reply.status(201).send(await companies.create(requireUser(req), req.body)),
  );
  serve(app, api.update, { access: 'companies.own' }, (req) =>
    companies.update(requireUser(req), req.params.id, req.body),
  );
  serve(app, api.remove, { access: 'companies.own' }, async (req, reply) => {
    await companies.remove(requireUser(req), req.params.id, requestContext(req));
    return reply.status(204).send();
  });
};
