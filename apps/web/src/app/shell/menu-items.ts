import SyncAltOutlined from '@mui/icons-material/SyncAltOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import WorkOutline from '@mui/icons-material/WorkOutlineOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import MoreTimeOutlined from '@mui/icons-material/MoreTimeOutlined';
import VideoLibraryOutlined from '@mui/icons-material/VideoLibraryOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { ROLE_ID, ROLE_LABELS, type ReferenceKind, type SessionRole } from '@portal/contracts';

export interface MenuItem {
  label: string;
  to: string;
  icon: typeof SvgIcon;
  /** Items of a group sit under its heading (admin's 'Cadastros'). */
  group?: string;
  /** A count beside the label. */
  badge?: 'pending-users';
}

/** The 'Cadastros' screens' paths under `/cadastros/`. */
export const REFERENCE_PATHS: Record<ReferenceKind, string> = {
  courses: 'cursos',
  'knowledge-areas': 'areas-de-conhecimento',
  'event-types': 'tipos-de-evento',
};

const STUDENT: readonly MenuItem[] = [
  { label: 'Buscar vagas', to: '/', icon: SearchOutlined },
  { label: 'Minhas vagas', to: '/minhas-vagas', icon: BookmarkBorderOutlined },
  { label: 'Candidaturas', to: '/candidaturas', icon: AssignmentTurnedInOutlined },
  { label: 'Meus alertas', to: '/meus-alertas', icon: NotificationsNoneOutlined },
  { label: 'Meu estágio', to: '/meu-estagio', icon: BadgeOutlined },
  { label: 'Cursos e seleções', to: '/orientacoes', icon: SchoolOutlined },
  { label: 'Palco profissional', to: '/palco-profissional', icon: VideocamOutlined },
];

const ADMIN: readonly MenuItem[] = [
  { label: 'Usuários', to: '/usuarios', icon: PeopleAltOutlined, badge: 'pending-users' },
  { label: 'Empresas', to: '/empresas', icon: BusinessOutlined },
  { label: 'Vagas', to: '/vagas', icon: WorkOutline },
  { label: 'Estágios', to: '/estagios', icon: BadgeOutlined },
  { label: 'Convênios', to: '/convenios', icon: HandshakeOutlined },
  { label: 'Cursos e seleções', to: '/orientacoes', icon: SchoolOutlined },
  { label: 'Contratos', to: '/tipos-contrato', icon: DescriptionOutlined },
  { label: 'Termos', to: '/termos', icon: GavelOutlined },
  { label: 'Indicadores', to: '/indicadores', icon: InsightsOutlined },
  { label: 'Auditoria', to: '/auditoria', icon: PolicyOutlined },
  { label: 'Segurança', to: '/seguranca', icon: LockOutlined },
  { label: 'Submissões', to: '/palco/submissoes', icon: VideoLibraryOutlined, group: 'Palco profissional' },
  { label: 'Conteúdo do palco', to: '/palco/conteudo', icon: ChecklistOutlined, group: 'Palco profissional' },
  { label: 'Horas complementares', to: '/horas-complementares', icon: MoreTimeOutlined, group: 'Palco profissional' },
  { label: 'Cursos', to: `/cadastros/${REFERENCE_PATHS.courses}`, icon: MenuBookOutlined, group: 'Cadastros' },
  {
    label: 'Áreas de conhecimento',
    to: `/cadastros/${REFERENCE_PATHS['knowledge-areas']}`,
    icon: CategoryOutlined,
    group: 'Cadastros',
  },
  {
    label: 'Tipos de evento',
    to: `/cadastros/${REFERENCE_PATHS['event-types']}`,
    icon: EventOutlined,
    group: 'Cadastros',
  },
  { label: 'Sinônimos da busca', to: '/cadastros/sinonimos', icon: SyncAltOutlined, group: 'Cadastros' },
];

/** Representante_empresa does not see 'Cursos e seleções' (docs/spec/02-screens.md#menu-and-shell). */
const REPRESENTATIVE: readonly MenuItem[] = [
  { label: 'Empresas', to: '/empresas', icon: BusinessOutlined },
  { label: 'Vagas', to: '/vagas', icon: WorkOutline },
  { label: 'Estágios', to: '/estagios', icon: BadgeOutlined },
  { label: 'Convênios', to: '/convenios', icon: HandshakeOutlined },
  { label: 'Indicadores', to: '/indicadores', icon: InsightsOutlined },
  { label: 'Segurança', to: '/seguranca', icon: LockOutlined },
];

export const MENU_ITEMS: Record<SessionRole, readonly MenuItem[]> = {
  ALUNO: STUDENT,
  admin: ADMIN,
  representante_empresa: REPRESENTATIVE,
};

export const ROLE_NAMES: Record<SessionRole, string> = {
  ALUNO: ROLE_LABELS[ROLE_ID.student],
  admin: ROLE_LABELS[ROLE_ID.admin],
  representante_empresa: ROLE_LABELS[ROLE_ID.representative],
};
