import type { TestApp, loginAs } from '../../test/test-app.ts';

type Session = Awaited<ReturnType<typeof loginAs>>;

/** Applies `student` to an open job of `owner` they have not applied to yet; answers the application id. */
export const applyFresh = async (
  t: TestApp,
  owner: Session,
  student: Session,
  ra: string,
): Promise<{ id: number; job_id: number }> => {
  const jobs = (await t.app.inject({ url: '/api/jobs?limit=100', headers: owner.headers })).json().data as Array<{
    id: number;
    status: number;
  }>;
  const mine = (await t.app.inject({ url: '/api/applications?limit=100', headers: student.headers })).json()
    .data as Array<{ job_id: number }>;
  const staff = (await t.app.inject({ url: '/api/applications?limit=100', headers: owner.headers })).json()
    .data as Array<{ job_id: number; ra: string }>;
  const taken = new Set([...mine.map((a) => a.job_id), ...staff.filter((a) => a.ra === ra).map((a) => a.job_id)]);
  const job = jobs.find((j) => j.status === 1 && !taken.has(j.id));
  if (!job) throw new Error('no open job left to apply to');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: student.headers,
    payload: { job_id: job.id, ra },
  });
  if (res.statusCode !== 201) throw new Error(`apply failed: ${res.statusCode} ${res.body}`);
  return { id: res.json().id, job_id: job.id };
};
