import { defineModule } from '../../platform-module.ts';
import type { FastifyInstance } from 'fastify';
import type { AuditService } from '../audit/audit.service.ts';
import type { ApplicationsService } from '../applications/applications.service.ts';
import { createStageMailer } from './pipeline.jobs.ts';
import { createPipelineRepository } from './pipeline.repository.ts';
import { pipelineRoutes } from './pipeline.routes.ts';
import { createPipelineService, type PipelineService } from './pipeline.service.ts';

/**
 * The hiring pipeline: stages, interviews and their e-mails (the 'stage-mail' job). The
 * applications are built on it and its routes read them, so the applications module registers
 * the routes with `registerPipelineRoutes`.
 */
export const pipelineModule = defineModule({
  name: 'pipeline',
  services: ({ env, db, mailer, queue, log }, s: { audit: AuditService }) => {
    const repo = createPipelineRepository(db);
    const stageMailer = createStageMailer({ repo, mailer, appUrl: env.APP_URL, mailFrom: env.MAIL_FROM });
    return {
      stageMailer,
      pipeline: createPipelineService({ repo, audit: s.audit, queue, deliver: stageMailer.deliver, log }),
    };
  },
  jobs: (_ctx, s) => [s.stageMailer.job],
});

export const registerPipelineRoutes = (
  api: FastifyInstance,
  s: { pipeline: PipelineService; applications: ApplicationsService },
) => api.register(pipelineRoutes, { pipeline: s.pipeline, applications: s.applications });
