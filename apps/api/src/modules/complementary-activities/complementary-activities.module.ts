import type { Env } from '../../env.ts';
import { defineModule } from '../../platform-module.ts';
import { createHttpGateway } from '../../providers/university-gateway/http-gateway.ts';
import type { StudentAccess } from '../students/students.access.ts';
import { createComplementaryActivitiesRepository } from './complementary-activities.repository.ts';
import { complementaryActivitiesRoutes } from './complementary-activities.routes.ts';
import { createComplementaryActivitiesService } from './complementary-activities.service.ts';

/** The university gateway, when UNIVERSITY_GATEWAY_URL is set; otherwise the embedded table answers. */
const universityGatewayFrom = (env: Env) =>
  env.UNIVERSITY_GATEWAY_URL
    ? createHttpGateway({
        baseUrl: env.UNIVERSITY_GATEWAY_URL,
        token: env.UNIVERSITY_GATEWAY_TOKEN,
        timeoutMs: env.UNIVERSITY_GATEWAY_TIMEOUT_MS,
      })
    : undefined;

/** The hours chart of complementary activities (from the university gateway when configured). */
export const complementaryActivitiesModule = defineModule({
  name: 'complementary-activities',
  services: ({ env, db, log }, s: { studentAccess: StudentAccess }) => ({
    complementary: createComplementaryActivitiesService({
      repo: createComplementaryActivitiesRepository(db),
      access: s.studentAccess,
      gateway: universityGatewayFrom(env),
      log,
    }),
  }),
  routes: (api, s) => api.register(complementaryActivitiesRoutes, { complementary: s.complementary }),
});
