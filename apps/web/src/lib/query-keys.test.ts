import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateKeys, queryKeys } from './query-keys';

const seeded = () => {
  const client = new QueryClient();
  client.setQueryData(queryKeys.jobs.list({ page: 1 }), 'jobs page');
  client.setQueryData(queryKeys.jobs.detail(7), 'job 7');
  client.setQueryData(queryKeys.companies.options, 'companies');
  client.setQueryData(queryKeys.users.detail(7), 'user 7');
  return client;
};
const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('queryKeys', () => {
  it("a domain's root is the prefix of its lists, details and options", () => {
    const children = [queryKeys.jobs.list({}), queryKeys.jobs.detail(1)];
    for (const key of children) expect(key.slice(0, 1)).toEqual(queryKeys.jobs.all);
    expect(queryKeys.contractTypes.options.slice(0, 1)).toEqual(queryKeys.contractTypes.all);
    expect(queryKeys.stage.submissions({}).slice(0, 2)).toEqual(queryKeys.stage.auditions);
    expect(queryKeys.studentJobs.bookmarks.slice(0, 1)).toEqual(queryKeys.studentJobs.all);
  });

  it('invalidateKeys marks every query under the given roots stale, and no other', async () => {
    const client = seeded();
    await invalidateKeys(client, queryKeys.jobs.all, queryKeys.companies.all);
    expect(stale(client, queryKeys.jobs.list({ page: 1 }))).toBe(true);
    expect(stale(client, queryKeys.jobs.detail(7))).toBe(true);
    expect(stale(client, queryKeys.companies.options)).toBe(true);
    expect(stale(client, queryKeys.users.detail(7))).toBe(false);
  });
});
