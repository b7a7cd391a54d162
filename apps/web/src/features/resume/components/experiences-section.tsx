import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import WorkHistoryOutlined from '@mui/icons-material/WorkHistoryOutlined';
import { resumeMessages, type ProfessionalExperience } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { showDeleteError } from '../../../lib/submit-error';
import { toast } from '../../../lib/toast';
import { useDeleteExperience } from '../api/delete-experience';
import { useUpdateExperience } from '../api/update-experience';
import { ItemActions } from './item-actions';
import { ResumeSection, SectionEmpty } from './resume-section';
import { formatMonthPeriod } from './resume-format';
import { VisibilitySwitch } from './visibility-switch';

// The form (fields, validation, zod) loads only where the resume is editable, not on the public page.
const ExperienceFormDialog = lazy(async () => ({
  default: (await import('./experience-form-dialog')).ExperienceFormDialog,
}));

/** An experience as the private and the public resume carry it. */
export type ExperienceView = Omit<ProfessionalExperience, 'student_id' | 'visible'> &
  Partial<Pick<ProfessionalExperience, 'student_id' | 'visible'>>;

interface ItemProps {
  experience: ExperienceView;
  owner?: { onToggle: (visible: boolean) => void; toggling: boolean; onEdit: () => void; onDelete: () => void };
}

const ExperienceItem = ({ experience: e, owner }: ItemProps) => {
  const hidden = e.visible === 0;
  const label = `experiência ${e.role} em ${e.company_name}`;
  return (
    <Box component="li" sx={{ display: 'grid', gap: 0.5, py: 2, breakInside: 'avoid' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h3" sx={{ fontSize: '1.05rem', opacity: hidden ? 0.7 : 1 }}>
            {e.role}
          </Typography>
          <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
            {e.company_name} · {e.department}
          </Typography>
        </Box>
        {owner && hidden ? (
          <Chip
            size="small"
            icon={<VisibilityOffOutlined />}
            label="Oculta no currículo público"
            variant="outlined"
            className="no-print"
          />
        ) : null}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {formatMonthPeriod(e.started, e.finished)} · {e.city} - {e.state}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}>
        {e.description}
      </Typography>
      {owner ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mt: 0.5,
            flexWrap: 'wrap',
          }}
        >
          <VisibilitySwitch visible={!hidden} onChange={owner.onToggle} disabled={owner.toggling} itemLabel={label} />
          <ItemActions itemLabel={label} onEdit={owner.onEdit} onDelete={owner.onDelete} />
        </Box>
      ) : null}
    </Box>
  );
};

interface ExperiencesSectionProps {
  experiences: readonly ExperienceView[];
  /** The owner's student id; undefined for a read-only view. */
  editableFor?: number;
}

/** 'Experiência profissional': newest first; the owner adds, edits, deletes and hides items. */
export const ExperiencesSection = ({ experiences, editableFor }: ExperiencesSectionProps) => {
  const editable = editableFor !== undefined;
  const update = useUpdateExperience();
  const remove = useDeleteExperience();
  const [dialog, setDialog] = useState<{ kind: 'form' | 'delete'; item: ExperienceView | null; key: number }>({
    kind: 'form',
    item: null,
    key: 0,
  });
  const [open, setOpen] = useState(false);
  const show = (kind: 'form' | 'delete', item: ExperienceView | null) => {
    setDialog((d) => ({ kind, item, key: d.key + 1 }));
    setOpen(true);
  };
  const close = () => setOpen(false);
  const sorted = [...experiences].sort((a, b) => b.started.localeCompare(a.started));

  const toggle = (item: ExperienceView, visible: boolean) =>
    update.mutate(
      { id: item.id, body: { visible: visible ? 1 : 0 } },
      { onSuccess: () => toast.success(resumeMessages.success), onError: () => toast.error(resumeMessages.failure) },
    );

  const confirmDelete = () => {
    if (!dialog.item) return;
    remove.mutate(dialog.item.id, {
      onSuccess: () => {
        toast.success(resumeMessages.experienceDeleted);
        close();
      },
      onError: (error) => showDeleteError(error, resumeMessages.failure),
    });
  };

  return (
    <ResumeSection
      title="Experiência profissional"
      icon={<WorkHistoryOutlined />}
      action={
        editable ? (
          <Button variant="outlined" size="small" startIcon={<AddRounded />} onClick={() => show('form', null)}>
            Adicionar experiência
          </Button>
        ) : null
      }
    >
      {sorted.length === 0 ? (
        <SectionEmpty>{resumeMessages.noExperiences}</SectionEmpty>
      ) : (
        <Box
          component="ul"
          aria-label="Experiências profissionais"
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            '& > li:first-of-type': { pt: 0 },
            '& > li + li': { borderTop: 1, borderColor: 'divider' },
          }}
        >
          {sorted.map((item) => (
            <ExperienceItem
              key={item.id}
              experience={item}
              owner={
                editable
                  ? {
                      onToggle: (visible) => toggle(item, visible),
                      toggling: update.isPending && update.variables?.id === item.id,
                      onEdit: () => show('form', item),
                      onDelete: () => show('delete', item),
                    }
                  : undefined
              }
            />
          ))}
        </Box>
      )}
      {editable ? (
        <>
          <Suspense fallback={null}>
            <ExperienceFormDialog
              key={dialog.key}
              open={open && dialog.kind === 'form'}
              onClose={close}
              studentId={editableFor}
              experience={
                dialog.item ? { ...dialog.item, student_id: editableFor, visible: dialog.item.visible ?? 1 } : null
              }
            />
          </Suspense>
          <ConfirmDialog
            open={open && dialog.kind === 'delete'}
            onClose={close}
            onConfirm={confirmDelete}
            title="Excluir experiência profissional"
            confirmLabel="Excluir"
            destructive
            loading={remove.isPending}
          >
            {`Deseja excluir a experiência “${dialog.item?.role ?? ''}” em ${dialog.item?.company_name ?? ''}? Ela sairá do seu currículo.`}
          </ConfirmDialog>
        </>
      ) : null}
    </ResumeSection>
  );
};
