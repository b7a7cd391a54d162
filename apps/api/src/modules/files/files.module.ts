import { defineModule } from '../../platform-module.ts';
import { filesRoutes } from './files.routes.ts';
import { createFilesService } from './files.service.ts';

export const filesModule = defineModule({
  name: 'files',
  services: ({ storage, secret }) => ({ files: createFilesService({ storage, secret }) }),
  routes: (api, s) => api.register(filesRoutes, { files: s.files }),
});
