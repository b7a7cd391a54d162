import { defineModule } from '../../platform-module.ts';
import type { CompaniesService } from '../companies/companies.service.ts';
import type { TermsService } from '../terms/terms.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { signupRoutes } from './signup.routes.ts';
import { createSignupService } from './signup.service.ts';

type Limits = Parameters<typeof createSignupService>[0]['limits'];

export const signupModule = defineModule({
  name: 'signup',
  services: (
    { env, mailer, log },
    s: { users: UsersService; companies: CompaniesService; terms: TermsService; rateLimits: Limits },
  ) => ({
    signup: createSignupService({
      users: s.users,
      companies: s.companies,
      terms: s.terms,
      mailer,
      appUrl: env.APP_URL,
      log,
      limits: s.rateLimits,
      maxPerAddress: env.SIGNUP_MAX_PER_ADDRESS,
    }),
  }),
  routes: (api, s) => api.register(signupRoutes, { signup: s.signup }),
});
