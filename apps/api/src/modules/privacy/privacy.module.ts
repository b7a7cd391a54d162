import { defineModule } from '../../platform-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ComplementaryActivitiesService } from '../complementary-activities/complementary-activities.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { FilesService } from '../files/files.service.ts';
import type { ProfessionalExperiencesService } from '../professional-experiences/professional-experiences.service.ts';
import type { SkillsService } from '../skills/skills.service.ts';
import type { StudentAccess } from '../students/students.access.ts';
import { createPrivacyRepository } from './privacy.repository.ts';
import { privacyRoutes } from './privacy.routes.ts';
import { createPrivacyService } from './privacy.service.ts';

/**
 * LGPD data rights: the export and the erasure. Modules holding more student data contribute
 * their part with their `privacy` export; the platform registers each one here.
 */
export const privacyModule = defineModule({
  name: 'privacy',
  services: (
    { db },
    s: {
      studentAccess: StudentAccess;
      files: FilesService;
      skills: SkillsService;
      experiences: ProfessionalExperiencesService;
      events: EventsService;
      complementary: ComplementaryActivitiesService;
      audit: AuditService;
      auth: AuthService;
    },
  ) => ({
    privacy: createPrivacyService({
      repo: createPrivacyRepository(db),
      access: s.studentAccess,
      files: s.files,
      skills: s.skills,
      experiences: s.experiences,
      events: s.events,
      complementary: s.complementary,
      audit: s.audit,
      sessionsChanged: () => s.auth.sessionsChanged(),
      // The actor's password asked again before an LGPD export or erasure.
      confirmPassword: (actor, password, origin) => s.auth.confirmPassword(actor, password, origin),
    }),
  }),
  routes: (api, s) => api.register(privacyRoutes, { privacy: s.privacy }),
});
