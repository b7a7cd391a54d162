import { defineModule } from '../../platform-module.ts';
import { configRoutes } from './config.routes.ts';

/** Public settings for the browser, and the health and readiness probes. */
export const configModule = defineModule({
  name: 'config',
  routes: (api, _s, { env, database, readiness }) =>
    api.register(configRoutes, {
      database,
      readiness,
      config: { support_url: env.SUPPORT_URL, academic_password_recovery_url: env.ACADEMIC_PASSWORD_RECOVERY_URL },
    }),
});
