import { queryOptions } from '@tanstack/react-query';
import { interviewScriptSchema, stageMessages, type InterviewScript } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { SLOW_CALL_MS } from './slow-call';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The questions of the simulated interview for a job: `GET /api/interview/job/{id}`; on 404 the
 * script is written by `POST /api/interview { id_job }`, with 'Roteiro gerado com sucesso para a vaga {id}'.
 */
export const interviewScriptQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: queryKeys.stage.interview(jobId),
    queryFn: async ({ signal }): Promise<InterviewScript> => {
      try {
        return await apiFetch(`/interview/job/${jobId}`, { signal, schema: interviewScriptSchema });
      } catch (error) {
        if (!isApiError(error) || error.status !== 404) throw error;
      }
      const created = await apiFetch('/interview', {
        method: 'POST',
        body: { id_job: jobId },
        schema: interviewScriptSchema,
        timeoutMs: SLOW_CALL_MS,
      });
      toast.success(created.message ?? stageMessages.scriptGenerated(jobId));
      return created;
    },
    staleTime: Infinity,
    retry: false,
  });
