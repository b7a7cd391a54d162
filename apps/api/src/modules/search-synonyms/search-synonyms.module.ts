import { defineModule } from '../../platform-module.ts';
import { createSearchSynonymsRepository } from './search-synonyms.repository.ts';
import { searchSynonymsRoutes } from './search-synonyms.routes.ts';
import { createSearchSynonymsService } from './search-synonyms.service.ts';

/** The office's synonyms, applied by the search and the alerts (docs/decisions/020-search-relevance.md). */
export const searchSynonymsModule = defineModule({
  name: 'search-synonyms',
  services: ({ db }) => ({ searchSynonyms: createSearchSynonymsService(createSearchSynonymsRepository(db)) }),
  routes: (api, s) => api.register(searchSynonymsRoutes, { searchSynonyms: s.searchSynonyms }),
});
