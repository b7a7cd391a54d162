import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { stageMessages } from '@portal/contracts';
import { toast } from '../../../../lib/toast';
import { auditionByCodeQueryOptions } from '../../api/audition-by-code-query';
import { FeedbackDialog } from '../feedback/feedback-dialog';
import { hasFeedback } from './audition-display';

/** `/palco-profissional?apresentacao={code}` (the link of the feedback e-mail) opens that feedback. */
export const LinkedFeedback = () => {
  const [params, setParams] = useSearchParams();
  const code = params.get('apresentacao')?.trim() ?? '';
  const query = useQuery({ ...auditionByCodeQueryOptions(code), enabled: code !== '' });
  const audition = query.data ?? null;
  const ready = audition !== null && hasFeedback(audition);

  // Nothing to show for that code (unknown, or still being analysed): say so once and drop the link.
  useEffect(() => {
    if (!code || query.isPending || ready) return;
    toast.warning(stageMessages.feedbackUnavailable);
    setParams(
      (p) => {
        p.delete('apresentacao');
        return p;
      },
      { replace: true },
    );
  }, [code, query.isPending, ready, setParams]);

  if (!code || !ready) return null;
  return (
    <FeedbackDialog
      open
      audition={audition}
      onClose={() => {
        setParams(
          (p) => {
            p.delete('apresentacao');
            return p;
          },
          { replace: true },
        );
      }}
    />
  );
};
