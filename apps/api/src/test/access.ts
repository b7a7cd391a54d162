import { expect } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { loginAs } from './test-app.ts';

/**
 * The actors of the role matrix (docs/spec/06-roles.md#role-matrix): no token, an admin, the active representative of
 * Acme (rep), another active representative (rep2, Gamma), the inactive one (Beta), a student.
 */
export type Actor = 'anonymous' | 'admin' | 'rep' | 'rep2' | 'inactive' | 'student';
export type Sessions = Record<Actor, Record<string, string>> & { ids: Record<Exclude<Actor, 'anonymous'>, number> };

export const signInAll = async (app: FastifyInstance): Promise<Sessions> => {
  const who = ['admin', 'rep', 'rep2', 'inactive', 'student'] as const;
  const s = await Promise.all(who.map((w) => loginAs(app, w)));
  const [admin, rep, rep2, inactive, student] = s as [
    (typeof s)[0],
    (typeof s)[0],
    (typeof s)[0],
    (typeof s)[0],
    (typeof s)[0],
  ];
  return {
    anonymous: {},
    admin: admin.headers,
    rep: rep.headers,
    rep2: rep2.headers,
    inactive: inactive.headers,
    student: student.headers,
    ids: {
      admin: admin.user_id,
      rep: rep.user_id,
      rep2: rep2.user_id,
      inactive: inactive.user_id,
      student: student.user_id,
    },
  };
};

type Request = Pick<InjectOptions, 'method' | 'url' | 'payload'>;

/**
 * Sends one request per actor and checks each status (and that a refusal answers the error
 * shape without leaking the record). Only actors listed are tried.
 */
export const expectStatuses = async (
  app: FastifyInstance,
  sessions: Sessions,
  request: Request,
  expected: Partial<Record<Actor, number>>,
): Promise<void> => {
  for (const [actor, status] of Object.entries(expected) as Array<[Actor, number]>) {
    const res = await app.inject({ ...request, headers: sessions[actor] });
    expect(res.statusCode, `${actor} ${request.method ?? 'GET'} ${request.url}: ${res.body.slice(0, 200)}`).toBe(
      status,
    );
    if (status >= 400)
      expect(res.json().errors?.[0]?.message, `${actor} ${request.url} error message`).toEqual(expect.any(String));
  }
};

/** 401 without a token, 403 for every listed signed-in actor. */
export const refused = (...actors: Array<Exclude<Actor, 'anonymous' | 'admin'>>): Partial<Record<Actor, number>> =>
  Object.fromEntries([['anonymous', 401], ...actors.map((a) => [a, 403])]);
