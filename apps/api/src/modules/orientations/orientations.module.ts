import { defineModule } from '../../platform-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { FilesService } from '../files/files.service.ts';
import { createOrientationsRepository } from './orientations.repository.ts';
import { orientationsRoutes } from './orientations.routes.ts';
import { createOrientationsService } from './orientations.service.ts';

export const orientationsModule = defineModule({
  name: 'orientations',
  services: ({ db }, s: { audit: AuditService; files: FilesService }) => ({
    orientations: createOrientationsService({ repo: createOrientationsRepository(db), files: s.files, audit: s.audit }),
  }),
  routes: (api, s) => api.register(orientationsRoutes, { orientations: s.orientations }),
});
