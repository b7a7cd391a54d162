import Link from '@mui/material/Link';
import CakeOutlined from '@mui/icons-material/CakeOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { studentMessages, type PublicStudent, type Student } from '@portal/contracts';
import type { ProfileDetail } from './profile-card';
import { formatAddress, formatDay } from './resume-format';

const P = studentMessages.placeholders;

const lattesDetail = (lattes: string | null): ProfileDetail => ({
  icon: <LinkOutlined fontSize="small" />,
  label: 'Currículo Lattes',
  value: lattes ? (
    <Link href={lattes} target="_blank" rel="noopener noreferrer">
      {lattes.replace(/^https?:\/\//i, '')}
    </Link>
  ) : null,
  placeholder: 'Não informado',
});

/** The private resume's contact lines, with the placeholders of docs/spec/08-messages.md#empty-states-and-placeholders. */
export const studentDetails = (s: Student): ProfileDetail[] => [
  { icon: <EmailOutlined fontSize="small" />, label: 'E-mail', value: s.user.email || null, placeholder: P.email },
  { icon: <PhoneOutlined fontSize="small" />, label: 'Telefone', value: s.phone || null, placeholder: P.phone },
  {
    icon: <CakeOutlined fontSize="small" />,
    label: 'Data de nascimento',
    value: s.birthday ? formatDay(s.birthday) : null,
    placeholder: P.date,
  },
  { icon: <PlaceOutlined fontSize="small" />, label: 'Endereço', value: formatAddress(s), placeholder: P.address },
  lattesDetail(s.link_lattes),
];

/** The public resume shows no contact beyond city and state (docs/spec/11-api-conventions.md#public-resume-and-hours). */
export const publicDetails = (s: PublicStudent): ProfileDetail[] => [
  {
    icon: <PlaceOutlined fontSize="small" />,
    label: 'Localização',
    value: formatAddress({ city: s.city, state: s.state }),
    placeholder: P.address,
  },
  lattesDetail(s.link_lattes),
];
