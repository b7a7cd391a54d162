import { route } from './route.ts';
import { publishedVideoParamsSchema, publishedVideoSchema } from './stage.ts';

/** A candidate's published video CV for staff, docs/spec/07-api.md#every-route (docs/decisions/024-route-table.md). */
export const videoApi = {
  published: route({
    method: 'GET',
    path: '/video/auditions/:ra/published',
    params: publishedVideoParamsSchema,
    responses: { 200: publishedVideoSchema },
  }),
};
