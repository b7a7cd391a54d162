import { defineModule } from '../../platform-module.ts';
import type { FilesService } from '../files/files.service.ts';
import { createRecommendationsRepository } from './recommendations.repository.ts';
import { createRecommendationsService } from './recommendations.service.ts';
import { createStudentJobsRepository } from './student-jobs.repository.ts';
import { studentJobsRoutes } from './student-jobs.routes.ts';
import { createStudentJobsService } from './student-jobs.service.ts';

export const studentJobsModule = defineModule({
  name: 'student-jobs',
  services: ({ run, clock }, s: { files: FilesService }) => {
    const studentJobs = createStudentJobsService({ repo: createStudentJobsRepository(run), files: s.files, clock });
    const recommendations = createRecommendationsService({
      repo: createRecommendationsRepository(run),
      studentJobs,
      clock,
    });
    return { studentJobs, recommendations };
  },
  routes: (api, s) =>
    api.register(studentJobsRoutes, { studentJobs: s.studentJobs, recommendations: s.recommendations }),
});
