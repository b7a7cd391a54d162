import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import { resumeMessages } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { showDeleteError } from '../../../lib/submit-error';
import { toast } from '../../../lib/toast';
import { useDeleteSkill } from '../api/delete-skill';
import { ItemActions } from './item-actions';
import { ResumeSection, SectionEmpty } from './resume-section';

// The form (fields, validation, zod) loads only where the resume is editable, not on the public page.
const SkillFormDialog = lazy(async () => ({ default: (await import('./skill-form-dialog')).SkillFormDialog }));

interface SkillItem {
  id: number;
  name: string;
  student_id?: number;
}

interface SkillsSectionProps {
  skills: readonly SkillItem[];
  /** The owner's student id; undefined for a read-only view. */
  editableFor?: number;
}

const Pill = ({
  skill,
  editable,
  onEdit,
  onDelete,
}: {
  skill: SkillItem;
  editable: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) => (
  <Box
    component="li"
    sx={{
      display: 'inline-flex',
      alignItems: 'center',
      gap: 0.5,
      pl: 1.75,
      pr: editable ? 0.5 : 1.75,
      py: editable ? 0.25 : 0.75,
      borderRadius: 99,
      border: 1,
      borderColor: 'divider',
      bgcolor: 'action.hover',
    }}
  >
    <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
      {skill.name}
    </Typography>
    {editable ? <ItemActions itemLabel={`habilidade ${skill.name}`} onEdit={onEdit} onDelete={onDelete} /> : null}
  </Box>
);

/** 'Habilidades': the student's skills; the owner adds, edits and deletes them. */
export const SkillsSection = ({ skills, editableFor }: SkillsSectionProps) => {
  const editable = editableFor !== undefined;
  const remove = useDeleteSkill();
  const [dialog, setDialog] = useState<{ kind: 'form' | 'delete'; skill: SkillItem | null; key: number }>({
    kind: 'form',
    skill: null,
    key: 0,
  });
  const [open, setOpen] = useState(false);
  const show = (kind: 'form' | 'delete', skill: SkillItem | null) => {
    setDialog((d) => ({ kind, skill, key: d.key + 1 }));
    setOpen(true);
  };
  const close = () => setOpen(false);

  const confirmDelete = () => {
    if (!dialog.skill) return;
    remove.mutate(dialog.skill.id, {
      onSuccess: () => {
        toast.success(resumeMessages.success);
        close();
      },
      onError: (error) => showDeleteError(error, resumeMessages.skillDeleteFailed),
    });
  };

  return (
    <ResumeSection
      title="Habilidades"
      icon={<PsychologyOutlined />}
      action={
        editable ? (
          <Button variant="outlined" size="small" startIcon={<AddRounded />} onClick={() => show('form', null)}>
            Adicionar habilidade
          </Button>
        ) : null
      }
    >
      {skills.length === 0 ? (
        <SectionEmpty>{resumeMessages.noSkills}</SectionEmpty>
      ) : (
        <Box
          component="ul"
          aria-label="Habilidades"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
        >
          {skills.map((skill) => (
            <Pill
              key={skill.id}
              skill={skill}
              editable={editable}
              onEdit={() => show('form', skill)}
              onDelete={() => show('delete', skill)}
            />
          ))}
        </Box>
      )}
      {editable ? (
        <>
          <Suspense fallback={null}>
            <SkillFormDialog
              key={dialog.key}
              open={open && dialog.kind === 'form'}
              onClose={close}
              studentId={editableFor}
              skill={dialog.skill ? { id: dialog.skill.id, name: dialog.skill.name, student_id: editableFor } : null}
            />
          </Suspense>
          <ConfirmDialog
            open={open && dialog.kind === 'delete'}
            onClose={close}
            onConfirm={confirmDelete}
            title="Excluir habilidade"
            confirmLabel="Excluir"
            destructive
            loading={remove.isPending}
          >
            {`Deseja excluir a habilidade “${dialog.skill?.name ?? ''}” do seu currículo?`}
          </ConfirmDialog>
        </>
      ) : null}
    </ResumeSection>
  );
};
