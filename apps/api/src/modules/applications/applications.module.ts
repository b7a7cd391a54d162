import { defineModule } from '../../platform-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { PipelineService } from '../pipeline/pipeline.service.ts';
import { registerPipelineRoutes } from '../pipeline/pipeline.module.ts';
import type { StudentJobsService } from '../student-jobs/student-jobs.service.ts';
import { createApplicationsRepository } from './applications.repository.ts';
import { applicationsRoutes } from './applications.routes.ts';
import { createApplicationsService } from './applications.service.ts';

export const applicationsModule = defineModule({
  name: 'applications',
  services: (
    { db, mailer, log, clock },
    s: { audit: AuditService; studentJobs: StudentJobsService; pipeline: PipelineService },
  ) => ({
    applications: createApplicationsService({
      repo: createApplicationsRepository(db),
      mailer,
      log,
      studentJobs: s.studentJobs,
      audit: s.audit,
      clock,
      pipeline: s.pipeline,
    }),
  }),
  routes: async (api, s) => {
    await api.register(applicationsRoutes, { applications: s.applications });
    await registerPipelineRoutes(api, s);
  },
});
