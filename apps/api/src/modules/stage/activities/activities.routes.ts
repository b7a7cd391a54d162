import type { FastifyInstance } from 'fastify';
import { stageApi as api } from '@portal/contracts';
import { requireUser } from '../../../plugins/auth.ts';
import { serve } from '../../../route-table/serve.ts';
import type { ActivitiesService } from './activities.service.ts';

/** /api/stage/activities, /items and /check-items: students read (and tick items); admins manage. */
export const activitiesRoutes = async (app: FastifyInstance, { activities }: { activities: ActivitiesService }) => {
  const read = { access: 'stage.content.read' } as const;
  const manage = { access: 'stage.content.manage' } as const;
  serve(app, api.activities, read, (req) => activities.list(requireUser(req), req.query.project_id, req.query.item));
  serve(app, api.activity, read, (req) => activities.get(requireUser(req), req.params.id, req.query.item));
  serve(app, api.createActivity, manage, async (req, reply) =>
    reply.status(201).send(await activities.create(req.body)),
  );
  serve(app, api.updateActivity, manage, (req) => activities.update(req.params.id, req.body));
  serve(app, api.removeActivity, manage, async (req, reply) => {
    await activities.remove(req.params.id);
    return reply.status(204).send();
  });

  serve(app, api.items, read, (req) => activities.items(requireUser(req), req.query.activity_id));
  serve(app, api.createItem, manage, async (req, reply) =>
    reply.status(201).send(await activities.createItem(req.body)),
  );
  serve(app, api.checkItem, read, (req) => activities.updateCheckItem(requireUser(req), req.params.id, req.body));
  serve(app, api.removeItem, manage, async (req, reply) => {
    await activities.removeItem(req.params.id);
    return reply.status(204).send();
  });
};
