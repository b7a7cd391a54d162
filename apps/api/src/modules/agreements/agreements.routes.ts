import type { FastifyInstance } from 'fastify';
import { agreementsApi as api } from '@portal/contracts';
import { requireUser } from '../../plugins/auth.ts';
import { requestContext } from '../../plugins/request-context.ts';
import { serve } from '../../route-table/serve.ts';
import type { AgreementsService } from './agreements.service.ts';

/** Convênios (docs/spec/07-api.md#agreements-api): the office writes, a company reads its own. */
export const agreementsRoutes = async (app: FastifyInstance, { agreements }: { agreements: AgreementsService }) => {
  serve(app, api.list, { access: 'agreements.list', id: { query: 'companies_id' } }, (req) =>
    agreements.list(requireUser(req), req.query),
  );
  serve(app, api.get, { access: 'agreements.read' }, (req) => agreements.get(requireUser(req), req.params.id));
  serve(app, api.create, { access: 'agreements.manage' }, async (req, reply) =>
    reply.status(201).send(await agreements.create(requireUser(req), req.body)),
  );
  serve(app, api.update, { access: 'agreements.manage' }, (req) =>
    agreements.update(requireUser(req), req.params.id, req.body),
  );
  serve(app, api.remove, { access: 'agreements.manage' }, async (req, reply) => {
    await agreements.remove(requireUser(req), req.params.id, requestContext(req));
    return reply.status(204).send();
  });
};
