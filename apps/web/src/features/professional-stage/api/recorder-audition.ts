import { queryOptions } from '@tanstack/react-query';
import { auditionSchema, type Audition } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { readDraft, writeDraft } from '../components/recorder/audition-draft';
import { stageKeys } from './stage-keys';

const draftAudition = async (activityId: number, jobId: number | null, signal: AbortSignal): Promise<Audition | null> => {
  const draft = readDraft();
  if (!draft || draft.activity_id !== activityId || draft.job_id !== jobId) return null;
  try {
    const audition = await apiFetch(`/stage/auditions/${draft.audition_id}`, { signal, schema: auditionSchema });
    // A draft whose video was already sent (another tab) is not reused.
    return audition.file_key ? null : audition;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
};

/**
 * SEED-SPEC §4 audition creation: the recorder's audition is the locally kept draft for the same
 * activity (and job), or a new one (`POST /api/stage/auditions { activity_id, job_id }`), which
 * becomes the draft. As a query, a second mount (StrictMode, revisits) reuses the answer.
 */
export const recorderAuditionQueryOptions = (activityId: number, jobId: number | null) =>
  queryOptions({
    queryKey: stageKeys.recorderAudition(activityId, jobId),
    queryFn: async ({ signal }) => {
      const kept = await draftAudition(activityId, jobId, signal);
      if (kept) return kept;
      const created = await apiFetch('/stage/auditions', {
        method: 'POST',
        body: { activity_id: activityId, job_id: jobId },
        schema: auditionSchema,
      });
      writeDraft({ activity_id: activityId, job_id: jobId, audition_id: created.id, code: created.code });
      return created;
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
