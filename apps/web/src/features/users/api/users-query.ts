import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, usersApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

export interface UsersParams {
  page: number;
  /** Role filter: 1 admin, 2 representative, 3 student. */
  role: number;
  /** 'Buscar Usuário' text ('' for none). */
  name: string;
  /** 'Ativo' filter: active, waiting for activation, disabled, or '' for everyone. */
  active?: '' | UsersActiveFilter;
}

/** The 'Ativo' filter's values in the page's URL (`?ativo=`) and the API's `status` for each. */
export const USERS_ACTIVE_STATUS = { sim: 'active', pendente: 'pending', nao: 'disabled' } as const;
export type UsersActiveFilter = keyof typeof USERS_ACTIVE_STATUS;

/** `GET /api/users?page&limit=10&role&name&status` (admin): a page of users with their companies. */
export const usersQueryOptions = (params: UsersParams) =>
  queryOptions({
    queryKey: queryKeys.users.list(params),
    queryFn: ({ signal }) =>
      callApi(usersApi.list, {
        signal,
        query: {
          page: params.page,
          limit: PAGE_SIZE,
          role: params.role,
          name: params.name.trim(),
          ...(params.active && { status: USERS_ACTIVE_STATUS[params.active] }),
        },
      }),
    placeholderData: keepPreviousData,
  });
