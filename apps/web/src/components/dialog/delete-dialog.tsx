import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { isApiError } from '../../lib/api-error';
import { showDeleteError } from '../../lib/submit-error';
import { toast } from '../../lib/toast';
import { ConfirmDialog } from './confirm-dialog';
import { ConfirmTypingDialog } from './confirm-typing-dialog';

/** What the dialog needs of a feature's delete mutation (its `useDeleteX()`, which keeps the invalidations). */
export interface DeleteMutation<V> {
  mutateAsync: (variables: V) => Promise<unknown>;
  isPending: boolean;
}

/**
 * Why the item cannot be deleted yet (a company with jobs, a user with companies): the dialog says
 * so instead of asking, and offers to show what is in the way.
 */
export interface DeleteBlock {
  /** The reason, e.g. 'Este usuário possui empresas cadastradas e não pode ser excluído.' */
  reason: string;
  /** What is in the way and what to do first, in a sentence. */
  detail: ReactNode;
  /** 'Ver vagas', 'Ver empresas'. */
  showLabel: string;
  onShow: () => void;
}

/** What a page hands a feature's delete dialog besides the item. */
export interface DeleteShellProps {
  open: boolean;
  onClose: () => void;
  /** After a successful deletion (e.g. to step back from an emptied page). */
  onDeleted: () => void;
}

export interface DeleteDialogProps<V> {
  open: boolean;
  onClose: () => void;
  /** 'Excluir vaga', 'Remover candidatura'... */
  title: ReactNode;
  /** The question; a string becomes a paragraph. */
  children: ReactNode;
  mutation: DeleteMutation<V>;
  /** What `mutation` deletes (usually the id); null while nothing is chosen. */
  target: V | null | undefined;
  /** The success toast, e.g. 'Vaga excluída com sucesso!'. */
  success: string;
  /** The failure toast when the server gives no reason of its own. */
  failure: string;
  confirmLabel?: string;
  /** An info toast as the request starts (a slow deletion such as an event with its certificate). */
  pending?: string;
  /** Confirmar unlocks once 'excluir' is typed (docs/spec/04-states.md#company-delete). */
  typeToConfirm?: boolean;
  /** After a successful deletion, before closing (e.g. step back from an emptied page). */
  onDeleted?: () => void;
  /** Set when the item cannot be deleted: 'Não é possível excluir' instead of the question. */
  blocked?: DeleteBlock | null;
}

/** The server refused (409 in use, 403, 404): asking again gives the same answer. */
const isRefusal = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

/**
 * Asks before a deletion and runs it (or, when `blocked`, says why it cannot be done): spinner and
 * no closing while it runs, the success toast and close on success. A refusal shows the server's reason and closes; a failure that may pass (no
 * connection, a server error) shows its toast and keeps the dialog open to try again.
 */
export const DeleteDialog = <V,>({
  open,
  onClose,
  title,
  children,
  mutation,
  target,
  success,
  failure,
  confirmLabel = 'Excluir',
  pending,
  typeToConfirm = false,
  onDeleted,
  blocked,
}: DeleteDialogProps<V>) => {
  const confirm = async () => {
    if (target === null || target === undefined || mutation.isPending) return;
    if (pending) toast.info(pending);
    try {
      await mutation.mutateAsync(target);
    } catch (error) {
      showDeleteError(error, failure);
      if (isRefusal(error)) onClose();
      return;
    }
    toast.success(success);
    onDeleted?.();
    onClose();
  };
  if (blocked) {
    return (
      <ConfirmDialog
        open={open}
        onClose={onClose}
        onConfirm={blocked.onShow}
        title="Não é possível excluir"
        confirmLabel={blocked.showLabel}
        cancelLabel="Fechar"
      >
        <Typography sx={{ mb: 1 }}>{blocked.reason}</Typography>
        <Typography variant="body2" color="text.secondary">
          {blocked.detail}
        </Typography>
      </ConfirmDialog>
    );
  }
  const common = { open, onClose, title, children, onConfirm: () => void confirm(), loading: mutation.isPending };
  if (typeToConfirm) return <ConfirmTypingDialog {...common} />;
  return <ConfirmDialog {...common} confirmLabel={confirmLabel} destructive />;
};
