import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, userListSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

export interface UsersParams {
  page: number;
  /** Role filter: 1 admin, 2 representative, 3 student. */
  role: number;
  /** 'Buscar Usuário' text ('' for none). */
  name: string;
  /** 'Ativo' filter: 'sim', 'nao' or '' for everyone. */
  active?: '' | 'sim' | 'nao';
}

/** `GET /api/users?page&limit=10&role&name&is_active` (admin): a page of users with their companies. */
export const usersQueryOptions = (params: UsersParams) =>
  queryOptions({
    queryKey: ['users', 'list', params],
    queryFn: ({ signal }) =>
      apiFetch('/users', {
        signal,
        query: {
          page: params.page,
          limit: PAGE_SIZE,
          role: params.role,
          name: params.name.trim(),
          ...(params.active && { is_active: params.active === 'sim' }),
        },
        schema: userListSchema,
      }),
    placeholderData: keepPreviousData,
  });
