import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orientationSchema, type Orientation, type PaginationMeta } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type OrientationPage = { meta: PaginationMeta; data: Orientation[] };

/**
 * `PUT /api/orientations/:id {show}`: the hide checkbox (checked means hidden, so it sends
 * `show: false`). The lists change at once and are read again afterwards.
 */
export const useSetOrientationShow = () => {
  const client = useQueryClient();
  const listKey = queryKeys.orientations.lists;
  return useMutation({
    mutationFn: ({ id, show }: { id: number; show: boolean }) =>
      apiFetch(`/orientations/${id}`, { method: 'PUT', body: { show }, schema: orientationSchema }),
    onMutate: async ({ id, show }) => {
      await client.cancelQueries({ queryKey: listKey });
      client.setQueriesData<OrientationPage>({ queryKey: listKey }, (page) =>
        page ? { ...page, data: page.data.map((o) => (o.id === id ? { ...o, show } : o)) } : page,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.orientations.all }),
  });
};
