import { defineModule } from '../../platform-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { createTermsRepository } from './terms.repository.ts';
import { termsRoutes } from './terms.routes.ts';
import { createTermsService } from './terms.service.ts';

export const termsModule = defineModule({
  name: 'terms',
  services: ({ db }, s: { audit: AuditService }) => ({ terms: createTermsService(createTermsRepository(db), s.audit) }),
  owners: (s) => ({ 'terms.signer': (user, id) => s.terms.authorizeSign(user, id) }),
  routes: (api, s) => api.register(termsRoutes, { terms: s.terms }),
});
