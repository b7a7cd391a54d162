import { queryOptions } from '@tanstack/react-query';
import { ROLE_ID, usersApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** Representatives offered per search: the list narrows as the admin types. */
export const REPRESENTATIVE_OPTIONS = 20;

export interface RepresentativeOption {
  id: number;
  name: string;
  email: string;
  is_active: boolean;
}

const toOption = (u: RepresentativeOption): RepresentativeOption => ({
  id: u.id,
  name: u.name,
  email: u.email,
  is_active: u.is_active,
});

/**
 * `GET /api/users?role=2&name=&limit=20` (admin): representatives whose name or e-mail contains
 * `search`, for the company filter and the form's 'Representante'. Hundreds of representatives
 * never travel to the browser at once.
 */
export const representativesSearchOptions = (search: string) =>
  queryOptions({
    queryKey: queryKeys.users.representatives(search),
    queryFn: ({ signal }) =>
      callApi(usersApi.list, {
        signal,
        query: { role: ROLE_ID.representative, name: search, limit: REPRESENTATIVE_OPTIONS, page: 1 },
      }).then((r) => ({ options: r.data.map(toOption), total: r.meta.total })),
    staleTime: 60_000,
  });

/** `GET /api/users/:id` (admin): the representative chosen by the address (`?user_id=`), for its name. */
export const representativeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.users.detail(id),
    queryFn: ({ signal }) => callApi(usersApi.get, { signal, params: { id } }).then(toOption),
  });
