import { defineModule } from '../../platform-module.ts';
import type { StudentJobsService } from '../student-jobs/student-jobs.service.ts';
import { createBookmarksRepository } from './bookmarks.repository.ts';
import { bookmarksRoutes } from './bookmarks.routes.ts';
import { createBookmarksService } from './bookmarks.service.ts';

export const bookmarksModule = defineModule({
  name: 'bookmarks',
  services: ({ db }, s: { studentJobs: StudentJobsService }) => ({
    bookmarks: createBookmarksService({ repo: createBookmarksRepository(db), studentJobs: s.studentJobs }),
  }),
  routes: (api, s) => api.register(bookmarksRoutes, { bookmarks: s.bookmarks }),
});
