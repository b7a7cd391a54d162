import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PNG_1X1 } from '../../test/multipart.ts';

export type Headers = Record<string, string>;

/** The first bytes of a WebM (EBML) and an MP4 (ftyp) file, padded to the wanted size. */
export const webm = (size = 4096) => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81]), Buffer.alloc(Math.max(0, size - 16), 7)]);
export const mp4 = (size = 4096) => Buffer.concat([Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0]), Buffer.alloc(Math.max(0, size - 16), 3)]);
export { PNG_1X1 };

export const sign = (app: FastifyInstance, headers: Headers, body: { file_name?: string; content_type: string; size: number; audition_id?: number }) =>
  app.inject({ method: 'POST', url: '/api/stage/uploads/sign', headers, payload: { file_name: 'arquivo', ...body } });

export const put = (app: FastifyInstance, url: string, data: Buffer, contentType: string) =>
  app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload: data });

/** Signs and uploads a file; answers its storage key. */
export const upload = async (app: FastifyInstance, headers: Headers, data: Buffer, contentType: string, auditionId?: number): Promise<string> => {
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

export const createAudition = async (app: FastifyInstance, headers: Headers, payload: { activity_id: number; job_id?: number }) => {
  const res = await app.inject({ method: 'POST', url: '/api/stage/auditions', headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; code: string; user_id: number };
};
