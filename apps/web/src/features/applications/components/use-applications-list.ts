import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { applicationMessages } from '@portal/contracts';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePaging } from '../../../lib/use-paging';
import { applicationsQueryOptions } from '../api/applications-query';

/** Delay of the student-name search. */
const NAME_SEARCH_DELAY_MS = 400;

/**
 * A page of applications (of one job, or all the staff member may see), searched by student
 * name. A failed load toasts 'Falha ao buscar candidaturas! Recarregue a página e tente novamente.'.
 */
export const useApplicationsList = (jobId?: number) => {
  const [text, setText] = useState('');
  const name = useDebouncedValue(text, NAME_SEARCH_DELAY_MS).trim();
  const { page, setPage, afterRemoving } = usePaging(`${jobId ?? ''}|${name}`);
  const query = useQuery(applicationsQueryOptions({ page, name, jobId }));
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(applicationMessages.listFailed);
  }, [failedAt]);

  return {
    text,
    setText,
    name,
    waiting: text.trim() !== name,
    page,
    afterRemoving,
    table: {
      rows: query.data?.data,
      loading: query.isPending,
      fetching: query.isFetching && query.isPlaceholderData,
      error: query.error
        ? new ApiError(query.error instanceof ApiError ? query.error.status : 0, [
            { message: applicationMessages.listFailed },
          ])
        : null,
      onRetry: () => void query.refetch(),
      page,
      lastPage: query.data?.meta.last_page ?? 1,
      total: query.data?.meta.total,
      onPageChange: setPage,
    },
  };
};
