import { defineModule } from '../../platform-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { createAgreementsRepository } from './agreements.repository.ts';
import { agreementsRoutes } from './agreements.routes.ts';
import { createAgreementsService } from './agreements.service.ts';

/** Convênios: the agreements an internship needs with its company (docs/decisions/018-internships-tce.md). */
export const agreementsModule = defineModule({
  name: 'agreements',
  services: ({ db }, s: { audit: AuditService }) => ({
    agreements: createAgreementsService({ repo: createAgreementsRepository(db), audit: s.audit }),
  }),
  owners: (s) => ({
    'agreements.company': s.agreements.authorizeCompany,
    agreement: async (actor, id) => id !== undefined && s.agreements.get(actor, id),
  }),
  routes: (api, s) => api.register(agreementsRoutes, { agreements: s.agreements }),
});
