import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { BIOMETRIC_CONSENT_VERSION } from '@portal/contracts';
import { PNG_1X1 } from '../../test/multipart.ts';
import { WEBM_HEADER, webm } from '../../test/webm.ts';

export type Headers = Record<string, string>;

export { WEBM_HEADER, webm };
/** An MP4's ftyp box, padded to the wanted size. */
export const mp4 = (size = 4096) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0]),
    Buffer.alloc(Math.max(0, size - 16), 3),
  ]);
export { PNG_1X1 };

/** The student accepts the face-photo consent (image uploads need it); accepting twice is fine. */
export const giveConsent = (app: FastifyInstance, headers: Headers) =>
  app.inject({
    method: 'POST',
    url: '/api/stage/biometric-consent',
    headers,
    payload: { version: BIOMETRIC_CONSENT_VERSION },
  });

/** Signs an upload; for an image, with the consent given first. */
export const sign = async (
  app: FastifyInstance,
  headers: Headers,
  body: { file_name?: string; content_type: string; size: number; audition_id?: number },
) => {
  if (body.content_type.startsWith('image/')) await giveConsent(app, headers);
  return app.inject({
    method: 'POST',
    url: '/api/stage/uploads/sign',
    headers,
    payload: { file_name: 'arquivo', ...body },
  });
};

export const put = (app: FastifyInstance, url: string, data: Buffer, contentType: string) =>
  app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload: data });

/** Signs and uploads a file; answers its storage key. */
export const upload = async (
  app: FastifyInstance,
  headers: Headers,
  data: Buffer,
  contentType: string,
  auditionId?: number,
): Promise<string> => {
  const signed = await sign(app, headers, { content_type: contentType, size: data.length, audition_id: auditionId });
  expect(signed.statusCode, signed.body).toBe(200);
  const res = await put(app, signed.json().url, data, contentType);
  expect(res.statusCode, res.body).toBe(200);
  return signed.json().key as string;
};

/** Registers the five face photos a recording needs. */
export const registerFivePhotos = async (app: FastifyInstance, headers: Headers, image = PNG_1X1) => {
  for (let i = 0; i < 5; i++) {
    const key = await upload(app, headers, image, 'image/png');
    const res = await app.inject({ method: 'POST', url: '/api/stage/biometrics', headers, payload: { file_key: key } });
    expect(res.statusCode, res.body).toBe(201);
  }
};

export const createAudition = async (
  app: FastifyInstance,
  headers: Headers,
  payload: { activity_id: number; job_id?: number },
) => {
  const res = await app.inject({ method: 'POST', url: '/api/stage/auditions', headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; code: string; user_id: number };
};

/** The student `ra` applied to a job of the representative `rep` and to none of `other`'s. */
export const applyOnlyTo = async (db: Db, ra: string, rep: number, other: number) => {
  await db.execute(sql`delete from applications a using jobs j, companies c, students s
    where a.job_id = j.id and j.companies_id = c.id and c.user_id = ${other} and a.student_id = s.id and s.ra = ${ra}`);
  await db.execute(sql`insert into applications (job_id, student_id)
    select j.id, s.id from jobs j join companies c on c.id = j.companies_id, students s
    where c.user_id = ${rep} and s.ra = ${ra} order by j.id limit 1 on conflict do nothing`);
};
