import { defineModule } from '../../platform-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { FilesService } from '../files/files.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { createCompaniesRepository } from './companies.repository.ts';
import { companiesRoutes } from './companies.routes.ts';
import { createCompaniesService } from './companies.service.ts';

export const companiesModule = defineModule({
  name: 'companies',
  services: ({ db }, s: { audit: AuditService; files: FilesService; users: UsersService }) => ({
    companies: createCompaniesService({
      repo: createCompaniesRepository(db),
      files: s.files,
      users: s.users,
      audit: s.audit,
    }),
  }),
  owners: (s) => ({
    'companies.representative': s.companies.authorizeUser,
    company: async (actor, id) => id !== undefined && s.companies.authorize(actor, id),
  }),
  routes: (api, s) => api.register(companiesRoutes, { companies: s.companies }),
});
