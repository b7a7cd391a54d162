import { defineModule } from '../../platform-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { StudentAccess } from '../students/students.access.ts';
import { createProfessionalExperiencesRepository } from './professional-experiences.repository.ts';
import { professionalExperiencesRoutes } from './professional-experiences.routes.ts';
import { createProfessionalExperiencesService } from './professional-experiences.service.ts';

export const professionalExperiencesModule = defineModule({
  name: 'professional-experiences',
  services: ({ db }, s: { studentAccess: StudentAccess; audit: AuditService }) => ({
    experiences: createProfessionalExperiencesService({
      repo: createProfessionalExperiencesRepository(db),
      access: s.studentAccess,
      audit: s.audit,
    }),
  }),
  routes: (api, s) => api.register(professionalExperiencesRoutes, { experiences: s.experiences }),
});
