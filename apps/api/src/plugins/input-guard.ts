import type { FastifyInstance } from 'fastify';
import { messages } from '@portal/contracts';
import { AppError } from '../lib/app-error.ts';

/** Deeper JSON than any form sends; past it a body is refused before anything recursive reads it. */
export const MAX_BODY_DEPTH = 32;

/**
 * Walks a parsed body without recursion (a 20 000-deep array must not overflow the stack):
 * 'nul' for a NUL in any key or string, 'deep' past MAX_BODY_DEPTH. File buffers are not read.
 */
export const inspectBody = (body: unknown): 'nul' | 'deep' | null => {
  const stack: Array<[unknown, number]> = [[body, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return 'nul';
      continue;
    }
    if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_BODY_DEPTH) return 'deep';
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return 'nul';
      stack.push([item, depth + 1]);
    }
  }
  return null;
};

/**
 * The only routes that take files. Elsewhere a multipart body is refused before a byte of it is
 * read: the parser would otherwise buffer up to its limits for any anonymous caller.
 */
export const TAKES_FILES = new Set([
  'POST /api/companies',
  'PUT /api/companies/:id',
  'POST /api/orientations',
  'PUT /api/orientations/:id',
  'POST /api/students/:id',
  'PUT /api/students/:id',
  'POST /api/events',
  'PUT /api/events/:id',
]);

/** Text fields of a form are short (the longest, a company's 'about', is 5000 characters). */
export const MULTIPART_LIMITS = { fieldSize: 64 * 1024, fields: 40, parts: 48, fieldNameSize: 100 } as const;

/**
 * Input no handler should see (docs/decisions/008-proof-suites.md, hostile input): PostgreSQL text cannot hold NUL, absurdly
 * nested JSON would overflow recursive code, and a multipart body without its boundary makes the
 * parser throw. Each becomes a clear 400 instead of a 500.
 */
export const registerInputGuard = (app: FastifyInstance): void => {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const type = request.headers['content-type'];
    if (typeof type === 'string' && /^\s*multipart\//i.test(type)) {
      if (!TAKES_FILES.has(`${request.method} ${request.routeOptions.url}`))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.errors.unsupportedMediaType);
      if (!/;\s*boundary=("[^"]+"|[^;\s]+)/i.test(type)) throw new AppError('BAD_REQUEST', messages.errors.badRequest);
    }
    return payload;
  });
  app.addHook('preValidation', async (request) => {
    if (request.url.includes('%00')) throw new AppError('BAD_REQUEST', messages.errors.nullCharacter);
    const problem = request.body && typeof request.body === 'object' ? inspectBody(request.body) : null;
    if (problem === 'nul') throw new AppError('BAD_REQUEST', messages.errors.nullCharacter);
    if (problem === 'deep') throw new AppError('BAD_REQUEST', messages.errors.badRequest);
  });
};
