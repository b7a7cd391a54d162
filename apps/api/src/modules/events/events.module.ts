import { defineModule } from '../../platform-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { FilesService } from '../files/files.service.ts';
import { referenceChoices, type ReferenceDataService } from '../reference-data/reference-data.service.ts';
import type { StudentAccess } from '../students/students.access.ts';
import { createEventsRepository } from './events.repository.ts';
import { eventsRoutes } from './events.routes.ts';
import { createEventsService } from './events.service.ts';

export const eventsModule = defineModule({
  name: 'events',
  services: (
    { db, storage },
    s: { studentAccess: StudentAccess; audit: AuditService; files: FilesService; referenceData: ReferenceDataService },
  ) => ({
    events: createEventsService({
      repo: createEventsRepository(db),
      access: s.studentAccess,
      eventTypes: referenceChoices(s.referenceData, 'event-types'),
      files: s.files,
      storage,
      audit: s.audit,
    }),
  }),
  routes: (api, s) => api.register(eventsRoutes, { events: s.events }),
});
