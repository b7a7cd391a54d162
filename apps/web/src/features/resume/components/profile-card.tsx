import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { capitalizeName, studentMessages } from '@portal/contracts';

export interface ProfileDetail {
  icon: ReactNode;
  label: string;
  /** The value, or null to show `placeholder`. */
  value: ReactNode | null;
  placeholder: string;
}

interface ProfileCardProps {
  name: string | null;
  course: string | null;
  ra?: string;
  /** '6º período · Cursando' (periodLabel of contracts), or null. */
  period?: string | null;
  picture: string | null;
  profile: string | null;
  details: readonly ProfileDetail[];
  /** 'Editar perfil' (owner only). */
  action?: ReactNode;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

const Detail = ({ icon, label, value, placeholder }: ProfileDetail) => (
  <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', minWidth: 0 }}>
    <Box aria-hidden sx={{ color: 'text.secondary', display: 'flex', pt: 0.25 }}>
      {icon}
    </Box>
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          overflowWrap: 'anywhere',
          color: value ? 'text.primary' : 'text.secondary',
          fontStyle: value ? undefined : 'italic',
        }}
      >
        {value ?? placeholder}
      </Typography>
    </Box>
  </Box>
);

/** The resume's head: picture, name, course, the profile text and contact details, with placeholders. */
export const ProfileCard = ({ name, course, ra, period, picture, profile, details, action }: ProfileCardProps) => {
  const shownName = name ? capitalizeName(name) : null;
  return (
    <Paper
      component="section"
      aria-label="Perfil"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, breakInside: 'avoid' }}
    >
      <Box sx={{ display: 'flex', gap: { xs: 2, sm: 3 }, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar
          src={picture ?? undefined}
          alt={picture ? `Foto de ${shownName ?? 'perfil'}` : undefined}
          sx={{
            width: { xs: 80, sm: 104 },
            height: { xs: 80, sm: 104 },
            fontSize: '2rem',
            fontWeight: 700,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {shownName ? initials(shownName) : '?'}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography
            variant="h2"
            sx={{ fontSize: { xs: '1.35rem', sm: '1.6rem' }, color: shownName ? 'text.primary' : 'text.secondary' }}
          >
            {shownName ?? studentMessages.placeholders.name}
          </Typography>
          <Typography color="text.secondary" sx={{ fontWeight: 600, fontStyle: course ? undefined : 'italic' }}>
            {course ?? studentMessages.placeholders.course}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: ra || period ? 1 : 0 }}>
            {ra ? <Chip size="small" label={`RA ${ra}`} variant="outlined" /> : null}
            {period ? <Chip size="small" label={period} variant="outlined" /> : null}
          </Box>
        </Box>
        {action ? <Box sx={{ alignSelf: 'flex-start' }}>{action}</Box> : null}
      </Box>
      <Typography
        sx={{
          mt: 2.5,
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          color: profile ? 'text.primary' : 'text.secondary',
          fontStyle: profile ? undefined : 'italic',
        }}
      >
        {profile || studentMessages.placeholders.profile}
      </Typography>
      {details.length > 0 ? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: 2,
            mt: 2.5,
            pt: 2.5,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          {details.map((d) => (
            <Detail key={d.label} {...d} />
          ))}
        </Box>
      ) : null}
    </Paper>
  );
};
