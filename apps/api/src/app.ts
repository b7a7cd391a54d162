import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './env.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import type { Storage } from './providers/storage/storage.ts';
import { createFilesService } from './modules/files/files.service.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import multipart from '@fastify/multipart';
import { createOrientationsRepository } from './modules/orientations/orientations.repository.ts';
import { createOrientationsService } from './modules/orientations/orientations.service.ts';
import { orientationsRoutes } from './modules/orientations/orientations.routes.ts';
import { createSignupService } from './modules/signup/signup.service.ts';
import { signupRoutes } from './modules/signup/signup.routes.ts';
import { createApplicationsRepository } from './modules/applications/applications.repository.ts';
import { createApplicationsService } from './modules/applications/applications.service.ts';
import { applicationsRoutes } from './modules/applications/applications.routes.ts';
import { createContractTypesRepository } from './modules/contract-types/contract-types.repository.ts';
import { createContractTypesService } from './modules/contract-types/contract-types.service.ts';
import { contractTypesRoutes } from './modules/contract-types/contract-types.routes.ts';
import { createJobsRepository } from './modules/jobs/jobs.repository.ts';
import { createJobsService } from './modules/jobs/jobs.service.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { createCompaniesRepository } from './modules/companies/companies.repository.ts';
import { createCompaniesService } from './modules/companies/companies.service.ts';
import { companiesRoutes } from './modules/companies/companies.routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerStaticWeb } from './plugins/static-web.ts';
import { authPlugin } from './plugins/auth.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createRateLimitRepository } from './modules/auth/rate-limit.repository.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createTermsRepository } from './modules/terms/terms.repository.ts';
import { createTermsService } from './modules/terms/terms.service.ts';
import { termsRoutes } from './modules/terms/terms.routes.ts';
import { rolesRoutes } from './modules/roles/roles.routes.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';

export interface AppDeps {
  env: Env;
  database: Database;
  mailer: Mailer;
  storage: Storage;
  /** HMAC secret for signed links (SECRET_KEY, or one kept in DATA_DIR). */
  secret: string;
  webDistDir?: string;
  logger?: boolean;
}

export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const { env, database } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: env.LOG_LEVEL, redact: ['req.headers.authorization', 'req.body.password'] },
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  await registerSecurityHeaders(app);

  const auth = createAuthService({
    repo: createAuthRepository(database.db),
    limits: createRateLimitRepository(database.db),
    mailer: deps.mailer,
    log: app.log,
    config: {
      secret: deps.secret,
      appUrl: env.APP_URL,
      tokenTtlHours: env.TOKEN_TTL_HOURS,
      rememberTtlHours: env.REMEMBER_TOKEN_TTL_HOURS,
      loginMaxPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      loginMaxPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
      forgotMaxPerAccount: env.FORGOT_MAX_PER_ACCOUNT,
      forgotMaxPerAddress: env.FORGOT_MAX_PER_ADDRESS,
      windowMinutes: env.RATE_LIMIT_WINDOW_MINUTES,
    },
  });
  const terms = createTermsService(createTermsRepository(database.db));
  const users = createUsersService(createUsersRepository(database.db));
  const files = createFilesService({ storage: deps.storage, secret: deps.secret });
  const jobs = createJobsService({ repo: createJobsRepository(database.db), files });
  const orientations = createOrientationsService({ repo: createOrientationsRepository(database.db), files });
  const contractTypes = createContractTypesService(createContractTypesRepository(database.db));
  const applications = createApplicationsService({ repo: createApplicationsRepository(database.db), mailer: deps.mailer, log: app.log });
  const companies = createCompaniesService({ repo: createCompaniesRepository(database.db), files, users });

  const signup = createSignupService({ users, companies, terms, mailer: deps.mailer, appUrl: env.APP_URL, log: app.log });
  await app.register(authPlugin, { auth });
  // Multipart fields arrive as plain values and files as buffers (images are at most 5 MB);
  // large videos never come this way, they go to signed upload URLs.
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 5 * 1024 * 1024 + 1, files: 4, fields: 40 } });
  await app.register(
    async (api) => {
      await api.register(authRoutes, { auth });
      await api.register(termsRoutes, { terms });
      await api.register(rolesRoutes);
      await api.register(usersRoutes, { users });
      await api.register(filesRoutes, { files });
      await api.register(companiesRoutes, { companies });
      await api.register(jobsRoutes, { jobs });
      await api.register(contractTypesRoutes, { contractTypes });
      await api.register(applicationsRoutes, { applications });
      await api.register(signupRoutes, { signup });
      await api.register(orientationsRoutes, { orientations });
      await api.register(configRoutes, {
        database,
        config: { support_url: env.SUPPORT_URL, academic_password_recovery_url: env.ACADEMIC_PASSWORD_RECOVERY_URL },
      });
    },
    { prefix: '/api' },
  );
  await registerStaticWeb(app, deps.webDistDir);
  return app;
};
