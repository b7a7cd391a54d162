import { Fragment, Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { resumeMessages } from '@portal/contracts';
import { DeleteDialog, type DeleteMutation } from '../../../components/dialog/delete-dialog';
import { toast } from '../../../lib/toast';
import { ItemActions } from './item-actions';
import { VisibilitySwitch } from './visibility-switch';

interface Opened<T> {
  kind: 'form' | 'delete';
  item: T | null;
  /** Grows at each opening: the form is remounted with the item's values. */
  key: number;
}

/** Which dialog of a resume section is open, and for which item (null: adding one). */
export const useSectionDialogs = <T,>() => {
  const [opened, setOpened] = useState<Opened<T>>({ kind: 'form', item: null, key: 0 });
  // Kept apart from `opened` so the item stays in the dialog while it fades out.
  const [open, setOpen] = useState(false);
  const show = (kind: Opened<T>['kind'], item: T | null) => {
    setOpened((o) => ({ kind, item, key: o.key + 1 }));
    setOpen(true);
  };
  return {
    ...opened,
    formOpen: open && opened.kind === 'form',
    deleteOpen: open && opened.kind === 'delete',
    add: () => show('form', null),
    edit: (item: T) => show('form', item),
    remove: (item: T) => show('delete', item),
    close: () => setOpen(false),
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
