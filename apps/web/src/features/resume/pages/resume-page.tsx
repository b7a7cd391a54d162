import { useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { capitalizeName, periodLabel } from '@portal/contracts';
import { ListPageHeader } from '../../../components/list-page-header';
import { studentQueryOptions } from '../api/student-query';
import { EventsSection } from '../components/events-section';
import { ExperiencesSection } from '../components/experiences-section';
import { MyDataSection } from '../components/my-data-section';
import { ProfileCard } from '../components/profile-card';
import { studentDetails } from '../components/profile-details';
import { ProfileFormDialog } from '../components/profile-form-dialog';
import { ResumeLoadError } from '../components/resume-load-error';
import { ResumeLoading } from '../components/resume-loading';
import { ResumeTabs } from '../components/resume-tabs';
import { ShareDialog } from '../components/share-dialog';
import { SkillsSection } from '../components/skills-section';

/** The student id of `/curriculum/:student_id` (student) or `/curriculum/:id` (staff). */
const useStudentId = (): number => {
  const params = useParams();
  const id = Number(params['student_id'] ?? params['id']);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/**
 * `/curriculum/:id`: the student edits their resume (profile, skills, experiences, events, what
 * the public sees, their data); staff get the same page read-only, without hidden items.
 */
export const ResumePage = () => {
  const id = useStudentId();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const jobId = Number(search.get('vaga')) || undefined;
  const query = useQuery({ ...studentQueryOptions(id, jobId), enabled: id > 0 });
  const [profileKey, setProfileKey] = useState(0);
  const [editingProfile, setEditingProfile] = useState(false);
  const student = query.data;
  const owner = student?.can_edit === true;

  // Opened from a link elsewhere (no history in the app): back to the applications.
  const back = () => void (location.key === 'default' ? navigate('/candidaturas') : navigate(-1));
  const [sharing, setSharing] = useState(false);
  const header = (
    <ListPageHeader
      title="Currículo"
      description={
        owner || !student
          ? 'Seu perfil, habilidades, experiências e eventos.'
          : `Visualização somente leitura do currículo de ${capitalizeName(student.user.name)}.`
      }
      action={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {student && !owner ? (
            <Button variant="outlined" color="inherit" startIcon={<ArrowBackRounded />} onClick={back}>
              Voltar
            </Button>
          ) : null}
          {/* Only the student shares their resume, through a secret link (docs/decisions/016-security-hardening.md). */}
          {student && !owner ? null : (
            <Button
              variant="contained"
              startIcon={<ShareOutlined />}
              onClick={() => setSharing(true)}
              disabled={!student}
            >
              Compartilhar Currículo
            </Button>
          )}
        </Box>
      }
    />
  );

  if (id === 0 || query.isError) {
    return (
      <>
        {header}
        <ResumeLoadError error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }

  return (
    <>
      {header}
      {owner ? <ShareDialog studentId={student.id} open={sharing} onClose={() => setSharing(false)} /> : null}
      {!student ? (
        <ResumeLoading />
      ) : (
        <ResumeTabs studentId={student.id}>
          <Box sx={{ display: 'grid', gap: 3 }}>
            <ProfileCard
              name={student.user.name}
              course={student.course?.name ?? null}
              ra={student.ra}
              period={periodLabel(student.periodo, student.situacao_periodo)}
              picture={student.profile_picture}
              profile={student.profile}
              details={studentDetails(student)}
              action={
                owner ? (
                  <Button
                    variant="outlined"
                    startIcon={<EditOutlined />}
                    onClick={() => {
                      setProfileKey((k) => k + 1);
                      setEditingProfile(true);
                    }}
                  >
                    Editar perfil
                  </Button>
                ) : null
              }
            />
            <SkillsSection skills={student.skills} editableFor={owner ? student.id : undefined} />
            <ExperiencesSection
              experiences={student.professionalExperiences}
              editableFor={owner ? student.id : undefined}
            />
            <EventsSection events={student.events} editableFor={owner ? student.id : undefined} />
            {owner ? <MyDataSection studentId={student.id} /> : null}
          </Box>
          {owner ? (
            <ProfileFormDialog
              key={profileKey}
              open={editingProfile}
              onClose={() => setEditingProfile(false)}
              student={student}
            />
          ) : null}
        </ResumeTabs>
      )}
    </>
  );
};
