import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '@portal/contracts';
import type { Database } from '../db/client.ts';
import type { Services } from './services.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { termsRoutes } from './terms/terms.routes.ts';
import { rolesRoutes } from './roles/roles.routes.ts';
import { configRoutes } from './config/config.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { coursesRoutes } from './courses/courses.routes.ts';
import { filesRoutes } from './files/files.routes.ts';
import { companiesRoutes } from './companies/companies.routes.ts';
import { jobsRoutes } from './jobs/jobs.routes.ts';
import { contractTypesRoutes } from './contract-types/contract-types.routes.ts';
import { applicationsRoutes } from './applications/applications.routes.ts';
import { signupRoutes } from './signup/signup.routes.ts';
import { orientationsRoutes } from './orientations/orientations.routes.ts';
import { registerResumeRoutes } from './students/resume.wiring.ts';

/** Every API route, under /api. */
export const registerRoutes = async (api: FastifyInstance, s: Services, extra: { database: Database; config: AppConfig }) => {
  await api.register(authRoutes, { auth: s.auth });
  await api.register(termsRoutes, { terms: s.terms });
  await api.register(rolesRoutes);
  await api.register(configRoutes, extra);
  await api.register(usersRoutes, { users: s.users });
  await api.register(coursesRoutes, { courses: s.courses });
  await api.register(filesRoutes, { files: s.files });
  await api.register(companiesRoutes, { companies: s.companies });
  await api.register(jobsRoutes, { jobs: s.jobs });
  await api.register(contractTypesRoutes, { contractTypes: s.contractTypes });
  await api.register(applicationsRoutes, { applications: s.applications });
  await api.register(signupRoutes, { signup: s.signup });
  await api.register(orientationsRoutes, { orientations: s.orientations });
  await registerResumeRoutes(api, s);
};
