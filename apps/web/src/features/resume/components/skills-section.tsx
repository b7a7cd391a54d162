import { lazy } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import { resumeMessages } from '@portal/contracts';
import { useDeleteSkill } from '../api/delete-skill';
import { ItemActions } from './item-actions';
import { ResumeSection, SectionEmpty } from './resume-section';
import { SectionDialogsView, useSectionDialogs } from './section-dialogs';

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
  const dialogs = useSectionDialogs<SkillItem>();

  return (
    <ResumeSection
      title="Habilidades"
      icon={<PsychologyOutlined />}
      action={
        editable ? (
          <Button variant="outlined" size="small" startIcon={<AddRounded />} onClick={dialogs.add}>
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
              onEdit={() => dialogs.edit(skill)}
              onDelete={() => dialogs.remove(skill)}
            />
          ))}
        </Box>
      )}
      {editable ? (
        <SectionDialogsView
          dialogs={dialogs}
          form={(item, props) => (
            <SkillFormDialog
              {...props}
              studentId={editableFor}
              skill={item ? { id: item.id, name: item.name, student_id: editableFor } : null}
            />
          )}
          remove={{
            title: 'Excluir habilidade',
            mutation: remove,
            question: (item) => `Deseja excluir a habilidade “${item?.name ?? ''}” do seu currículo?`,
            success: resumeMessages.success,
            failure: resumeMessages.skillDeleteFailed,
          }}
        />
      ) : null}
    </ResumeSection>
  );
};
