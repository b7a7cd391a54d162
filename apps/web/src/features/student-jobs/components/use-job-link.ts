import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { StudentJob } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { studentJobQueryOptions } from '../api/student-job-query';

const jobIdOf = (value: string | null): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/**
 * A job link (`/?vaga=<id>`, as the alert e-mails send): loads that job and hands it to `open`
 * (the 'Detalhes da vaga' dialog), then drops `vaga` from the address so closing the dialog or
 * reloading does not open it again. A closed or unknown job says so in a toast.
 */
export const useJobLink = (open: (job: StudentJob) => void): { loading: boolean } => {
  const [params, setParams] = useSearchParams();
  const id = jobIdOf(params.get('vaga'));
  const query = useQuery({ ...studentJobQueryOptions(id ?? 0), enabled: id !== null });
  const { data, error } = query;

  useEffect(() => {
    if (id === null || (!data && !error)) return;
    if (data) open(data);
    else toast.error(errorMessage(error));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('vaga');
        return next;
      },
      { replace: true },
    );
  }, [id, data, error, open, setParams]);

  return { loading: id !== null && query.isPending };
};
