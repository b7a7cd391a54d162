import { Outlet, useNavigation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import { DRAWER_WIDTH } from '@portal/contracts';
import { ACCESS_TARGETS } from '../../components/accessibility/access-keys';
import { SkipLinks } from '../../components/accessibility/skip-links';
import { SiteFooter } from '../../components/site-footer';
import { useInactivityLogout } from '../../lib/inactivity';
import { queryClient } from '../../lib/query-client';
import { loginPathFor, useSession } from '../../lib/session';
import { DrawerMenu } from './drawer-menu';
import { MENU_BUTTON_ID, TopBar } from './top-bar';
import { useDrawerState } from './use-drawer-state';

/** Signed-in layout: top bar, side drawer (296 px), main content and footer. */
const ShellLayout = () => {
  const session = useSession();
  const drawer = useDrawerState();
  const navigation = useNavigation();
  useInactivityLogout(Boolean(session), loginPathFor(session?.role ?? 'signed-out'));
  if (!session) return null;

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipLinks menu={drawer.open ? ACCESS_TARGETS['2'].id : MENU_BUTTON_ID} />
      <TopBar drawerOpen={drawer.open} onToggleDrawer={drawer.toggle} />
      {navigation.state !== 'idle' ? (
        <LinearProgress
          aria-label="Carregando página"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.drawer + 2 }}
        />
      ) : null}
      <Drawer
        id="menu-lateral"
        variant={drawer.wide ? 'persistent' : 'temporary'}
        open={drawer.open}
        onClose={drawer.close}
        sx={{
          width: drawer.wide && drawer.open ? DRAWER_WIDTH : 0,
          flexShrink: 0,
          displayPrint: 'none',
          transition: (theme) => theme.transitions.create('width'),
          '& .MuiDrawer-paper': {
            width: DRAWER_WIDTH,
            maxWidth: '85vw',
            boxSizing: 'border-box',
            ...(drawer.wide ? { top: 64, height: 'calc(100% - 64px)' } : {}),
          },
        }}
      >
        {drawer.wide ? null : <Toolbar />}
        <DrawerMenu session={session} />
      </Drawer>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar sx={{ displayPrint: 'none' }} />
        <Box
          component="main"
          id="conteudo"
          tabIndex={-1}
          sx={{
            flex: 1,
            width: '100%',
            maxWidth: 1280,
            mx: 'auto',
            p: { xs: 2, sm: 3, md: 4 },
            outline: 'none',
            '@media print': { p: 0 },
          }}
        >
          <Outlet />
        </Box>
        <SiteFooter />
      </Box>
    </Box>
  );
};

/** The shell, with TanStack Query for the signed-in pages (the login screens load without it). */
export const AppShell = () => (
  <QueryClientProvider client={queryClient}>
    <ShellLayout />
  </QueryClientProvider>
);
