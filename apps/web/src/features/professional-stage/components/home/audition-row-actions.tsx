import { useState, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import { stageMessages, type Audition } from '@portal/contracts';
import { RowAction } from '../../../../components/data-table/row-action';
import { ConfirmTypingDialog } from '../../../../components/dialog/confirm-typing-dialog';
import { toast } from '../../../../lib/toast';
import { checkAudition } from '../../api/check-audition';
import { useDeleteAudition } from '../../api/delete-audition';
import { hasFeedback } from './audition-display';
import { AuditionVideoDialog } from './audition-video-dialog';
import { FeedbackDialog } from '../feedback/feedback-dialog';

type Open = { kind: 'feedback' | 'video' | 'delete'; audition: Audition; url?: string } | null;

/** The row buttons (feedback, video, `extra`, delete) and the dialogs they open. */
export const useAuditionActions = (extra?: (a: Audition) => ReactNode) => {
  const [open, setOpen] = useState<Open>(null);
  const [last, setLast] = useState<Open>(null);
  const [checking, setChecking] = useState<number | null>(null);
  const remove = useDeleteAudition();
  const show = (next: Open) => {
    setOpen(next);
    if (next) setLast(next);
  };
  const close = () => setOpen(null);

  // A finished analysis explains itself, a failed one says why; until then, 'aguarde'.
  const openFeedback = (a: Audition) => {
    if (hasFeedback(a)) show({ kind: 'feedback', audition: a });
    else toast.warning(stageMessages.feedbackUnavailable);
  };
  const openVideo = async (a: Audition) => {
    if (!a.file_key) {
      toast.warning(stageMessages.feedbackUnavailable);
      return;
    }
    setChecking(a.id);
    try {
      const check = await checkAudition(a.id);
      show({ kind: 'video', audition: a, url: check.file_url });
    } catch {
      toast.warning(stageMessages.feedbackUnavailable);
    } finally {
      setChecking(null);
    }
  };
  const confirmDelete = () => {
    if (open?.kind !== 'delete') return;
    remove.mutate(open.audition.id, {
      onSuccess: () => {
        toast.success(stageMessages.deleted);
        close();
      },
      onError: () => toast.error(stageMessages.deleteFailed),
    });
  };

  const buttons = (a: Audition) => (
    <>
      <RowAction
        label={`Feedback de ${a.code}`}
        icon={<InsightsOutlined fontSize="small" />}
        color="primary"
        onClick={() => openFeedback(a)}
      />
      <RowAction
        label={`Assistir ${a.code}`}
        icon={<PlayCircleOutlined fontSize="small" />}
        color="primary"
        disabled={checking === a.id}
        onClick={() => void openVideo(a)}
      />
      {extra?.(a)}
      <RowAction
        label={`Excluir ${a.code}`}
        icon={<DeleteOutline fontSize="small" />}
        color="error"
        onClick={() => show({ kind: 'delete', audition: a })}
      />
    </>
  );

  // The closing dialog keeps its content (`last`) while it fades out.
  const dialogs = (
    <>
      <FeedbackDialog
        open={open?.kind === 'feedback'}
        audition={last?.kind === 'feedback' ? last.audition : null}
        onClose={close}
      />
      <AuditionVideoDialog
        open={open?.kind === 'video'}
        url={last?.kind === 'video' ? (last.url ?? null) : null}
        auditionId={last?.kind === 'video' && last.audition.has_captions ? last.audition.id : null}
        title={last ? `${last.audition.activity.title} · ${last.audition.code}` : ''}
        onClose={close}
      />
      <ConfirmTypingDialog
        open={open?.kind === 'delete'}
        onClose={close}
        onConfirm={confirmDelete}
        loading={remove.isPending}
        title="Excluir apresentação"
      >
        <Typography>
          Deseja excluir a apresentação <strong>{last?.audition.code}</strong>? O vídeo e o feedback serão apagados.
        </Typography>
      </ConfirmTypingDialog>
    </>
  );

  return { buttons, dialogs };
};
