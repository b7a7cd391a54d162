import { queryOptions } from '@tanstack/react-query';
import { interviewApi, stageMessages, type InterviewScript } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
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
        return await callApi(interviewApi.get, { params: { id: jobId }, signal });
      } catch (error) {
        if (!isApiError(error) || error.status !== 404) throw error;
      }
      const created = await callApi(interviewApi.create, { body: { id_job: jobId }, timeoutMs: SLOW_CALL_MS });
      toast.success(created.message ?? stageMessages.scriptGenerated(jobId));
      return created;
    },
    staleTime: Infinity,
    retry: false,
  });
