import { defineModule } from '../../platform-module.ts';
import type { FilesService } from '../files/files.service.ts';
import { createStudentJobsRepository } from './student-jobs.repository.ts';
import { studentJobsRoutes } from './student-jobs.routes.ts';
import { createStudentJobsService } from './student-jobs.service.ts';

export const studentJobsModule = defineModule({
  name: 'student-jobs',
  services: ({ run, clock }, s: { files: FilesService }) => ({
    studentJobs: createStudentJobsService({ repo: createStudentJobsRepository(run), files: s.files, clock }),
  }),
  routes: (api, s) => api.register(studentJobsRoutes, { studentJobs: s.studentJobs }),
});
