import type { FastifyInstance } from 'fastify';
import type { Env } from '../../env.ts';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { createHttpGateway } from '../../providers/university-gateway/http-gateway.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { FilesService } from '../files/files.service.ts';
import { createStudentsRepository } from './students.repository.ts';
import { createStudentAccess } from './students.access.ts';
import { createStudentsService, type StudentsService } from './students.service.ts';
import { studentsRoutes } from './students.routes.ts';
import { createSkillsRepository } from '../skills/skills.repository.ts';
import { createSkillsService, type SkillsService } from '../skills/skills.service.ts';
import { skillsRoutes } from '../skills/skills.routes.ts';
import { createProfessionalExperiencesRepository } from '../professional-experiences/professional-experiences.repository.ts';
import { createProfessionalExperiencesService, type ProfessionalExperiencesService } from '../professional-experiences/professional-experiences.service.ts';
import { professionalExperiencesRoutes } from '../professional-experiences/professional-experiences.routes.ts';
import { createEventTypesRepository } from '../event-types/event-types.repository.ts';
import { createEventTypesService, type EventTypesService } from '../event-types/event-types.service.ts';
import { eventTypesRoutes } from '../event-types/event-types.routes.ts';
import { createEventsRepository } from '../events/events.repository.ts';
import { createEventsService, type EventsService } from '../events/events.service.ts';
import { eventsRoutes } from '../events/events.routes.ts';
import { createComplementaryActivitiesRepository } from '../complementary-activities/complementary-activities.repository.ts';
import {
  createComplementaryActivitiesService, type ComplementaryActivitiesService,
} from '../complementary-activities/complementary-activities.service.ts';
import { complementaryActivitiesRoutes } from '../complementary-activities/complementary-activities.routes.ts';
import { createPrivacyRepository } from '../privacy/privacy.repository.ts';
import { createPrivacyService, type PrivacyService } from '../privacy/privacy.service.ts';
import { privacyRoutes } from '../privacy/privacy.routes.ts';

type Log = { info(o: object, m: string): void };

export interface ResumeServices {
  students: StudentsService;
  skills: SkillsService;
  experiences: ProfessionalExperiencesService;
  eventTypes: EventTypesService;
  events: EventsService;
  complementary: ComplementaryActivitiesService;
  /** Other modules holding student data call privacy.register(...) so LGPD export and deletion include it. */
  privacy: PrivacyService;
}

/** The student resume, its items, the hours chart and the LGPD data rights, wired once (part of the composition root). */
export const createResumeServices = (deps: {
  env: Env; db: Db; files: FilesService; storage: Storage; log: Log; audit: AuditService; sessionsChanged?: () => void;
}): ResumeServices => {
  const { env, db, files, audit } = deps;
  const access = createStudentAccess(createStudentsRepository(db));
  const skills = createSkillsService({ repo: createSkillsRepository(db), access, audit });
  const experiences = createProfessionalExperiencesService({ repo: createProfessionalExperiencesRepository(db), access, audit });
  const eventTypes = createEventTypesService(createEventTypesRepository(db));
  const events = createEventsService({ repo: createEventsRepository(db), access, eventTypes, files, storage: deps.storage, audit });
  const gateway = env.UNIVERSITY_GATEWAY_URL
    ? createHttpGateway({ baseUrl: env.UNIVERSITY_GATEWAY_URL, token: env.UNIVERSITY_GATEWAY_TOKEN, timeoutMs: env.UNIVERSITY_GATEWAY_TIMEOUT_MS })
    : undefined;
  const complementary = createComplementaryActivitiesService({ repo: createComplementaryActivitiesRepository(db), access, gateway, log: deps.log });
  return {
    students: createStudentsService({ repo: createStudentsRepository(db), access, files, skills, experiences, events }),
    skills,
    experiences,
    eventTypes,
    events,
    complementary,
    privacy: createPrivacyService({
      repo: createPrivacyRepository(db), access, files, skills, experiences, events, complementary, audit, sessionsChanged: deps.sessionsChanged,
    }),
  };
};

export const registerResumeRoutes = async (api: FastifyInstance, s: ResumeServices): Promise<void> => {
  await api.register(studentsRoutes, { students: s.students });
  await api.register(skillsRoutes, { skills: s.skills });
  await api.register(professionalExperiencesRoutes, { experiences: s.experiences });
  await api.register(eventTypesRoutes, { eventTypes: s.eventTypes });
  await api.register(eventsRoutes, { events: s.events });
  await api.register(complementaryActivitiesRoutes, { complementary: s.complementary });
  await api.register(privacyRoutes, { privacy: s.privacy });
};
