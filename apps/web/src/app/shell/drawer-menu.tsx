import { Fragment } from 'react';
import { NavLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Logout from '@mui/icons-material/Logout';
import { capitalizeName, type Session } from '@portal/contracts';
import { useAppConfig } from '../../lib/app-config';
import { externalLinkProps } from '../../lib/external-link';
import { profileQueryOptions } from '../../lib/profile';
import { logout } from '../../features/auth/api/logout';
import { MENU_ITEMS, ROLE_NAMES } from './menu-items';
import { pendingUsersQueryOptions } from './pending-users-query';

const itemSx = {
  borderRadius: 2,
  mx: 1.5,
  mb: 0.5,
  '&.active': {
    bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, 0.12),
    color: 'primary.main',
    '& .MuiListItemIcon-root': { color: 'primary.main' },
    '& .MuiListItemText-primary': { fontWeight: 700 },
  },
} as const;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

const PENDING_ID = 'menu-pending-users';

/**
 * Sign-ups waiting for activation, beside 'Usuários' (hidden at zero). Screen readers hear it as
 * the link's description, so the link keeps its plain name.
 */
const PendingBadge = () => {
  const { data } = useQuery(pendingUsersQueryOptions);
  if (!data) return null;
  const label = data === 1 ? '1 cadastro aguardando ativação' : `${data} cadastros aguardando ativação`;
  return (
    <>
      <Chip size="small" color="warning" label={data} title={label} aria-hidden sx={{ fontWeight: 700, height: 22 }} />
      {/* Hidden: out of the link's name, still read as its description (aria-describedby). */}
      <span id={PENDING_ID} hidden>
        {label}
      </span>
    </>
  );
};

/** The drawer's content: who is signed in, the role's menu, 'Reportar problema' and 'Sair'. */
export const DrawerMenu = ({ session }: { session: Session }) => {
  const config = useAppConfig();
  const { data: profile } = useQuery(profileQueryOptions);
  const name = capitalizeName(session.name);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        {...(session.role === 'ALUNO' && session.student_id
          ? {
              component: NavLink,
              to: `/curriculum/${session.student_id}`,
              'aria-label': `Meu currículo, ${name}`,
              title: 'Meu currículo',
            }
          : {})}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2.5,
          py: 2.5,
          color: 'inherit',
          textDecoration: 'none',
          '&[href]:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }} aria-hidden>
          {initials(name) || '?'}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          {/* Wrapped, never cut: enlarged text keeps the whole name (WCAG 1.4.4). */}
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} title={profile?.email ?? name}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {ROLE_NAMES[session.role]}
          </Typography>
          {session.role === 'ALUNO' && session.student_id ? (
            <Typography variant="caption" color="primary" sx={{ fontWeight: 600 }}>
              Meu currículo
            </Typography>
          ) : null}
        </Box>
      </Box>
      <Divider />
      <Box
        component="nav"
        id="menu"
        tabIndex={-1}
        aria-label="Menu principal"
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', pt: 1.5, overflowY: 'auto' }}
      >
        <List disablePadding>
          {MENU_ITEMS[session.role].map(({ label, to, icon: Icon, group, badge }, i, items) => (
            <Fragment key={to}>
              {group && items[i - 1]?.group !== group ? (
                <ListSubheader
                  component="li"
                  disableSticky
                  sx={{ bgcolor: 'transparent', lineHeight: 2.5, px: 3, mt: 1 }}
                >
                  {group}
                </ListSubheader>
              ) : null}
              <ListItem disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={to}
                  end
                  sx={itemSx}
                  aria-describedby={badge ? PENDING_ID : undefined}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={label} />
                  {badge ? <PendingBadge /> : null}
                </ListItemButton>
              </ListItem>
            </Fragment>
          ))}
        </List>
        <Box sx={{ flex: 1 }} />
        <Divider sx={{ my: 1 }} />
        <List disablePadding sx={{ pb: 1 }}>
          <ListItem disablePadding>
            <ListItemButton component="a" {...externalLinkProps(config?.support_url)} disabled={!config} sx={itemSx}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <ReportProblemOutlined />
              </ListItemIcon>
              <ListItemText primary="Reportar problema" />
            </ListItemButton>
          </ListItem>
          <ListItem disablePadding>
            <ListItemButton component="button" onClick={logout} sx={{ ...itemSx, width: 'calc(100% - 24px)' }}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Logout />
              </ListItemIcon>
              <ListItemText primary="Sair" />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
    </Box>
  );
};
