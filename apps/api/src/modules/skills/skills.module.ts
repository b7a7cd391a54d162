import { defineModule } from '../../platform-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { StudentAccess } from '../students/students.access.ts';
import { createSkillsRepository } from './skills.repository.ts';
import { skillsRoutes } from './skills.routes.ts';
import { createSkillsService } from './skills.service.ts';

export const skillsModule = defineModule({
  name: 'skills',
  services: ({ db }, s: { studentAccess: StudentAccess; audit: AuditService }) => ({
    skills: createSkillsService({ repo: createSkillsRepository(db), access: s.studentAccess, audit: s.audit }),
  }),
  routes: (api, s) => api.register(skillsRoutes, { skills: s.skills }),
});
