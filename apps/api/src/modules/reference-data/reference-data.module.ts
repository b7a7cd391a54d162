import { defineModule } from '../../platform-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { createReferenceDataRepository } from './reference-data.repository.ts';
import { referenceDataRoutes } from './reference-data.routes.ts';
import { createReferenceDataService } from './reference-data.service.ts';

export const referenceDataModule = defineModule({
  name: 'reference-data',
  services: ({ run }, s: { audit: AuditService }) => ({
    referenceData: createReferenceDataService(createReferenceDataRepository(run), s.audit),
  }),
  routes: (api, s) => api.register(referenceDataRoutes, { referenceData: s.referenceData }),
});
