import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { StudentApplication, StudentBookmark, StudentJob, StudentJobList } from '@portal/contracts';
import { patchStudentJob } from './patch-student-job';
import { queryKeys } from '../../../lib/query-keys';

const job = (id: number): StudentJob => ({
  id,
  title: `Vaga ${id}`,
  status: 1,
  area: null,
  contract_type: null,
  state: 'SP',
  city: 'Campinas',
  remuneration_initial: null,
  remuneration_final: null,
  department: null,
  experience_level: null,
  work_mode: null,
  employment_type: null,
  description: 'Descrição',
  assignments: null,
  requirements: null,
  additional_info: null,
  created_at: '2026-01-01T00:00:00.000Z',
  applications_count: 3,
  company: {
    id: 1,
    name: 'Acme',
    logo_image: null,
    cover_image: null,
    about: '',
    area: 'TI',
    site: null,
    email_curriculum: null,
    employees_number: 0,
  },
  application_id: null,
  bookmark_id: null,
  closes_at: null,
});
const meta = { total: 2, per_page: 10, current_page: 1, last_page: 1, first_page: 1 };

describe('patchStudentJob', () => {
  it('changes the job in the search, applications and bookmark lists, and nothing else', () => {
    const client = new QueryClient();
    const search: StudentJobList = { meta, data: [job(1), job(2)] };
    const applications = { meta, data: [{ id: 9, job: job(1) } as unknown as StudentApplication] };
    const bookmarks: StudentBookmark[] = [
      { id: 5, job_id: 1, job: job(1) },
      { id: 6, job_id: 2, job: job(2) },
    ];
    const other = { data: [job(1)] };
    client.setQueryData(queryKeys.studentJobs.search({}), search);
    client.setQueryData(queryKeys.studentJobs.applications(1), applications);
    client.setQueryData(queryKeys.studentJobs.bookmarks, bookmarks);
    client.setQueryData(['jobs', 'list'], other);

    patchStudentJob(client, 1, (j) => ({ ...j, application_id: 42, applications_count: j.applications_count + 1 }));

    const s = client.getQueryData<StudentJobList>(queryKeys.studentJobs.search({}));
    expect(s?.data.map((j) => [j.id, j.application_id, j.applications_count])).toEqual([
      [1, 42, 4],
      [2, null, 3],
    ]);
    expect(
      client.getQueryData<typeof applications>(queryKeys.studentJobs.applications(1))?.data[0]?.job.application_id,
    ).toBe(42);
    const b = client.getQueryData<StudentBookmark[]>(queryKeys.studentJobs.bookmarks);
    expect(b?.map((x) => x.job.application_id)).toEqual([42, null]);
    expect(client.getQueryData<typeof other>(['jobs', 'list'])?.data[0]?.application_id).toBeNull();
  });

  it("leaves an application's stage history alone (an array of stage rows, not of jobs)", () => {
    const client = new QueryClient();
    const history = [{ stage: 'received', changed_at: '2026-01-01T00:00:00.000Z' }];
    client.setQueryData(queryKeys.studentJobs.history(9, null), history);
    client.setQueryData(queryKeys.studentJobs.applications(1), { meta, data: [{ id: 9, job: job(1) }] });

    patchStudentJob(client, 1, (j) => ({ ...j, application_id: null }));

    expect(client.getQueryData(queryKeys.studentJobs.history(9, null))).toBe(history);
  });
});
