import type { Db } from '../db/client.ts';
import type { Logger } from '../lib/logger.ts';
import type { Storage } from '../providers/storage/storage.ts';
import type { UniversityGateway } from '../providers/university-gateway/university-gateway.ts';
import type { AuthUser } from './auth/auth.service.ts';
import type { AuditService } from './audit/audit.service.ts';
import type { FilesService } from './files/files.service.ts';
import { createStudentsRepository } from './students/students.repository.ts';
import { createStudentAccess } from './students/students.access.ts';
import { createStudentsService } from './students/students.service.ts';
import { createSharingRepository } from './students/sharing.repository.ts';
import { createSharingService } from './students/sharing.service.ts';
import { createSkillsRepository } from './skills/skills.repository.ts';
import { createSkillsService } from './skills/skills.service.ts';
import { createProfessionalExperiencesRepository } from './professional-experiences/professional-experiences.repository.ts';
import { createProfessionalExperiencesService } from './professional-experiences/professional-experiences.service.ts';
import { createEventsRepository } from './events/events.repository.ts';
import { createEventsService } from './events/events.service.ts';
import { createComplementaryActivitiesRepository } from './complementary-activities/complementary-activities.repository.ts';
import { createComplementaryActivitiesService } from './complementary-activities/complementary-activities.service.ts';
import { createPrivacyRepository } from './privacy/privacy.repository.ts';
import { createPrivacyService, type PrivacyDeps } from './privacy/privacy.service.ts';

/**
 * Part of the composition root (services.ts): the student resume, its items, the hours chart and
 * the LGPD data rights. Other modules holding student data call `privacy.register(...)` so the
 * export and the deletion include it.
 */
export const createResumeServices = (deps: {
  db: Db;
  files: FilesService;
  storage: Storage;
  log: Logger;
  audit: AuditService;
  gateway?: UniversityGateway;
  sessionsChanged?: () => void;
  /** The actor's password asked again before an LGPD export or erasure (auth). */
  confirmPassword: PrivacyDeps['confirmPassword'];
  /** Staff opened a student's resume ('Currículo visualizado' of the hiring pipeline). */
  resumeViewed?: (actor: AuthUser, studentId: number, jobId?: number) => Promise<void>;
  /** Event types (reference data): active ones, or the one an event already has. */
  eventTypes: { selectable(id: number, current?: number | null): Promise<boolean> };
  /** Where shared resume links point. */
  appUrl: string;
}) => {
  const { db, files, audit } = deps;
  const access = createStudentAccess(createStudentsRepository(db));
  const skills = createSkillsService({ repo: createSkillsRepository(db), access, audit });
  const experiences = createProfessionalExperiencesService({
    repo: createProfessionalExperiencesRepository(db),
    access,
    audit,
  });
  const events = createEventsService({
    repo: createEventsRepository(db),
    access,
    eventTypes: deps.eventTypes,
    files,
    storage: deps.storage,
    audit,
  });
  const complementary = createComplementaryActivitiesService({
    repo: createComplementaryActivitiesRepository(db),
    access,
    gateway: deps.gateway,
    log: deps.log,
  });
  return {
    students: createStudentsService({
      repo: createStudentsRepository(db),
      access,
      files,
      skills,
      experiences,
      events,
      resumeViewed: deps.resumeViewed,
    }),
    sharing: createSharingService({ repo: createSharingRepository(db), access, appUrl: deps.appUrl }),
    skills,
    experiences,
    events,
    complementary,
    privacy: createPrivacyService({
      repo: createPrivacyRepository(db),
      access,
      files,
      skills,
      experiences,
      events,
      complementary,
      audit,
      sessionsChanged: deps.sessionsChanged,
      confirmPassword: deps.confirmPassword,
    }),
  };
};
