import { defineModule } from '../../platform-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { createContractTypesRepository } from './contract-types.repository.ts';
import { contractTypesRoutes } from './contract-types.routes.ts';
import { createContractTypesService } from './contract-types.service.ts';

export const contractTypesModule = defineModule({
  name: 'contract-types',
  services: ({ db }, s: { audit: AuditService }) => ({
    contractTypes: createContractTypesService(createContractTypesRepository(db), s.audit),
  }),
  routes: (api, s) => api.register(contractTypesRoutes, { contractTypes: s.contractTypes }),
});
