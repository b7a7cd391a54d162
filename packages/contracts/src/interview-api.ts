import { idParamSchema } from './common.ts';
import { route } from './route.ts';
import { createInterviewSchema, interviewScriptSchema } from './stage.ts';

/**
 * A job's interview script, docs/spec/07-api.md#every-route (docs/decisions/024-route-table.md):
 * read it, or on 404 have it written (201, or 200 when another call wrote it first).
 */
export const interviewApi = {
  get: route({
    method: 'GET',
    path: '/interview/job/:id',
    params: idParamSchema,
    responses: { 200: interviewScriptSchema },
  }),
  create: route({
    method: 'POST',
    path: '/interview',
    body: createInterviewSchema,
    responses: { 200: interviewScriptSchema, 201: interviewScriptSchema },
  }),
};
