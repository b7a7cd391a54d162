import { defineModule } from '../../platform-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { referenceChoices, type ReferenceDataService } from '../reference-data/reference-data.service.ts';
import { activationSender } from './users.mail.ts';
import { createUsersRepository } from './users.repository.ts';
import { usersRoutes } from './users.routes.ts';
import { createUsersService } from './users.service.ts';

export const usersModule = defineModule({
  name: 'users',
  services: (
    { env, db, mailer, log },
    s: { audit: AuditService; auth: AuthService; referenceData: ReferenceDataService },
  ) => ({
    users: createUsersService(createUsersRepository(db), {
      courses: referenceChoices(s.referenceData, 'courses'),
      welcome: (email, name) => s.auth.sendWelcome(email, name),
      audit: s.audit,
      activated: activationSender({ mailer, appUrl: env.APP_URL, log }),
      sessionsChanged: () => s.auth.sessionsChanged(),
    }),
  }),
  routes: (api, s) => api.register(usersRoutes, { users: s.users }),
});
