import { lazy } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import WorkHistoryOutlined from '@mui/icons-material/WorkHistoryOutlined';
import { resumeMessages, type ProfessionalExperience } from '@portal/contracts';
import { useDeleteExperience } from '../api/delete-experience';
import { useUpdateExperience } from '../api/update-experience';
import { ResumeSection, SectionEmpty } from './resume-section';
import { formatMonthPeriod } from './resume-format';
import { itemOwner, OwnerRow, SectionDialogsView, useSectionDialogs, type ItemOwner } from './section-dialogs';

// The form (fields, validation, zod) loads only where the resume is editable, not on the public page.
const ExperienceFormDialog = lazy(async () => ({
  default: (await import('./experience-form-dialog')).ExperienceFormDialog,
}));

/** An experience as the private and the public resume carry it. */
export type ExperienceView = Omit<ProfessionalExperience, 'student_id' | 'visible'> &
  Partial<Pick<ProfessionalExperience, 'student_id' | 'visible'>>;

interface ItemProps {
  experience: ExperienceView;
  owner?: ItemOwner;
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
      {owner ? <OwnerRow owner={owner} label={label} hidden={hidden} mt={0.5} /> : null}
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
  const dialogs = useSectionDialogs<ExperienceView>();
  const sorted = [...experiences].sort((a, b) => b.started.localeCompare(a.started));

  return (
    <ResumeSection
      title="Experiência profissional"
      icon={<WorkHistoryOutlined />}
      action={
        editable ? (
          <Button variant="outlined" size="small" startIcon={<AddRounded />} onClick={dialogs.add}>
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
              owner={editable ? itemOwner(item, dialogs, update) : undefined}
            />
          ))}
        </Box>
      )}
      {editable ? (
        <SectionDialogsView
          dialogs={dialogs}
          form={(item, props) => (
            <ExperienceFormDialog
              {...props}
              studentId={editableFor}
              experience={item ? { ...item, student_id: editableFor, visible: item.visible ?? 1 } : null}
            />
          )}
          remove={{
            title: 'Excluir experiência profissional',
            mutation: remove,
            question: (item) =>
              `Deseja excluir a experiência “${item?.role ?? ''}” em ${item?.company_name ?? ''}? Ela sairá do seu currículo.`,
            success: resumeMessages.experienceDeleted,
            failure: resumeMessages.failure,
          }}
        />
      ) : null}
    </ResumeSection>
  );
};
