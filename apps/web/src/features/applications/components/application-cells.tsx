import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import { capitalizeName, periodLabel, type Application } from '@portal/contracts';
import { standaloneLinkSx } from '../../../components/accessibility/target-size';

/** The candidate's name as shown (names are stored as typed). */
export const candidateName = (a: Application): string => capitalizeName(a.student.user.name);

/** Title, company, place and area of the job (on `/candidaturas`). */
export const JobCell = ({ a }: { a: Application }) => (
  <Box sx={{ display: 'grid', gap: 0.25, minWidth: 140 }}>
    <Link
      component={RouterLink}
      to={`/candidaturas/${a.job.id}`}
      variant="body2"
      sx={{ ...standaloneLinkSx, fontWeight: 600 }}
    >
      {a.job.title}
    </Link>
    <Typography variant="caption" color="text.secondary">
      {a.job.company.name}
    </Typography>
    <Typography variant="caption" color="text.secondary">
      {a.job.city} - {a.job.state}
    </Typography>
    {a.job.area ? (
      <Typography variant="caption" color="text.secondary">
        {a.job.area}
      </Typography>
    ) : null}
  </Box>
);

/** The candidate's name, with a 'Contratado' chip once hired. */
export const NameCell = ({ a }: { a: Application }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
    <span>{candidateName(a)}</span>
    {a.hired ? <Chip size="small" color="success" label="Contratado" /> : null}
  </Box>
);

/** The RA, with the academic period below it ('6º período · Cursando'). */
export const RaCell = ({ a }: { a: Application }) => {
  const period = periodLabel(a.student.periodo, a.student.situacao_periodo);
  return (
    <>
      {a.ra}
      {period ? (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'nowrap' }}>
          {period}
        </Typography>
      ) : null}
    </>
  );
};

/** Link to the student's read-only resume. */
export const ResumeLink = ({ a }: { a: Application }) => {
  const label = `Currículo de ${candidateName(a)}`;
  return (
    <Tooltip title={label}>
      <IconButton
        component={RouterLink}
        to={`/curriculum/${a.student.id}?vaga=${a.job_id}`}
        aria-label={label}
        color="primary"
        size="small"
      >
        <DescriptionOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

/** Opens the presentation video dialog. */
export const VideoButton = ({ a, onOpen }: { a: Application; onOpen: () => void }) => {
  const label = `Vídeo de apresentação de ${candidateName(a)}`;
  return (
    <Tooltip title={label}>
      <IconButton onClick={onOpen} aria-label={label} color="primary" size="small">
        <PlayCircleOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

/** The e-mail as a mailto link that wraps before the '@' only. */
export const EmailLink = ({ a }: { a: Application }) => {
  const [user, domain] = a.student.user.email.split(/(?=@)/);
  return (
    <Link
      href={`mailto:${a.student.user.email}`}
      sx={{ ...standaloneLinkSx, whiteSpace: 'nowrap', fontSize: '0.8125rem' }}
    >
      {user}
      <wbr />
      {domain}
    </Link>
  );
};

export const PhoneCell = ({ a }: { a: Application }) =>
  a.student.phone ? (
    <Link
      href={`tel:${a.student.phone.replace(/[^\d+]/g, '')}`}
      sx={{ ...standaloneLinkSx, whiteSpace: 'nowrap', fontSize: '0.8125rem' }}
    >
      {a.student.phone}
    </Link>
  ) : (
    <Typography component="span" color="text.secondary" sx={{ fontSize: '0.8125rem', fontStyle: 'italic' }}>
      Não informado
    </Typography>
  );
