import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import Logout from '@mui/icons-material/Logout';
import { BrandLogo } from '../../components/brand-logo';
import { ColorModeSwitch } from '../../components/color-mode-switch';
import { logout } from '../../features/auth/api/logout';

interface TopBarProps {
  drawerOpen: boolean;
  onToggleDrawer: () => void;
}

/** Menu button, the portal's name (link to `/`), the dark-mode switch and the logout button. */
/** The drawer's button: the skip link to the menu points here while the drawer is closed. */
export const MENU_BUTTON_ID = 'botao-menu';

export const TopBar = ({ drawerOpen, onToggleDrawer }: TopBarProps) => (
  <AppBar
    position="fixed"
    color="inherit"
    sx={{
      zIndex: (theme) => theme.zIndex.drawer + 1,
      borderBottom: 1,
      borderColor: 'divider',
      bgcolor: 'background.paper',
      displayPrint: 'none',
    }}
  >
    <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
      <IconButton
        id={MENU_BUTTON_ID}
        edge="start"
        onClick={onToggleDrawer}
        aria-label={drawerOpen ? 'Fechar menu' : 'Abrir menu'}
        aria-expanded={drawerOpen}
        aria-controls="menu-lateral"
      >
        {drawerOpen ? <MenuOpen /> : <MenuIcon />}
      </IconButton>
      <Box
        component={RouterLink}
        to="/"
        aria-label="Portal de Oportunidades, início"
        sx={{ color: 'inherit', textDecoration: 'none', minWidth: 0, display: 'flex', borderRadius: 1 }}
      >
        <BrandLogo size={32} wrapOnPhones />
      </Box>
      <Box sx={{ flex: 1 }} />
      <ColorModeSwitch />
      <IconButton onClick={logout} aria-label="Sair" title="Sair" edge="end">
        <Logout />
      </IconButton>
    </Toolbar>
  </AppBar>
);
