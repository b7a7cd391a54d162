import { queryOptions } from '@tanstack/react-query';
import { type Audition, stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { isApiError } from '../../../lib/api-error';
import { readDraft, writeDraft } from '../components/recorder/audition-draft';
import { queryKeys } from '../../../lib/query-keys';

const draftAudition = async (activityId: number, jobId: number | null): Promise<Audition | null> => {
  const draft = readDraft();
  if (!draft || draft.activity_id !== activityId || draft.job_id !== jobId) return null;
  try {
    const audition = await callApi(stageApi.audition, { params: { id: draft.audition_id } });
    // A draft whose video was already sent (another tab) is not reused.
    return audition.file_key ? null : audition;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
};

/** The kept draft, or a new audition that becomes the draft. */
const draftOrNew = async (activityId: number, jobId: number | null): Promise<Audition> => {
  const kept = await draftAudition(activityId, jobId);
  if (kept) return kept;
  const created = await callApi(stageApi.createAudition, { body: { activity_id: activityId, job_id: jobId } });
  writeDraft({ activity_id: activityId, job_id: jobId, audition_id: created.id, code: created.code });
  return created;
};

/**
 * One look-up or creation at a time per activity and job. The page can mount twice in a row (a
 * child suspending hides and shows it again): with gcTime 0 the second mount starts a new query
 * while the first one's POST is still on its way, and the student got two auditions. A second
 * call joins the first instead, and neither is cancelled half-way.
 */
const inFlight = new Map<string, Promise<Audition>>();
export const recorderAudition = (activityId: number, jobId: number | null): Promise<Audition> => {
  const key = `${activityId}:${jobId ?? ''}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = draftOrNew(activityId, jobId).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
};

/**
 * docs/spec/04-states.md#audition-creation: the recorder's audition is the locally kept draft for the same
 * activity (and job), or a new one (`POST /api/stage/auditions { activity_id, job_id }`), which
 * becomes the draft. As a query, a second mount (StrictMode, revisits) reuses the answer.
 */
export const recorderAuditionQueryOptions = (activityId: number, jobId: number | null) =>
  queryOptions({
    queryKey: queryKeys.stage.recorderAudition(activityId, jobId),
    queryFn: () => recorderAudition(activityId, jobId),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
