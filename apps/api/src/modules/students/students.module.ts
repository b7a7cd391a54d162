import { defineModule } from '../../platform-module.ts';
import type { FilesService } from '../files/files.service.ts';
import type { PipelineService } from '../pipeline/pipeline.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { ProfessionalExperiencesService } from '../professional-experiences/professional-experiences.service.ts';
import type { SkillsService } from '../skills/skills.service.ts';
import { createSharingRepository } from './sharing.repository.ts';
import { sharingRoutes } from './sharing.routes.ts';
import { createSharingService } from './sharing.service.ts';
import { createStudentAccess, type StudentAccess } from './students.access.ts';
import { createStudentsRepository } from './students.repository.ts';
import { studentsRoutes } from './students.routes.ts';
import { createStudentsService } from './students.service.ts';

/** Who may read and change a student's resume: the resume's item modules check with it. */
export const studentAccessModule = defineModule({
  name: 'student-access',
  services: ({ db }) => ({ studentAccess: createStudentAccess(createStudentsRepository(db)) }),
});

/** The student resume, and its shared links. */
export const studentsModule = defineModule({
  name: 'students',
  services: (
    { env, db },
    s: {
      studentAccess: StudentAccess;
      files: FilesService;
      skills: SkillsService;
      experiences: ProfessionalExperiencesService;
      events: EventsService;
      pipeline: PipelineService;
    },
  ) => ({
    students: createStudentsService({
      repo: createStudentsRepository(db),
      access: s.studentAccess,
      files: s.files,
      skills: s.skills,
      experiences: s.experiences,
      events: s.events,
      // Staff opened a student's resume ('Currículo visualizado' of the hiring pipeline).
      resumeViewed: (actor, studentId, jobId) => s.pipeline.resumeViewed(actor, studentId, jobId),
    }),
    sharing: createSharingService({ repo: createSharingRepository(db), access: s.studentAccess, appUrl: env.APP_URL }),
  }),
  routes: async (api, s) => {
    await api.register(studentsRoutes, { students: s.students });
    await api.register(sharingRoutes, { sharing: s.sharing });
  },
});
