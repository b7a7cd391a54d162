import { Fragment, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { resumeMessages } from '@portal/contracts';
import { useRowDialog } from '../../../components/dialog/use-row-dialog';
import { DeleteDialog, type DeleteMutation } from '../../../components/dialog/delete-dialog';
import { toast } from '../../../lib/toast';
import { ItemActions } from './item-actions';
import { VisibilitySwitch } from './visibility-switch';

/** Which dialog of a resume section is open, and for which item (null: adding one). */
export const useSectionDialogs = <T,>() => {
  const dialog = useRowDialog<'form' | 'delete', T>('form');
  return {
    kind: dialog.kind,
    item: dialog.target,
    key: dialog.key,
    formOpen: dialog.isOpen('form'),
    deleteOpen: dialog.isOpen('delete'),
    add: () => dialog.show('form', null),
    edit: (item: T) => dialog.show('form', item),
    remove: (item: T) => dialog.show('delete', item),
    close: dialog.close,
  };
};

export type SectionDialogs<T> = ReturnType<typeof useSectionDialogs<T>>;

interface SectionDialogsProps<T extends { id: number }> {
  dialogs: SectionDialogs<T>;
  /** The section's (lazy) form dialog for `item`, null to add one. */
  form: (item: T | null, props: { open: boolean; onClose: () => void }) => ReactNode;
  remove: {
    title: string;
    mutation: DeleteMutation<number>;
    question: (item: T | null) => string;
    success: string;
    failure: string;
    pending?: string;
  };
}

/** The form and the delete confirmation of a resume section (skills, experiences, events). */
export const SectionDialogsView = <T extends { id: number }>({ dialogs, form, remove }: SectionDialogsProps<T>) => (
  <>
    <Suspense fallback={null}>
      <Fragment key={dialogs.key}>{form(dialogs.item, { open: dialogs.formOpen, onClose: dialogs.close })}</Fragment>
    </Suspense>
    <DeleteDialog
      open={dialogs.deleteOpen}
      onClose={dialogs.close}
      title={remove.title}
      mutation={remove.mutation}
      target={dialogs.item?.id}
      success={remove.success}
      failure={remove.failure}
      pending={remove.pending}
    >
      {remove.question(dialogs.item)}
    </DeleteDialog>
  </>
);

/** The switch of an item hidden from the public resume, and the item's edit and delete buttons. */
export interface ItemOwner {
  onToggle: (visible: boolean) => void;
  toggling: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

interface VisibilityMutation {
  mutate: (
    variables: { id: number; body: { visible: 0 | 1 } },
    options: { onSuccess: () => void; onError: () => void },
  ) => void;
  isPending: boolean;
  variables?: { id: number } | undefined;
}

/** The owner's controls of `item`: hide or show it (toast either way), edit it, delete it. */
export const itemOwner = <T extends { id: number }>(
  item: T,
  dialogs: SectionDialogs<T>,
  update: VisibilityMutation,
): ItemOwner => ({
  onToggle: (visible) =>
    update.mutate(
      { id: item.id, body: { visible: visible ? 1 : 0 } },
      { onSuccess: () => toast.success(resumeMessages.success), onError: () => toast.error(resumeMessages.failure) },
    ),
  toggling: update.isPending && update.variables?.id === item.id,
  onEdit: () => dialogs.edit(item),
  onDelete: () => dialogs.remove(item),
});

/** The row under an item: the visibility switch left, edit and delete right. */
export const OwnerRow = ({
  owner,
  label,
  hidden,
  mt,
}: {
  owner: ItemOwner;
  label: string;
  hidden: boolean;
  mt?: number;
}) => (
  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mt }}>
    <VisibilitySwitch visible={!hidden} onChange={owner.onToggle} disabled={owner.toggling} itemLabel={label} />
    <ItemActions itemLabel={label} onEdit={owner.onEdit} onDelete={owner.onDelete} />
  </Box>
);
