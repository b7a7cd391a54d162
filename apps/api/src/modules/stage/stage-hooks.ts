import type { Logger } from '../../lib/logger.ts';

type Log = Pick<Logger, 'error'>;

/** Called once an audition has its video; the analysis module registers the handler. */
export type SubmittedHandler = (auditionId: number) => Promise<void> | void;

/**
 * The seam between the stage and the analysis pipeline. Submission stores the video and sets the
 * state to IDLE; whatever the registered handler does next (queue the analysis, set PENDING) must
 * never undo the submission, so its failures are logged, not thrown.
 */
export const createSubmissionHooks = (log: Log) => {
  let handler: SubmittedHandler | null = null;
  return {
    onSubmitted(fn: SubmittedHandler): void {
      if (handler) throw new Error('a submission handler is already registered');
      handler = fn;
    },
    async submitted(auditionId: number): Promise<void> {
      try {
        await handler?.(auditionId);
      } catch (err) {
        log.error({ err, auditionId }, 'submission handler failed');
      }
    },
  };
};

export type SubmissionHooks = ReturnType<typeof createSubmissionHooks>;
