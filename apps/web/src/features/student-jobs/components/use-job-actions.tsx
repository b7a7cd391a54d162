import { useState, type ReactNode } from 'react';
import { applicationMessages, bookmarkMessages, type StudentJob } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useApplyToJob } from '../api/apply-to-job';
import { useToggleBookmark } from '../api/toggle-bookmark';
import { useWithdrawApplication } from '../api/withdraw-application';
import { ApplicationConfirmDialog, type ApplicationAction } from './application-confirm-dialog';
import type { JobCardHandlers, JobCardState } from './job-card-actions';
import { JobDetailsDialog } from './job-details-dialog';

interface JobActionsOptions {
  /** Ask before applying too (the /candidaturas screen); withdrawing is always confirmed. */
  confirmApply?: boolean;
  /** The job as an action left it (applied, withdrawn, saved or not). */
  onChanged?: (job: StudentJob) => void;
}

const without = (set: ReadonlySet<number>, id: number) => new Set([...set].filter((x) => x !== id));

/**
 * Apply, withdraw and bookmark for any list of job cards, with the docs/spec/08-messages.md#applications toasts, the
 * confirmation dialog and the 'Detalhes da vaga' dialog. `dialogs` must be rendered by the page.
 */
export const useJobActions = ({ confirmApply = false, onChanged }: JobActionsOptions = {}) => {
  const apply = useApplyToJob();
  const withdraw = useWithdrawApplication();
  const bookmark = useToggleBookmark();
  const [applyBusy, setApplyBusy] = useState<ReadonlySet<number>>(new Set());
  const [bookmarkBusy, setBookmarkBusy] = useState<ReadonlySet<number>>(new Set());
  const [details, setDetails] = useState<StudentJob | null>(null);
  const [confirming, setConfirming] = useState<{ job: StudentJob; action: ApplicationAction } | null>(null);
  // The dialog shows the job as the last action left it (the lists refetch meanwhile).
  const sync = (job: StudentJob, patch: Partial<StudentJob>) => {
    setDetails((d) => (d && d.id === job.id ? { ...d, ...patch } : d));
    onChanged?.({ ...job, ...patch });
  };

  const run = (job: StudentJob, action: ApplicationAction) => {
    setApplyBusy((s) => new Set(s).add(job.id));
    const done = () => {
      setApplyBusy((s) => without(s, job.id));
      setConfirming(null);
    };
    if (action === 'aplicação') {
      apply.mutate(job, {
        onSuccess: (application) => {
          toast.success(applicationMessages.submitted);
          sync(job, { application_id: application.id, applications_count: job.applications_count + 1 });
        },
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: done,
      });
    } else {
      withdraw.mutate(job, {
        onSuccess: () => {
          toast.success(applicationMessages.removed);
          sync(job, { application_id: null, applications_count: Math.max(0, job.applications_count - 1) });
        },
        onError: () => toast.error(applicationMessages.removeFailed),
        onSettled: done,
      });
    }
  };

  const toggleBookmark = (job: StudentJob) => {
    setBookmarkBusy((s) => new Set(s).add(job.id));
    const removing = job.bookmark_id !== null;
    bookmark.mutate(job, {
      onSuccess: (bookmarkId) => {
        toast.success(removing ? bookmarkMessages.removed : bookmarkMessages.added);
        sync(job, { bookmark_id: bookmarkId });
      },
      onError: (error) =>
        toast.error(removing ? bookmarkMessages.removeFailed : errorMessage(error, bookmarkMessages.addFailed)),
      onSettled: () => setBookmarkBusy((s) => without(s, job.id)),
    });
  };

  const stateOf = (job: StudentJob): JobCardState => ({
    applied: job.application_id !== null,
    bookmarked: job.bookmark_id !== null,
    applyBusy: applyBusy.has(job.id),
    bookmarkBusy: bookmarkBusy.has(job.id),
  });

  const handlersFor = (job: StudentJob): JobCardHandlers => ({
    onDetails: () => setDetails(job),
    onApplyToggle: () => {
      const action: ApplicationAction = job.application_id !== null ? 'exclusão' : 'aplicação';
      if (action === 'exclusão' || confirmApply) setConfirming({ job, action });
      else run(job, action);
    },
    onBookmarkToggle: () => toggleBookmark(job),
  });

  const dialogs: ReactNode = (
    <>
      <JobDetailsDialog
        job={details}
        onClose={() => setDetails(null)}
        state={
          details ? stateOf(details) : { applied: false, bookmarked: false, applyBusy: false, bookmarkBusy: false }
        }
        handlers={
          details ? handlersFor(details) : { onApplyToggle: () => undefined, onBookmarkToggle: () => undefined }
        }
      />
      <ApplicationConfirmDialog
        job={confirming?.job ?? null}
        action={confirming?.action ?? 'aplicação'}
        busy={confirming ? applyBusy.has(confirming.job.id) : false}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && run(confirming.job, confirming.action)}
      />
    </>
  );

  return { stateOf, handlersFor, dialogs, openDetails: setDetails };
};
