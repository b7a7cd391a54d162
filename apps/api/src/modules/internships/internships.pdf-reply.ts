import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/** The stored PDF is never a page: no script, no frame (as files.routes serves uploads). */
const DOCUMENT_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";

/** Streams a frozen document as stored: the same bytes every time, as an attachment. */
export const sendPdf = (reply: FastifyReply, file: { stream: Readable; size: number; name: string }) =>
  reply
    .type('application/pdf')
    .header('content-length', String(file.size))
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', DOCUMENT_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .send(file.stream);
