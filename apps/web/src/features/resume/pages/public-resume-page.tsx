import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { capitalizeName, messages, resumeMessages, shareMessages, type PublicStudent } from '@portal/contracts';
import { APP_NAME, BrandLogo } from '../../../components/brand-logo';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { createAppTheme } from '../../../lib/theme';
import { toast } from '../../../lib/toast';
import { publicStudentQueryOptions } from '../api/public-student-query';
import { copyText } from '../components/copy-link';
import { EventsSection } from '../components/events-section';
import { ExperiencesSection } from '../components/experiences-section';
import { PrintStyles } from '../components/print-styles';
import { ProfileCard } from '../components/profile-card';
import { publicDetails } from '../components/profile-details';
import { ResumeLoadError } from '../components/resume-load-error';
import { ResumeLoading } from '../components/resume-loading';
import { SkillsSection } from '../components/skills-section';
import { usePrintMode } from '../components/use-print-mode';
import { visuallyHidden } from '../../../lib/visually-hidden';

const Sheet = ({ student }: { student: PublicStudent }) => (
  <Paper
    className="resume-sheet"
    variant="outlined"
    sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3, display: 'grid', gap: 3 }}
  >
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        pb: 2,
        borderBottom: 2,
        borderColor: 'primary.main',
        flexWrap: 'wrap',
      }}
    >
      <BrandLogo size={36} />
      <Typography variant="overline" sx={{ fontWeight: 700, letterSpacing: '0.12em', color: 'text.secondary' }}>
        Currículo
      </Typography>
    </Box>
    <ProfileCard
      name={student.name}
      course={student.course?.name ?? null}
      picture={student.profile_picture}
      profile={student.profile}
      details={publicDetails(student)}
      action={
        student.email ? (
          <Button
            className="no-print"
            variant="contained"
            startIcon={<MailOutlineRounded />}
            href={`mailto:${student.email}`}
          >
            {shareMessages.contact}
          </Button>
        ) : null
      }
    />
    <SkillsSection skills={student.skills} />
    <ExperiencesSection experiences={student.professionalExperiences} />
    <EventsSection events={student.events} />
  </Paper>
);

/**
 * `/curriculum/:id/public?key=`, open to anyone with the shared link: the visible items of a
 * resume, 'Copiar Link', 'Download' (print to A4; the printed sheet is always light) and, when the
 * student shows their e-mail, 'Entrar em contato'. Never indexed (docs/decisions/016-security-hardening.md).
 */
export const PublicResumePage = () => {
  const params = useParams();
  const id = Number(params['id']);
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const valid = Number.isInteger(id) && id > 0 && key !== '';
  const session = useSession();
  const query = useQuery({ ...publicStudentQueryOptions(id, key), enabled: valid });
  const { printing, print } = usePrintMode();
  const lightTheme = useMemo(() => createAppTheme('light'), []);
  // Staff, and the student themself, can go back to the full resume.
  const ownResume = session?.role === 'ALUNO' && session.student_id === id;
  const canGoBack = ownResume || (Boolean(session) && session?.role !== 'ALUNO');
  const title = query.data ? `Currículo de ${capitalizeName(query.data.name)}` : 'Currículo';
  useEffect(() => {
    document.title = `${title} | ${APP_NAME}`;
    return () => {
      document.title = APP_NAME;
    };
  }, [title]);

  const copy = async () => {
    try {
      await copyText(window.location.href);
      toast.success(messages.other.linkCopied);
    } catch {
      toast.error('Não foi possível copiar o link. Copie o endereço da barra do navegador.');
    }
  };

  const sheet = query.data ? <Sheet student={query.data} /> : null;
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <PrintStyles />
      <Typography variant="h1" sx={visuallyHidden}>
        {title}
      </Typography>
      <Box className="no-print" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 3, mt: -1 }}>
        {canGoBack ? (
          <Button component={RouterLink} to={`/curriculum/${id}`} startIcon={<ArrowBackRounded />} color="inherit">
            Voltar ao currículo
          </Button>
        ) : null}
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          startIcon={<ContentCopyRounded />}
          onClick={() => void copy()}
          disabled={!query.data}
        >
          Copiar Link
        </Button>
        <Button variant="contained" startIcon={<PrintOutlined />} onClick={print} disabled={!query.data}>
          Download
        </Button>
      </Box>
      {!valid || (isApiError(query.error) && query.error.status === 404) ? (
        <Alert severity="info">{shareMessages.unavailable}</Alert>
      ) : query.isError ? (
        <ResumeLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !sheet ? (
        <ResumeLoading />
      ) : printing ? (
        <ThemeProvider theme={lightTheme}>{sheet}</ThemeProvider>
      ) : (
        sheet
      )}
      {ownResume ? (
        <Typography variant="body2" color="text.secondary" className="no-print" sx={{ mt: 2, textAlign: 'center' }}>
          Qualquer pessoa com este link vê apenas as informações marcadas com “{resumeMessages.visibleLabel}”.
        </Typography>
      ) : null}
    </>
  );
};
