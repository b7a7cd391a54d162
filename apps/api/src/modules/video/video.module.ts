import { defineModule } from '../../platform-module.ts';
import type { AuditionsService } from '../stage/auditions/auditions.service.ts';
import { createVideoRepository } from './video.repository.ts';
import { videoRoutes } from './video.routes.ts';
import { createVideoService } from './video.service.ts';

export const videoModule = defineModule({
  name: 'video',
  services: ({ db }, s: { stage: { auditions: AuditionsService } }) => ({
    video: createVideoService({ repo: createVideoRepository(db), auditions: s.stage.auditions }),
  }),
  routes: (api, s) => api.register(videoRoutes, { video: s.video }),
});
