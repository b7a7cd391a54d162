import { defineModule } from '../../platform-module.ts';
import { rolesRoutes } from './roles.routes.ts';

export const rolesModule = defineModule({
  name: 'roles',
  routes: (api) => api.register(rolesRoutes),
});
