import { defineModule } from '../../platform-module.ts';
import { createInterviewRepository } from './interview.repository.ts';
import { interviewRoutes } from './interview.routes.ts';
import { createInterviewService } from './interview.service.ts';

export const interviewModule = defineModule({
  name: 'interview',
  services: ({ db, log }) => ({ interview: createInterviewService({ repo: createInterviewRepository(db), log }) }),
  owners: (s) => ({
    'interview.job': async (actor, id) => id !== undefined && s.interview.authorizeJob(actor, id),
  }),
  routes: (api, s) => api.register(interviewRoutes, { interview: s.interview }),
});
