import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookmarkSchema,
  createBookmarkSchema,
  idParamSchema,
  ROLE_ID,
  studentBookmarkListSchema,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { ownsBody, ownsPath } from '../../plugins/ownership.ts';
import type { BookmarksService } from './bookmarks.service.ts';

export const bookmarksRoutes: FastifyPluginAsyncZod<{ bookmarks: BookmarksService }> = async (app, { bookmarks }) => {
  const student = requireRole(ROLE_ID.student);

  app.get(
    '/student-bookmark',
    { onRequest: student, schema: { response: { 200: studentBookmarkListSchema } } },
    (req) => bookmarks.list(requireUser(req)),
  );
  app.post(
    '/bookmark',
    {
      onRequest: student,
      config: ownsBody('student_id', bookmarks.authorizeAdd),
      schema: { body: createBookmarkSchema, response: { 201: bookmarkSchema } },
    },
    async (req, reply) => reply.status(201).send(await bookmarks.add(requireUser(req), req.body)),
  );
  const item = { onRequest: student, config: ownsPath(bookmarks.authorizeItem), schema: { params: idParamSchema } };
  app.delete('/bookmark/:id', item, async (req, reply) => {
    await bookmarks.remove(requireUser(req), req.params.id);
    return reply.status(204).send();
  });
};
